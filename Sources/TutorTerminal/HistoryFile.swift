import Foundation

/// The entries of the line history, and their file: pure logic, no terminal.
///
/// The file is UTF-8 text, one entry per line, oldest first. Bytes that are not UTF-8 are
/// replaced when loading, never a crash; a missing file is an empty history.
///
///     var history = HistoryFile.load(from: path)
///     if history.add(line) { try? history.save(to: path) }
public struct HistoryFile: Equatable, Sendable {
  /// The entries, oldest first; never more than ``capacity``.
  public private(set) var entries: [String]
  /// How many entries are kept; the oldest go first.
  public let capacity: Int

  /// The capacity used when none is given.
  public static let defaultCapacity = 1000

  public init(entries: [String] = [], capacity: Int = HistoryFile.defaultCapacity) {
    self.capacity = max(0, capacity)
    self.entries = []
    for entry in entries { add(entry) }
  }

  /// Adds `line` as the newest entry, unless it is blank or the same as the newest entry.
  ///
  /// Trailing whitespace (and line terminator) is dropped and any other line break becomes a
  /// space, so that an entry is always one line of the file and `.left` and `.left ` are one
  /// entry.
  /// - Returns: whether the entries changed.
  @discardableResult
  public mutating func add(_ line: String) -> Bool {
    let entry = Self.normalized(line)
    guard capacity > 0, !entry.allSatisfy(\.isWhitespace), entries.last != entry else {
      return false
    }
    entries.append(entry)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    return true
  }

  /// `line` as an entry: without trailing whitespace, other line breaks as spaces.
  static func normalized(_ line: String) -> String {
    var text = Substring(line)
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text.map { $0.isNewline ? " " : $0 })
  }

  /// The entries in `data`, one a line (LF, CRLF or CR), blank lines skipped.
  public static func parse(_ data: Data, capacity: Int = HistoryFile.defaultCapacity) -> HistoryFile {
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    return HistoryFile(entries: lines, capacity: capacity)
  }

  /// The file's text: every entry followed by a newline.
  public func serialized() -> Data {
    Data(entries.map { $0 + "\n" }.joined().utf8)
  }

  /// The history stored at `path`; empty when the file is missing or unreadable.
  public static func load(from path: String, capacity: Int = HistoryFile.defaultCapacity) -> HistoryFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      return HistoryFile(capacity: capacity)
    }
    return parse(data, capacity: capacity)
  }

  /// Writes the entries to `path` (atomically), creating its parent folders.
  public func save(to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try serialized().write(to: url, options: .atomic)
  }
}
