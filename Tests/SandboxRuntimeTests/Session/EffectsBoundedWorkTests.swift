import EngineTestSupport
import Testing

@testable import Learning
@testable import SandboxRuntime

/// Issue 24, points 1–4: a line's work does not grow with the effects running, the effects run
/// before, or the time asked for. Every test counts work (effects listed, lines replayed,
/// actions run, lines said); none times anything.
@Suite("Bounded work with effects running")
struct EffectsBoundedWorkTests {
  private func counting(_ harness: SessionHarness) -> (any UndoCounting)? {
    harness.session.sandbox as? any UndoCounting
  }

  @Test("A line never lists the running effects: 2,000 lines with 2,000 effects running list none")
  func linesDoNotWalkRunningEffects() throws {
    let harness = try SessionHarness(lesson: "basics")
    for _ in 0..<2_000 { harness.session.handle(".incrementLater") }
    let said = harness.type(".incrementLater")
    #expect(said.contains("2001 effects running"))
    let counts = try #require(counting(harness))
    #expect(counts.effectsListed == 0)
    // Only `effects` lists them.
    harness.type("effects")
    #expect(counts.effectsListed == 2_001)
  }

  @Test("undo with a timer running after 3,000 lines replays nothing, and says why")
  func undoWithTimerIsBounded() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type(".addRow")
    harness.type(".rows(.element(id: 0, action: .onAppear))")
    for _ in 0..<3_000 { harness.session.handle(".addRow") }
    let counts = try #require(counting(harness))
    var replayed = 0
    for _ in 0..<100 {
      let said = harness.type("undo")
      #expect(said.hasPrefix("can't undo this far while effects keep running"))
      replayed += counts.lastUndoReplayed
    }
    #expect(replayed <= 100 * WorkBounds.undoReplayLines)
    // Nothing changed: the rows are all there.
    #expect(harness.type("state rows[id: 3000].id") == "3000")
  }

  @Test("undo with a timer started a few lines ago still works, replaying only those lines")
  func undoSoonAfterTimerWorks() throws {
    let harness = try SessionHarness(lesson: "foreach")
    for _ in 0..<100 { harness.session.handle(".addRow") }
    harness.type(".rows(.element(id: 0, action: .onAppear))")
    harness.type("advance 3s")
    harness.type(".addRow")
    #expect(harness.type("undo") == "took back .addRow")
    let replayed = try #require(counting(harness)).lastUndoReplayed
    #expect(replayed < 40)
    #expect(harness.type("state rows[id: 0].seconds") == "3")
  }

  @Test("One line runs a bounded number of actions, however many timers wake at each instant")
  func actionsPerLineAreBounded() throws {
    let harness = try SessionHarness(lesson: "foreach")
    for id in 0..<100 {
      harness.session.handle(".addRow")
      harness.session.handle(".rows(.element(id: \(id), action: .onAppear))")
    }
    let said = harness.type("advance 1000s")
    #expect(
      said.contains(
        "⏸ the clock stopped after 100s of the 1000s you asked: one line runs at most 10000 actions, and this one reached 10000 (100 wake-ups). 900s are left"
      ))
    #expect(harness.type("state rows[id: 0].seconds") == "100")
    // The listing of what came back stays short: ten lines, ten kinds, one line for the rest
    // (the state's diff after it is as long as the state, not as the work).
    let listed = said.split(separator: "\n").filter { $0.hasPrefix("← ") || $0.hasPrefix("  … ") }
    #expect(listed.count == WorkBounds.actionsShown + WorkBounds.summaryKinds + 1)
    #expect(said.contains("  … and 8990 more actions of 90 other kinds"))
  }

  @Test("The same in Spanish")
  func actionsPerLineInSpanish() throws {
    let harness = try SessionHarness(lesson: "foreach", language: "es")
    for id in 0..<100 {
      harness.session.handle(".addRow")
      harness.session.handle(".rows(.element(id: \(id), action: .onAppear))")
    }
    let said = harness.type("advance 1000s")
    #expect(
      said.contains("una línea ejecuta como mucho 10000 acciones, y esta llegó a 10000 (100 despertares)"))
    #expect(said.contains("  … y 8990 acciones más de 90 tipos distintos"))
  }

  @Test("A transcript's action budget stops the clock once spent, and says so")
  func transcriptBudgetStopsTheClock() throws {
    let harness = try SessionHarness(lesson: "foreach")
    for id in 0..<10 {
      harness.session.handle(".addRow")
      harness.session.handle(".rows(.element(id: \(id), action: .onAppear))")
    }
    let budget = ActionBudget(actions: 1_500)
    let said = ActionBudget.$current.withValue(budget) {
      [harness.type("advance 100s"), harness.type("advance 100s")]
    }
    #expect(said[0].contains("⏸") == false)
    #expect(said[1].contains("this run has used its 1500 actions, the most one transcript may run"))
    #expect(budget.exhausted)
    #expect(harness.type("state rows[id: 0].seconds") == "150")
  }

  @Test("In a test, actions waiting for 'receive' are bounded, and a send lists a bounded number")
  func testQueueIsBounded() throws {
    let harness = try SessionHarness(lesson: "foreach-board")
    harness.type("test")
    for _ in 0..<3 { harness.type(".addRow") }
    harness.type(".everyRow(.onAppear)")
    let advanced = harness.type("advance 10000s")
    #expect(advanced.contains("1000 actions from effects wait for 'receive', the most a test holds"))
    let sent = harness.type(".everyRow(.tick)")
    // The queue stops within one instant's actions (three rows) of the bound.
    let listed = sent.split(separator: "\n").filter { $0.hasPrefix("  • ") || $0.hasPrefix("  … ") }
    #expect(listed.count <= WorkBounds.actionsShown + WorkBounds.summaryKinds + 1)
    #expect(sent.contains("while 1002 actions from effects were still waiting"))
    #expect(sent.split(separator: "\n").count < 60)
  }
}
