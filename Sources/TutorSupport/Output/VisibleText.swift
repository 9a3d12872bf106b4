/// Control characters made visible, so that text from outside (a learner's line, a transcript, a
/// file name) can never cut, move or recolour what the tutor prints.
///
/// One rule everywhere output leaves the process: each C0 control character except tab and line
/// feed, and DEL, is shown as its Unicode control picture (`␀` U+2400 … `␟` U+241F, `␡` U+2421);
/// C1 controls (U+0080–U+009F), which have no picture, as `�`. Every picture is one column wide, so
/// a caret under a line still points at the right character.
///
///     VisibleText.escaping("state\u{0}help")   // "state␀help"
public enum VisibleText {
  /// `text` with its control characters shown (tab and line feed kept).
  public static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsPicture) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(needsPicture(scalar) ? picture(of: scalar) : scalar)
    }
    return String(result)
  }

  static func needsPicture(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
    default: return false
    }
  }

  static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    default: return "\u{FFFD}"
    }
  }
}
