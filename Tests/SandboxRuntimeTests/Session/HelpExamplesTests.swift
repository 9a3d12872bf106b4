import EngineTestSupport
import Testing

@testable import BuiltInCourse
@testable import SandboxRuntime

@Suite("Prompt help examples")
struct HelpExamplesTests {
  @Test func eachSandboxShowsItsOwnExamples() {
    let pullback = HelpExamples.of(lesson: "pullback")
    #expect(pullback.action == ".left(.inc)")
    #expect(pullback.send == "send .left(.inc) { $0.left = 1; $0.seen = 1 }")
    #expect(pullback.scopePath == "left")
    let foreach = HelpExamples.of(lesson: "foreach")
    #expect(foreach.scopePath == "rows[id: 0]")
    #expect(foreach.received == ".rows(.element(id: 0, action: .tick))")
    let basics = HelpExamples.of(lesson: "basics")
    #expect(basics.scopePath == nil)
    #expect(basics.received == ".increment")
    for lesson in Session.lessons where lesson != "pullback" {
      let text = Session(lesson: lesson)!.handle("help").outputs.description
      #expect(!text.contains(".left(.inc)"), "\(lesson)")
    }
  }

  /// An example with a real block is one a test accepts.
  @Test(arguments: Session.lessons) func sendExamplesPass(lesson: String) {
    let send = HelpExamples.of(lesson: lesson).send
    guard !send.contains("…") else { return }
    let session = Session(lesson: lesson)!
    session.handle("test")
    #expect(!session.handle(send).failed, "\(send)")
  }
}
