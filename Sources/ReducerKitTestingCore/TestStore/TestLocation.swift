/// Where in a test something happened: the line of a `send`, `receive` or `finish`.
public struct TestLocation: Sendable, Equatable, CustomStringConvertible {
  public let fileID: String
  public let filePath: String
  public let line: Int
  public let column: Int
  /// The path as the compiler gave it, for XCTest, which wants a static string.
  package let staticFilePath: StaticString?

  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.staticFilePath = nil
  }

  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
    self.staticFilePath = filePath
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line
      && lhs.column == rhs.column
  }

  public var description: String { "\(fileID):\(line)" }
}
