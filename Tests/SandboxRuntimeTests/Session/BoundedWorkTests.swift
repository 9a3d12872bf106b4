import EngineTestSupport
import Testing

@testable import Learning
@testable import SandboxRuntime

/// Issue 16, targets 3 and 4: work per line does not grow with the session. These tests count
/// work (wake-ups, replayed lines, blocks read); none times anything.
@Suite("Bounded work: advance, undo, streaming")
struct BoundedWorkTests {
  private func undoReplayed(_ harness: SessionHarness) -> Int? {
    (harness.session.sandbox as? any UndoCounting)?.lastUndoReplayed
  }

  @Test("advance wakes at most the documented number of times per line, then stops the clock there")
  func advanceIsBounded() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type(".addRow")
    harness.type(".rows(.element(id: 0, action: .onAppear))")
    let said = harness.type("advance 1000000s")
    let limit = AdvanceBudget.wakeUpsPerLine
    #expect(
      said.contains(
        "⏸ the clock stopped after \(limit)s of the 1000000s you asked: one line runs at most \(limit) wake-ups, and this one reached \(limit). \(1_000_000 - limit)s are left"
      ))
    #expect(harness.type("state rows[id: 0].seconds") == "\(limit)")
    // Repeated output is summarised: the first actions, then one line with the count.
    #expect(
      said.contains(
        "  … \(limit - AdvanceBudget.receivedShown) more times: .rows(.element(id: 0, action: .tick))"))
    #expect(said.split(separator: "\n").count < AdvanceBudget.receivedShown + 20)
    // The clock goes on from there; an advance within the limit is unchanged.
    harness.type("advance 5s")
    #expect(harness.type("state rows[id: 0].seconds") == "\(limit + 5)")
  }

  @Test("The same in Spanish")
  func advanceIsBoundedInSpanish() throws {
    let harness = try SessionHarness(lesson: "foreach", language: "es")
    harness.type(".addRow")
    harness.type(".rows(.element(id: 0, action: .onAppear))")
    let said = harness.type("advance 20000s")
    #expect(said.contains("⏸ el reloj se paró tras 10000s de los 20000s que pediste"))
    #expect(said.contains("  … 9990 veces más: .rows(.element(id: 0, action: .tick))"))
  }

  @Test("Ctrl-C (the line's interrupt check) stops advance between wake-ups; the store stays consistent")
  func advanceInterrupted() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type(".addRow")
    harness.type(".rows(.element(id: 0, action: .onAppear))")
    let asked = Counter()
    let said = LineInterrupt.checking({ asked.next() > 3 }) { harness.type("advance 100s") }
    #expect(
      said.contains(
        "⏸ interrupted (Ctrl-C): the clock stopped after 3s of the 100s you asked, after 3 wake-ups"))
    #expect(harness.type("state rows[id: 0].seconds") == "3")
    // Undo takes back exactly what ran; the timer still runs.
    harness.type("advance 2s")
    #expect(harness.type("state rows[id: 0].seconds") == "5")
    harness.type("undo")
    #expect(harness.type("state rows[id: 0].seconds") == "3")
    harness.type("advance 1s")
    #expect(harness.type("state rows[id: 0].seconds") == "4")
  }

  @Test("In a test, advance is bounded too, and the waiting actions are summarised")
  func advanceInTestIsBounded() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type("test")
    harness.type("send .addRow { $0.rows = [Row.State(id: 0)] }")
    harness.type("send .rows(.element(id: 0, action: .onAppear))")
    let said = harness.type("advance 50000s")
    // The actions waiting for `receive` stop the clock first (issue 24, point 4).
    #expect(
      said.contains(
        "\(WorkBounds.queuedInTest) actions from effects wait for 'receive', the most a test holds"))
    #expect(
      said.contains(
        "  … \(WorkBounds.queuedInTest - AdvanceBudget.receivedShown) more times: .rows(.element(id: 0, action: .tick))"
      ))
    #expect(said.split(separator: "\n").count < AdvanceBudget.receivedShown + 20)
  }

  @Test(
    "undo replays at most one checkpoint's worth of lines, however long the session", arguments: [100, 600])
  func undoIsBounded(lines: Int) throws {
    let harness = try SessionHarness(lesson: "foreach")
    for _ in 0..<lines { harness.session.handle(".addRow") }
    #expect(harness.type("undo") == "took back .addRow")
    let replayed = try #require(undoReplayed(harness))
    #expect(replayed < UndoLog<Int, Int>().spacing)
    #expect(harness.type("state rows[id: \(lines - 2)].id") == "\(lines - 2)")
    #expect(harness.type("state rows[id: \(lines - 1)]").contains("no element"))
    // Ids count on from the checkpoint as they would from the start.
    harness.type(".addRow")
    #expect(harness.type("state rows[id: \(lines - 1)].id") == "\(lines - 1)")
  }

  @Test("Many undos in a row stay correct, past the kept checkpoints back to the start")
  func undoAllTheWay() throws {
    let harness = try SessionHarness(lesson: "foreach")
    for _ in 0..<300 { harness.session.handle(".addRow") }
    for _ in 0..<300 { harness.session.handle("undo") }
    #expect(harness.type("state") == "RowList.State(rows: [])")
    #expect(harness.type("undo") == "nothing to undo yet")
    harness.type(".addRow")
    #expect(harness.type("state rows[id: 0]") == "Row.State(id: 0, seconds: 0)")
    #expect(harness.type("state rows[id: 1]").contains("no element"))
  }

  @Test("A checkpoint restores the effect numbering: 'effects' reads the same after undo")
  func undoKeepsEffectNumbers() throws {
    let harness = try SessionHarness(lesson: "foreach")
    for _ in 0..<40 { harness.session.handle(".addRow") }
    harness.type(".rows(.element(id: 3, action: .onAppear))")
    harness.type(".rows(.element(id: 3, action: .onDisappear))")
    harness.type(".rows(.element(id: 4, action: .onAppear))")
    let before = harness.type("effects")
    harness.type(".addRow")
    harness.type("undo")
    #expect(harness.type("effects") == before)
  }

  @Test("The undo log keeps a bounded number of lines, moving its base up to a checkpoint")
  func undoLogIsBounded() {
    var log = UndoLog<Int, Int>(spacing: 4, kept: 2, maxEntries: 20)
    for line in 1...1_000 { log.append(line) { line } }
    #expect(log.entries.count <= 20)
    #expect(log.checkpoints.count <= 2)
    #expect(log.trimmed)
    // Undo goes back to the base, no further.
    var undone: [Int] = []
    while let (entry, _, _, _) = log.undo() { undone.append(entry) }
    #expect(undone.first == 1_000)
    #expect(undone.count >= 4 && undone.count <= 20)
  }
}

/// A counter for closures (tests run one at a time through it).
private final class Counter: @unchecked Sendable {
  private var value = 0
  func next() -> Int {
    value += 1
    return value
  }
}
