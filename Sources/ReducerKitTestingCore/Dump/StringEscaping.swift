/// String literals as dumps print them: double-quoted, with Swift escapes.
///
/// Escaped: `"` → `\"`, `\` → `\\`, newline → `\n`, tab → `\t`, carriage return → `\r`,
/// NUL → `\0`, and every other control, format or separator character (and every space other
/// than U+0020, such as a no-break space) → `\u{HEX}` with uppercase hex digits. Letters outside
/// ASCII (`ñ`, `é`, `ü`) and emoji, including ones joined with U+200D, are kept as they are.
enum StringEscaping {
  /// `text` as a quoted Swift string literal.
  static func quoted(_ text: some StringProtocol) -> String {
    "\"" + escaped(text) + "\""
  }

  /// `text` with escapes applied, without the surrounding quotes.
  static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    for character in text {
      let scalars = character.unicodeScalars
      if scalars.count == 1 {
        for scalar in scalars { result += escaped(scalar, alone: true) }
      } else if scalars.contains(where: { mustEscape($0, alone: false) }) {
        for scalar in scalars { result += escaped(scalar, alone: false) }
      } else {
        result.append(character)
      }
    }
    return result
  }

  private static func escaped(_ scalar: Unicode.Scalar, alone: Bool) -> String {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\t": return "\\t"
    case "\r": return "\\r"
    case "\0": return "\\0"
    default:
      guard mustEscape(scalar, alone: alone) else { return String(scalar) }
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// Whether `scalar` is escaped; `alone` is false for scalars inside a multi-scalar character,
  /// where only quotes, backslashes and control characters are (so joined emoji stay whole).
  private static func mustEscape(_ scalar: Unicode.Scalar, alone: Bool) -> Bool {
    if scalar == "\"" || scalar == "\\" { return true }
    switch scalar.properties.generalCategory {
    case .control:
      return true
    case .format, .lineSeparator, .paragraphSeparator:
      return alone
    case .spaceSeparator:
      return alone && scalar != " "
    default:
      return false
    }
  }
}
