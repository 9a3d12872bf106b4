/// Text a student wrote, made safe to show: control characters become visible (`␛` for ESC,
/// `␀` for NUL, `\u{9B}` for C1 controls and direction overrides), so nothing a transcript holds
/// can move an instructor's cursor, recolour the terminal or break an XML document. Tabs stay.
/// Bytes that were not UTF-8 are already U+FFFD when read.
enum UntrustedText {
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.append(scalar)
        continue
      }
      switch scalar.value {
      case 0..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: result.append("\u{2421}")
      default:
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      }
    }
    return String(result)
  }

  /// Visible text, one line (line breaks shown too): for names and single-line fields.
  static func line(_ text: String) -> String {
    visible(text.replacingOccurrences(of: "\n", with: "\u{2424}"))
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0..<0x20, 0x7F...0x9F: true
    // Bidirectional overrides and isolates (they reorder what is shown), and non-characters.
    case 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// Text for XML and HTML: visible, with the markup characters escaped.
  static func markup(_ text: String) -> String {
    var result = ""
    for character in visible(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
