import EngineTestSupport
import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

/// TCA's test spelling at the prompt: `send(\.rows[id: 0].tick)`, `receive(\.response)`
/// (issue 25, point 15).
@Suite("Case key paths in test steps")
struct CaseKeyPathStepTests {
  @Test(
    "A case key path stands for the action it names",
    arguments: [
      ("send(\\.left.inc)", ".left(.inc)", true),
      ("send \\.left.inc { $0.left = 1 }", ".left(.inc)", true),
      ("await store.send(\\.rows[id: 0].tick)", ".rows(.element(id: 0, action: .tick))", true),
      ("send(\\.setTo, 5)", ".setTo(5)", false),
      ("send(\\.rows[id: 2], .tick)", ".rows(.element(id: 2, action: .tick))", false),
      (
        "receive(\\.rows[id: \"a\"].delegate.done)", ".rows(.element(id: \"a\", action: .delegate(.done)))",
        true
      ),
    ])
  func parses(line: String, action: String, namesCase: Bool) throws {
    let step = try Step.parse(line)
    #expect(step.action.value.description == action)
    #expect(step.namesCase == namesCase)
  }

  @Test(
    "Malformed key paths are refused with the place and what was expected",
    arguments: [
      ("send \\.rows[id: 0]", 19), ("send \\left", 7), ("send \\.rows[0].tick", 13), ("send \\.", 8),
    ])
  func refused(line: String, column: Int) {
    #expect(throws: InputError.self) { try Step.parse(line) }
    do {
      _ = try Step.parse(line)
    } catch {
      #expect(error.column == column, "\(line): \(error)")
    }
  }

  @Test("receive(\\.response) matches the case whatever its payload, and the block still checks")
  func receiveByCase() throws {
    let harness = try SessionHarness(lesson: "effects")
    for line in ["test", "send(\\.type, \"sw\") { $0.query = \"sw\" }", "advance 300ms", "advance 3s"] {
      let failed = harness.fails(line)
      #expect(!failed, "\(line)")
    }
    let received = harness.type("receive(\\.response) { $0.shown = \"sw\"; $0.responses = 1 }")
    #expect(received == "✓ as expected")
    let finished = harness.type("finish")
    #expect(finished.hasPrefix("✓ test passed"), "\(finished)")
  }

  @Test("receive of a case that did not come back names the key path in the failure")
  func receiveByCaseFails() throws {
    let harness = try SessionHarness(lesson: "effects")
    _ = harness.type("test")
    _ = harness.type("send(\\.type, \"sw\") { $0.query = \"sw\" }")
    let text = harness.type("receive(\\.response)")
    #expect(text.contains("\\.response"), "\(text)")
    let typo = harness.type("receive(\\.respons)")
    #expect(typo.contains("did you mean '.response'?"), "\(typo)")
  }

  @Test("Inside a scope, the key path is wrapped in the envelope like any action")
  func scoped() throws {
    let harness = try SessionHarness(lesson: "foreach")
    for line in [".addRow", "test"] { _ = harness.type(line) }
    _ = harness.type("send .addRow { $0.rows = [Row.State(id: 0, seconds: 0)] }")
    _ = harness.type("scope rows[id: 0]")
    let sent = harness.type("send(\\.tick) { $0.rows[id: 0].seconds = 1 }")
    #expect(sent == "✓ as expected")
  }
}
