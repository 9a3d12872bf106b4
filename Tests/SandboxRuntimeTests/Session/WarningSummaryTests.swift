import EngineTestSupport
import SandboxRuntime
import Testing

/// An effect that keeps sending to an element that is gone raises one warning per tick: the
/// prompt says it once, with a count, so that a long `advance` stays a few lines.
@Suite("Warning summary")
struct WarningSummaryTests {
  @Test(
    "The same warning raised at every tick is shown once, with how many more times", arguments: [false, true])
  func repeatedWarning(testing: Bool) throws {
    let harness = try SessionHarness(lesson: "foreach-ids")
    if testing { harness.type("test") }
    harness.type(".startFromParent(id: 1)")
    let reply = harness.type("advance 5s")
    let warnings = reply.split(separator: "\n").filter { $0.hasPrefix("⚠") }
    #expect(
      warnings == [
        "⚠ 'forEach' got an action for rows[id: 1], which is not in 'rows': .rows(.element(id: 1, action: .tick)) was ignored. Was the element removed while an effect was still sending to it?"
      ])
    #expect(reply.contains("  … the same warning 4 more times"))
  }

  @Test("In Spanish too")
  func spanish() throws {
    let harness = try SessionHarness(lesson: "foreach-ids", language: "es")
    harness.type(".startFromParent(id: 1)")
    #expect(harness.type("advance 2s").contains("  … el mismo aviso 1 vez más"))
  }
}
