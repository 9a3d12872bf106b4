import Foundation

/// Writes a session down as it happens: each line typed, and a marker when a lesson moves to a
/// new step. Every line is flushed, so nothing is lost if the session is cut short.
public final class TranscriptRecorder {
  private let handle: FileHandle
  private var lastStep: String?

  /// Starts a transcript at `url` (its folder is created).
  public init(url: URL, door: Transcript.Door, language: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let date = UTCStamp.now()
    try Transcript.header(door: door, language: language, date: date).write(
      to: url, atomically: false, encoding: .utf8)
    handle = try FileHandle(forWritingTo: url)
    handle.seekToEndOfFile()
  }

  deinit { try? handle.close() }

  /// Notes a step marker if the step changed, then the line.
  public func record(_ line: String, step: String?) {
    if let step, step != lastStep {
      write("# step: \(step)")
      lastStep = step
    }
    write(line)
  }

  /// Notes the step the session starts in.
  public func mark(step: String) {
    guard step != lastStep else { return }
    write("# step: \(step)")
    lastStep = step
  }

  private func write(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }
}
