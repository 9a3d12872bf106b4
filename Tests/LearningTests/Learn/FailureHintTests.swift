import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import SandboxRuntime
@testable import TutorSupport

/// The first hint after a failed test line answers that failure.
@Suite("Failure hints")
struct FailureHintTests {
  @Test("After a failed test line, the first hint answers the failure, then the ladder goes on")
  func failureHints() throws {
    let (learn, renderer) = try learn("basics")
    while learn.step.id != "first-test" { _ = learn.handle(":next") }
    _ = learn.handle("send .incrementLater")
    _ = learn.handle("advance 1s")
    _ = learn.handle("finish")
    let first = renderer.text(learn.handle(":hint").outputs)
    #expect(first.hasPrefix("Hint for this failure: an effect sent an action back"))
    #expect(first.hasSuffix("receive .increment"))
    let second = renderer.text(learn.handle(":hint").outputs)
    #expect(second.hasPrefix("Hint 1 of 3") || second.contains("its `send` has no block"))
  }

  @Test("An effect in flight points at cancellation or removal; a state mismatch at the field that differs")
  func failureKinds() throws {
    let running = FailureHint.outputs(for: [
      .message(
        key: "test.failure.effectRunning",
        arguments: [
          "name": "timer", "scope": "rows[id: 0]", "action": ".rows(.element(id: 0, action: .onAppear))",
        ])
    ])
    #expect(running?.count == 1)
    let catalog = try Catalog.load(language: "es", from: RepositoryFolders.locales)
    let text = Renderer(catalog: catalog).text(running ?? [])
    #expect(text.contains("quitando el estado que lo inició"))
    let mismatch = FailureHint.outputs(for: [
      .message(key: "test.failure.stateMismatch", arguments: ["action": ".tick"]),
      .code("  Row.State(\n−   seconds: 2,\n+   seconds: 1,\n  )", role: .diff),
    ])
    #expect(
      Renderer(catalog: catalog).text(mismatch ?? []).contains(
        "es `$0.seconds`: dijiste 2, y el reducer lo dejó en 1. Si lo correcto es 1, escribe `$0.seconds = 1`"
      ))
    // A diff that names no field (an element of a plain list) still gets its first line.
    let list = FailureHint.outputs(for: [
      .message(key: "test.failure.stateMismatch", arguments: ["action": ".log"]),
      .code("  Log.State(\n    lines: [\n−     \"a\"\n+     \"b\"\n    ]\n  )", role: .diff),
    ])
    #expect(list?.dropFirst().map { Renderer(catalog: catalog).text([$0]) } == ["  − \"a\"", "  + \"b\""])
    #expect(FailureHint.outputs(for: [.message(key: "test.failure.noChange")]) == nil)
  }
}
