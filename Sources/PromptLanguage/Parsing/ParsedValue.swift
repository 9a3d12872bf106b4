import TutorSupport

/// A value as the learner typed it: the ``Value``, the text, and where each part began, so that
/// errors found while decoding or applying it point at a column.
///
/// Two parsed values are equal when their values are equal.
public struct ParsedValue: Equatable, Sendable, CustomStringConvertible {
  public var value: Value
  /// The text of the value as typed.
  public var source: String
  /// The 1-based column of the first character.
  public var column: Int?
  package var columns: SourceColumns

  /// A value with no source positions.
  public init(_ value: Value) {
    self.value = value
    self.source = value.description
    self.column = nil
    self.columns = SourceColumns()
  }

  package init(value: Value, source: String, column: Int, columns: SourceColumns) {
    self.value = value
    self.source = source
    self.column = column
    self.columns = columns
  }

  public var description: String { source }

  public static func == (lhs: ParsedValue, rhs: ParsedValue) -> Bool {
    lhs.value == rhs.value
  }
}
