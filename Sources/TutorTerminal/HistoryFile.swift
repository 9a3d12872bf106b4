import Foundation
import TutorSupport

/// The entries of the line history, and their file: pure logic, no terminal.
///
/// The file is UTF-8 text, one entry per line (LF, CRLF or CR), oldest first. A line that is not
/// valid UTF-8 is shown with U+FFFD but written back byte for byte, so loading and saving never
/// changes what another program (or an older tutor) wrote. A missing file is an empty history. A
/// save is all or nothing (``FileAccess/write(_:to:)``).
///
///     var history = HistoryFile.load(from: path)
///     if history.add(line) { try? history.save(to: path) }
public struct HistoryFile: Equatable, Sendable {
  /// One entry: its text, and its bytes as read when they were not UTF-8.
  struct Line: Equatable, Sendable {
    var text: String
    var original: [UInt8]?
  }

  private var lines: [Line] = []
  /// The entries, oldest first; never more than ``capacity``.
  public var entries: [String] { lines.map(\.text) }
  /// How many entries are kept; the oldest go first.
  public let capacity: Int

  /// The capacity used when none is given.
  public static let defaultCapacity = 1000

  public init(entries: [String] = [], capacity: Int = HistoryFile.defaultCapacity) {
    self.capacity = max(0, capacity)
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
    guard capacity > 0, !entry.allSatisfy(\.isWhitespace), lines.last?.text != entry else {
      return false
    }
    append(Line(text: entry))
    return true
  }

  private mutating func append(_ line: Line) {
    lines.append(line)
    if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
  }

  /// `line` as an entry: without trailing whitespace, other line breaks as spaces.
  static func normalized(_ line: String) -> String {
    var text = Substring(line)
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text.map { $0.isNewline ? " " : $0 })
  }

  /// The entries in `data`, one a line (LF, CRLF or CR), blank lines skipped; a leading byte
  /// order mark is dropped.
  public static func parse(_ data: Data, capacity: Int = HistoryFile.defaultCapacity) -> HistoryFile {
    var history = HistoryFile(capacity: capacity)
    guard history.capacity > 0 else { return history }
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    for raw in bytes.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
      if let text = String(validating: raw, as: UTF8.self) {
        history.add(text)
      } else {
        history.append(Line(text: String(decoding: raw, as: UTF8.self), original: Array(raw)))
      }
    }
    return history
  }

  /// The file's bytes: every entry followed by a newline.
  public func serialized() -> Data {
    var data = Data()
    for line in lines {
      if let original = line.original {
        data.append(contentsOf: original)
      } else {
        data.append(contentsOf: line.text.utf8)
      }
      data.append(0x0A)
    }
    return data
  }

  /// The history stored at `path`; empty when the file is missing or unreadable.
  public static func load(from path: String, capacity: Int = HistoryFile.defaultCapacity) -> HistoryFile {
    guard let data = try? FileAccess.read(path, limit: 64 << 20) else {
      return HistoryFile(capacity: capacity)
    }
    return parse(data, capacity: capacity)
  }

  /// Writes the entries to `path`, all or nothing, creating its parent folders.
  public func save(to path: String) throws(FileProblem) {
    try FileAccess.makeFolder((path as NSString).deletingLastPathComponent)
    try FileAccess.write(serialized(), to: path)
  }
}
