// libFuzzer target: one prompt line (the fuzzer's bytes, as the terminal reader decodes them)
// into a live sandbox — parser, value decoder, statement editor, store — in play and in test mode.
// Built and run by Tests/Fuzz/fuzz.sh; not a
// SwiftPM target.
import BuiltInCourse

@testable import Learning
@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

nonisolated(unsafe) var sessions: [String: Session] = [:]
nonisolated(unsafe) var runs = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPromptLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // The input is `[test ]<sandbox>\n<line>`: the first line picks the sandbox (a name that is not
  // one picks by its length) and whether a test runs; the rest is the prompt line.
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let head = text.prefix { $0 != "\n" }
  let line = String(text.dropFirst(head.count + 1))
  let testing = head.hasPrefix("test ")
  let name = testing ? String(head.dropFirst(5)) : String(head)
  let lessons = Session.lessons
  let lesson = lessons.contains(name) ? name : lessons[head.utf8.count % lessons.count]
  // One session per sandbox, started afresh now and then, so state carries over between inputs
  // (as at the prompt) but does not grow without end.
  runs += 1
  if runs % 500 == 0 { sessions = [:] }
  let session = sessions[lesson] ?? Session(lesson: lesson, sandboxes: BuiltInCourse.sandboxes)!
  sessions[lesson] = session
  if testing != session.prompt.contains(" test> ") { _ = session.handle(testing ? "test" : "play \(lesson)") }
  let reply = session.handle(line)
  for output in reply.outputs {
    if case .code(let text, _) = output { _ = VisibleText.escaping(text) }
  }
  if let parsed = try? ExpressionParser.parseValue(line) { _ = parsed.value.description }
  return 0
}
