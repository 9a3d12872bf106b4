/// Where in a test something happened: the line of a `send`, `receive` or `finish`.
public struct TestLocation: Sendable, Equatable, CustomStringConvertible {
  public let fileID: String
  public let filePath: String
  public let line: Int
  public let column: Int

  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.init(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  public var description: String { "\(fileID):\(line)" }
}
