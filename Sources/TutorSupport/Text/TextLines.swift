/// Text files as lines, whatever editor wrote them: a UTF-8 byte order mark is dropped, and a line
/// ends at LF or CRLF.
public enum TextLines {
  /// `text` without a leading byte order mark (U+FEFF).
  public static func withoutByteOrderMark(_ text: String) -> Substring {
    text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
  }

  /// The lines of `text`, without their terminators (`\n` or `\r\n`); a final terminator does not
  /// start another line when `keepsFinalEmptyLine` is off.
  public static func split(_ text: String, keepsFinalEmptyLine: Bool = true) -> [String] {
    // "\r\n" is one Character in Swift: it is a line end of its own.
    var lines = withoutByteOrderMark(text)
      .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      .map { $0.last == "\r" ? String($0.dropLast()) : String($0) }
    if !keepsFinalEmptyLine, lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
  }
}
