import Foundation
import TutorSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a file a line at a time, in blocks of fixed size, so that memory does not grow with
/// the file: `tutor run` starts running a transcript before it is all read. Lines end at `\n`;
/// a `\r` before it and a UTF-8 byte order mark at the start are dropped. With a line limit, a
/// longer line is never held whole: ``nextEntry()`` reads past it (grading, which refuses it as
/// the prompt does), ``nextLine()`` stops at it (``lineTooLong``).
public final class TranscriptLineReader {
  /// Nil for a text already in memory.
  private let handle: FileHandle?
  /// The file's path, for problems (`-` for standard input).
  private let path: String
  private let blockSize: Int
  private var buffer: [UInt8] = []
  private var position = 0
  private var atEnd = false
  private var isFirstLine = true
  /// How many blocks were read (for tests: the reader reads as it goes, not all at once).
  public private(set) var blocksRead = 0
  /// The most bytes one line may hold (its `\r` included); nil for no limit.
  public var maxLineBytes: Int?
  /// Whether the reading stopped at a line longer than ``maxLineBytes``.
  public private(set) var lineTooLong = false

  public init(handle: FileHandle, path: String = "-", blockSize: Int = 64 * 1024) {
    self.handle = handle
    self.path = path
    self.blockSize = blockSize
  }

  /// Opens the file at `path` ("-" is standard input).
  /// - Throws: ``FileProblem`` (not found, a folder, permission, …).
  public convenience init(path: String) throws(FileProblem) {
    if path == "-" {
      self.init(handle: .standardInput)
    } else {
      try self.init(file: path)
    }
  }

  /// Opens the file at `path` (a file of that name, even `-`).
  /// - Throws: ``FileProblem`` (not found, a folder, permission, …).
  public convenience init(file path: String) throws(FileProblem) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw FileProblem(path: path, operation: .read, cause: .isFolder)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileProblem(path: path, operation: .read, errno: errno) }
    self.init(handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), path: path)
  }

  /// The lines of a text already in memory.
  public init(text: String) {
    handle = nil
    path = "-"
    blockSize = 0
    buffer = Array(text.utf8)
    atEnd = true
  }

  /// What ``nextEntry()`` reads: a line, or one longer than ``maxLineBytes``, read past
  /// without keeping it.
  public enum Entry: Equatable, Sendable {
    case line(String)
    case tooLong
  }

  /// The next line, or nil at the end of the file. A line longer than ``maxLineBytes`` ends
  /// the reading (``lineTooLong``).
  /// - Throws: ``FileProblem`` when the system cannot read on.
  public func nextLine() throws(FileProblem) -> String? {
    switch try nextEntry() {
    case .line(let line): return line
    case .tooLong:
      lineTooLong = true
      atEnd = true
      position = buffer.count
      return nil
    case nil: return nil
    }
  }

  /// The next line, or ``Entry/tooLong`` for one longer than ``maxLineBytes``, whose bytes are
  /// dropped as they are read (memory stays within a block and the limit) up to its newline,
  /// where the reading goes on; nil at the end of the file.
  /// - Throws: ``FileProblem`` when the system cannot read on.
  public func nextEntry() throws(FileProblem) -> Entry? {
    var skipping = false
    while true {
      if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
        if skipping || maxLineBytes.map({ newline - position > $0 }) == true {
          position = newline + 1
          isFirstLine = false
          return .tooLong
        }
        let line = text(buffer[position..<newline])
        position = newline + 1
        return .line(line)
      }
      if skipping || maxLineBytes.map({ buffer.count - position > $0 }) == true {
        skipping = true
        position = buffer.count
      }
      if atEnd {
        if skipping { return .tooLong }
        guard position < buffer.count else { return nil }
        let line = text(buffer[position...])
        position = buffer.count
        return .line(line)
      }
      try readBlock()
    }
  }

  private func readBlock() throws(FileProblem) {
    guard let handle else {
      atEnd = true
      return
    }
    buffer.removeFirst(position)
    position = 0
    // One `read`, which returns what a pipe has now (FileHandle's reads wait for a whole block).
    let start = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: blockSize))
    var count: Int
    repeat {
      count = buffer.withUnsafeMutableBytes { bytes in
        read(handle.fileDescriptor, bytes.baseAddress! + start, blockSize)
      }
    } while count < 0 && errno == EINTR
    guard count >= 0 else {
      buffer.removeLast(blockSize)
      throw FileProblem(path: path, operation: .read, errno: errno)
    }
    buffer.removeLast(blockSize - count)
    blocksRead += 1
    if count == 0 { atEnd = true }
  }

  private func text(_ bytes: ArraySlice<UInt8>) -> String {
    var bytes = bytes
    if isFirstLine {
      isFirstLine = false
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    }
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
