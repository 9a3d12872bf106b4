import Foundation
import TutorSupport

/// Writes a session down as it happens: each line typed, and a marker when a lesson moves to a
/// new step. Every line is written at once, so nothing is lost if the session is cut short; a
/// full disk does not stop the session.
public final class TranscriptRecorder {
  private let descriptor: Int32
  private var lastStep: String?

  /// Whether the file already held a transcript, which this session carries on (a later sitting).
  public let appends: Bool

  /// Starts a transcript at `url` (its folder is created). A file that exists already is never
  /// overwritten: this session is added at its end, with its own first lines and step marker,
  /// so that the file grades as one learner's work done in several sittings.
  public init(url: URL, door: Transcript.Door, language: String) throws(FileProblem) {
    try FileAccess.makeFolder(url.deletingLastPathComponent().path)
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int ?? 0
    appends = size > 0
    descriptor = try appends ? FileAccess.openForAppending(url.path) : FileAccess.openForWriting(url.path)
    let date = UTCStamp.now()
    if let failure = FileAccess.writeAll(
      Data(Transcript.header(door: door, language: language, date: date).utf8), to: descriptor)
    {
      close(descriptor)
      throw FileProblem(path: url.path, operation: .write, errno: failure)
    }
  }

  deinit { close(descriptor) }

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
    FileAccess.writeAll(Data((line + "\n").utf8), to: descriptor)
  }
}
