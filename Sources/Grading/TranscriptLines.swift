import Foundation
import Learning
import TutorSupport

/// A student's transcript read line by line (``TranscriptLineReader``), in chunks, never whole:
/// memory stays bounded whatever the file holds. A line longer than the limit is read past, never
/// held; more lines than the limit stop the reading with a ``Problem``. `\r\n` endings and a UTF-8 BOM
/// are accepted; bytes that are not UTF-8 become U+FFFD.
struct TranscriptLines {
  enum Problem: Error, Equatable {
    case unreadable
    case tooManyLines(limit: Int)
  }

  let limits: GradeLimits
  private let reader: TranscriptLineReader

  /// Opens the file at `path`, read in 64 KiB blocks as the lines are asked for.
  /// - Throws: ``FileProblem`` when it cannot be opened (not found, a folder, permission, …).
  init(opening path: String, limits: GradeLimits) throws(FileProblem) {
    self.init(reader: try TranscriptLineReader(file: path), limits: limits)
  }

  /// The same, nil when the file cannot be opened.
  init?(path: String, limits: GradeLimits) {
    guard let reader = try? TranscriptLineReader(file: path) else { return nil }
    self.init(reader: reader, limits: limits)
  }

  /// The lines of the file open at `descriptor` (closed when done), shown as `path`.
  init(descriptor: Int32, path: String, limits: GradeLimits) {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    self.init(reader: TranscriptLineReader(handle: handle, path: path), limits: limits)
  }

  /// The lines of a text already in memory (tests, `grade(text:)`).
  init(text: String, limits: GradeLimits) {
    self.init(reader: TranscriptLineReader(text: text), limits: limits)
  }

  private init(reader: TranscriptLineReader, limits: GradeLimits) {
    reader.maxLineBytes = limits.maxLineBytes
    self.reader = reader
    self.limits = limits
  }

  /// Calls `body` with each line and its 1-based number until it returns false or the file
  /// ends; a line longer than the limit comes as ``TranscriptLineReader/Entry/tooLong`` (refused,
  /// as the prompt refuses it: the lines after it are read on).
  func forEach(_ body: (Int, TranscriptLineReader.Entry) -> Bool) throws(Problem) {
    var number = 0
    while true {
      let entry: TranscriptLineReader.Entry?
      do {
        entry = try reader.nextEntry()
      } catch {
        throw .unreadable
      }
      guard let entry else { return }
      number += 1
      guard number <= limits.maxLines else { throw .tooManyLines(limit: limits.maxLines) }
      guard body(number, entry) else { return }
    }
  }
}
