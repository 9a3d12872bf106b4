import Foundation

/// Keeps ``LearnerProgress`` as readable JSON in the XDG state folder (`$XDG_STATE_HOME/tutor`, else
/// `~/.local/state/tutor`), written atomically. A file that cannot be read is moved aside and
/// reported, never silently lost.
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
    /// The file could not be read; it was moved to `movedTo` and a fresh start is made.
    case recovered(movedTo: String, reason: String)
  }

  public func load() -> Loaded {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: file.path) else { return .fresh }
    do {
      let data = try Data(contentsOf: file)
      return .loaded(try JSONDecoder().decode(LearnerProgress.self, from: data))
    } catch {
      let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
      let aside = folder.appendingPathComponent("progress.corrupt-\(stamp).json")
      do {
        try fileManager.moveItem(at: file, to: aside)
      } catch {
        return .recovered(movedTo: "", reason: String(describing: error))
      }
      return .recovered(movedTo: aside.path, reason: Self.reason(error))
    }
  }

  /// Writes the progress: to a temporary file first, then renamed over the old one.
  public func save(_ progress: LearnerProgress) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(progress)
    try data.write(to: file, options: .atomic)
  }

  /// Forgets one lesson, or everything.
  public func reset(lesson: String?) throws {
    guard case .loaded(var progress) = load() else { return }
    if let lesson {
      progress.record.steps[lesson] = nil
      progress.record.finished.remove(lesson)
      if progress.current?.lesson == lesson { progress.current = nil }
      try save(progress)
    } else {
      try FileManager.default.removeItem(at: file)
    }
  }

  private static func reason(_ error: any Error) -> String {
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let context): return context.debugDescription
      case .keyNotFound(let key, _): return "missing '\(key.stringValue)'"
      case .typeMismatch(_, let context), .valueNotFound(_, let context): return context.debugDescription
      @unknown default: return "\(decoding)"
      }
    }
    return error.localizedDescription
  }
}
