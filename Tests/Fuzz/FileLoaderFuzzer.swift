// libFuzzer target: the fuzzer's bytes as a transcript, a lesson file (lesson.md) and a lesson's
// words (en.md) — the loaders for files that come from students and authors. Built and run by
// Tests/Fuzz/fuzz.sh; not a SwiftPM target.
import BuiltInCourse

@testable import Learning
@testable import SandboxRuntime
@testable import TutorCommandLine
@testable import TutorSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFileLoaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let transcript = Transcript.parse(text) {
    _ = transcript.lines.count
    // Run a play transcript through its sandbox, as `tutor run` would (few lines: this target
    // is about the loaders; the prompt-line target covers the engine).
    if case .play(let lesson) = transcript.door,
      let session = Session(lesson: lesson, sandboxes: BuiltInCourse.sandboxes)
    {
      for line in transcript.lines.prefix(20) where !line.hasPrefix("#") { _ = session.handle(line) }
    }
  }
  _ = try? LessonParser.parse(
    id: "fuzz", file: "lesson.md", text: text, exercises: BuiltInCourse.course.exercises)
  _ = try? LessonTextParser.parse(language: "en", file: "en.md", text: text)
  _ = TextLines.split(text)
  return 0
}
