import Foundation

/// A student's transcript read line by line, in chunks, never whole: memory stays bounded
/// whatever the file holds. A line longer than the limit, or more lines than the limit, stop the
/// reading with a ``Problem`` instead of parsing megabytes of it. `\r\n` endings and a UTF-8 BOM
/// are accepted; bytes that are not UTF-8 become U+FFFD.
struct TranscriptLines {
  enum Problem: Error, Equatable {
    case unreadable
    case lineTooLong(line: Int, limit: Int)
    case tooManyLines(limit: Int)
  }

  let limits: GradeLimits
  private let nextChunk: () -> Data?

  /// Reads the file at `path` in 64 KiB chunks; nil when it cannot be opened.
  init?(path: String, limits: GradeLimits) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    self.limits = limits
    nextChunk = {
      guard let data = try? handle.read(upToCount: 65_536), !data.isEmpty else {
        try? handle.close()
        return nil
      }
      return data
    }
  }

  /// The lines of a text already in memory (tests, `grade(text:)`).
  init(text: String, limits: GradeLimits) {
    self.limits = limits
    var data: Data? = Data(text.utf8)
    nextChunk = {
      defer { data = nil }
      return data
    }
  }

  /// Calls `body` with each line and its 1-based number until it returns false or the file ends.
  func forEach(_ body: (Int, String) -> Bool) throws(Problem) {
    var pending: [UInt8] = []
    var number = 0
    func emit(_ bytes: ArraySlice<UInt8>) throws(Problem) -> Bool {
      number += 1
      guard number <= limits.maxLines else { throw .tooManyLines(limit: limits.maxLines) }
      var bytes = bytes
      if bytes.last == 13 { bytes.removeLast() }
      if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
      return body(number, String(decoding: bytes, as: UTF8.self))
    }
    while let chunk = nextChunk() {
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: 10) {
        pending += chunk[start..<newline]
        guard pending.count <= limits.maxLineBytes else {
          throw .lineTooLong(line: number + 1, limit: limits.maxLineBytes)
        }
        guard try emit(pending[...]) else { return }
        pending.removeAll(keepingCapacity: true)
        start = newline + 1
      }
      pending += chunk[start...]
      guard pending.count <= limits.maxLineBytes else {
        throw .lineTooLong(line: number + 1, limit: limits.maxLineBytes)
      }
    }
    if !pending.isEmpty { _ = try emit(pending[...]) }
  }
}
