import TutorSupport

/// A problem in a lesson file, named by file and line.
public struct LessonFileError: Error, Equatable, Sendable, CustomStringConvertible {
  public let file: String
  public let line: Int
  /// A catalog key (`lint.*`) and its arguments, so the problem reads in either language.
  public let key: String
  public let arguments: [String: String]

  public init(file: String, line: Int, key: String, _ arguments: [String: String] = [:]) {
    self.file = file
    self.line = line
    self.key = key
    self.arguments = arguments
  }

  public var description: String { "\(file):\(line): \(key) \(arguments.sorted { $0.key < $1.key })" }

  /// The problem in the catalog's language, prefixed with `file:line:`.
  public func message(in catalog: Catalog) -> String {
    // An argument written `⟪key⟫` (``Output/localized(_:)``) is itself put into words.
    let words = arguments.mapValues { value in
      value.hasPrefix("⟪") && value.hasSuffix("⟫")
        ? catalog.text(String(value.dropFirst().dropLast())) : value
    }
    return "\(file):\(line): " + catalog.text(key, words)
  }
}
