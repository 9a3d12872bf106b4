import Foundation
import PromptLanguage
import TutorSupport

/// Keeps ``LearnerProgress`` as readable JSON in the XDG state folder (`$XDG_STATE_HOME/tutor`, else
/// `~/.local/state/tutor`). Nothing is ever lost:
///
/// - A save is all or nothing (``FileAccess/write(_:to:)``): a process killed mid-save leaves the
///   old file or the new one.
/// - A file that is not progress JSON is moved aside under a name no other file has
///   (`progress.corrupt-<time>[-n].json`) and reported.
/// - A file that cannot be read (permission, a folder) is left where it is and reported; a file
///   marked read-only is never replaced. A file over ``sizeLimit`` is moved aside, unread.
/// - A UTF-8 byte order mark and CRLF line ends (an editor on Windows) are accepted.
public struct ProgressStore: Sendable {
  public let folder: URL

  public var file: URL { folder.appendingPathComponent("progress.json") }
  /// Where transcripts of sessions are kept.
  public var transcripts: URL { folder.appendingPathComponent("transcripts", isDirectory: true) }

  public init(folder: URL) { self.folder = folder }

  /// The state folder named by the environment, or nil when neither variable is set.
  public static func standard(environment: [String: String]) -> ProgressStore? {
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
      return ProgressStore(folder: URL(fileURLWithPath: state).appendingPathComponent("tutor"))
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return ProgressStore(folder: URL(fileURLWithPath: home).appendingPathComponent(".local/state/tutor"))
  }

  /// What loading found.
  public enum Loaded: Equatable, Sendable {
    /// No progress yet: a first run.
    case fresh
    case loaded(LearnerProgress)
    /// The file was not progress JSON; it was moved to `movedTo` and a fresh start is made.
    case recovered(movedTo: String, reason: ProgressDamage)
    /// The file could not be read, or not moved aside: it is left as it is.
    case unreadable(FileProblem)
  }

  /// The biggest progress file read (a learner's is a few kilobytes).
  public static let sizeLimit = 16 << 20

  public func load() -> Loaded {
    // What a save killed half-way left behind goes now, not only at the next save.
    FileAccess.removeStaleTemporaries(of: "progress.json", in: folder.path)
    let damage: ProgressDamage
    do {
      let data = try FileAccess.read(file.path, limit: Self.sizeLimit)
      do {
        return .loaded(try Self.decode(data))
      } catch {
        damage = ProgressDamage(error)
      }
    } catch {
      switch error.cause {
      case .notFound: return .fresh
      // Not a learner's progress either: moved aside like a corrupt file, never overwritten.
      case .tooLarge(let limit): damage = .tooLarge(limit: limit)
      default: return .unreadable(error)
      }
    }
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
    do {
      let aside = try FileAccess.moveAside(file.path, as: "progress.corrupt", stamp: stamp, extension: "json")
      return .recovered(movedTo: aside, reason: damage)
    } catch {
      return .unreadable(error)
    }
  }

  static func decode(_ data: Data) throws -> LearnerProgress {
    var data = data
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
    return try JSONDecoder().decode(LearnerProgress.self, from: data)
  }

  /// The lock file beside the progress, held while a save reads, merges and writes.
  var lockFile: URL { folder.appendingPathComponent(".progress.json.lock") }

  /// Writes the progress, all or nothing, merged with what another process saved meanwhile
  /// (two windows, one learner; see ``ProgressMerge``): under a lock on a file beside it, the
  /// file is read again, merged per lesson and step, and replaced.
  /// - Parameter base: what this process had at its last save (or loaded); nil merges by union.
  /// - Returns: what was written.
  @discardableResult
  public func save(_ progress: LearnerProgress, base: LearnerProgress?) throws(FileProblem) -> LearnerProgress
  {
    try FileAccess.makeFolder(folder.path)
    let lock = FileLock(path: lockFile.path)
    defer { lock.release() }
    var merged = progress
    if let data = try? FileAccess.read(file.path, limit: Self.sizeLimit), let theirs = try? Self.decode(data)
    {
      merged = ProgressMerge.merge(ours: progress, base: base, theirs: theirs)
    }
    try write(merged)
    return merged
  }

  /// Writes the progress, all or nothing, as it is (no merge).
  public func save(_ progress: LearnerProgress) throws(FileProblem) {
    try FileAccess.makeFolder(folder.path)
    let lock = FileLock(path: lockFile.path)
    defer { lock.release() }
    try write(progress)
  }

  private func write(_ progress: LearnerProgress) throws(FileProblem) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(progress)
    } catch {
      throw FileProblem(path: file.path, operation: .write, error: error)
    }
    try FileAccess.write(data, to: file.path)
  }

  /// Forgets one lesson, or everything.
  public func reset(lesson: String?) throws(FileProblem) {
    let lock = FileLock(path: lockFile.path)
    defer { lock.release() }
    switch load() {
    case .fresh, .recovered: return
    case .unreadable(let problem): throw problem
    case .loaded(var progress):
      if let lesson {
        progress.record.steps[lesson] = nil
        progress.record.finished.remove(lesson)
        if progress.current?.lesson == lesson { progress.current = nil }
        try write(progress)
      } else if unlink(file.path) != 0 {
        throw FileProblem(path: file.path, operation: .write, errno: errno)
      }
    }
  }
}
