/// Trimming spaces and tabs from both ends of a line, as `trimmingWhitespace()`
/// does — Unicode space separators and U+0009, not line breaks — without Foundation's bridge
/// through `NSString`, which made it the largest single cost of reading the lessons (a sixth of
/// `tutor grade` on a class of 100; docs/benchmarks.md, issue 16).
extension Substring {
  package func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isHorizontalSpace }),
      let last = scalars.lastIndex(where: { !$0.isHorizontalSpace })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension String {
  package func trimmingWhitespace() -> String { self[...].trimmingWhitespace() }
}

extension Unicode.Scalar {
  /// A space or a tab: what `CharacterSet.whitespaces` holds here — which also counts U+200B
  /// ZERO WIDTH SPACE, once a space separator.
  var isHorizontalSpace: Bool {
    self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
  }
}
