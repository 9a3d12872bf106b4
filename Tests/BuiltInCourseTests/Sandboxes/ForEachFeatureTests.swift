import EngineTestSupport
import SandboxRuntime
import Testing

/// The `foreach` lesson's extra sandboxes at the prompt: the board (order and broadcast), the
/// forgetful parent, cancel ids, and the three kinds of address.
@Suite("ForEach sandboxes")
struct ForEachFeatureTests {
  @Test("The row runs first: the parent's total sees the row's new seconds in the same step")
  func childThenParent() throws {
    let harness = try SessionHarness(lesson: "foreach-board")
    harness.type(".addRow")
    harness.type(".addRow")
    #expect(
      harness.type(".rows(.element(id: 1, action: .tick))") == """
          RowBoard.State(
            rows: [
              … (1 unchanged),
        −     #1: Row.State(id: 1, seconds: 0)
        +     #1: Row.State(id: 1, seconds: 1)
            ],
        −   total: 0
        +   total: 1
          )
        """)
  }

  @Test("A broadcast reaches every row; its effects reply addressed, and die with their row")
  func broadcast() throws {
    let harness = try SessionHarness(lesson: "foreach-board")
    harness.type(".addRow")
    harness.type(".addRow")
    #expect(
      harness.type(".everyRow(.tick)") == """
          RowBoard.State(
            rows: [
        −     #0: Row.State(id: 0, seconds: 0),
        +     #0: Row.State(id: 0, seconds: 1),
        −     #1: Row.State(id: 1, seconds: 0)
        +     #1: Row.State(id: 1, seconds: 1)
            ],
        −   total: 0
        +   total: 2
          )
        """)
    harness.type(".everyRow(.onAppear)")
    #expect(
      harness.type("advance 1s").hasPrefix(
        """
        ← .rows(.element(id: 0, action: .tick))
        ← .rows(.element(id: 1, action: .tick))
        """))
    harness.type(".rows(.element(id: 0, action: .delegate(.deleteRequested)))")
    #expect(
      harness.type("effects") == """
        1 effect running:
          #1 timer · scope rows[id: 1] · cancel ids — · started by .everyRow(.onAppear)
        """)
  }

  @Test("A parent that forgets to remove the row: the seed's test fails with the timer running")
  func forgetfulParent() throws {
    let harness = try SessionHarness(lesson: "foreach-forgetful")
    harness.type("test")
    for line in [
      "send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }",
      "send .rows(.element(id: 0, action: .onAppear))",
      "advance 1s",
      "receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0].seconds = 1 }",
      "send .rows(.element(id: 0, action: .delegate(.deleteRequested)))",
    ] {
      #expect(!harness.fails(line), "\(line)")
    }
    #expect(
      harness.type("finish") == """
        ✗ the effect 'timer' started by .rows(.element(id: 0, action: .onAppear)) is still running (scope: rows[id: 0]; cancel ids: —)
        every effect must finish or be cancelled before the test ends: advance the clock, cancel it, or remove the state that owns it
        """)
  }

  @Test("One constant cancel id at the parent: starting row 1 cancels row 0's timer")
  func sharedIDTrap() throws {
    let harness = try SessionHarness(lesson: "foreach-ids")
    for line in [".addRow", ".addRow", ".startFromParent(id: 0)", ".startFromParent(id: 1)"] {
      harness.type(line)
    }
    #expect(
      harness.type("effects") == """
        1 effect running:
          #1 parent timer · scope — · cancel id "timer" · started by .startFromParent(id: 1)
        """)
    harness.type("advance 2s")
    #expect(harness.type("state rows[id: 0].seconds") == "0")
    #expect(harness.type("state rows[id: 1].seconds") == "2")
  }

  @Test("The same constant id inside each row is scoped to the row: both run, stop stops one")
  func scopedIDs() throws {
    let harness = try SessionHarness(lesson: "foreach-ids")
    for line in [
      ".addRow", ".addRow", ".rows(.element(id: 0, action: .start))",
      ".rows(.element(id: 1, action: .start))",
    ] {
      harness.type(line)
    }
    #expect(
      harness.type("effects") == """
        2 effects running:
          #0 stopwatch · scope rows[id: 0] · cancel id "timer" · started by .rows(.element(id: 0, action: .start))
          #1 stopwatch · scope rows[id: 1] · cancel id "timer" · started by .rows(.element(id: 1, action: .start))
        """)
    harness.type("advance 2s")
    harness.type(".rows(.element(id: 0, action: .stop))")
    harness.type("advance 1s")
    #expect(harness.type("state rows[id: 0].seconds") == "2")
    #expect(harness.type("state rows[id: 1].seconds") == "3")
  }

  @Test("Addressed by position and by key, from inside a scope; by slug with the full envelope")
  func addressing() throws {
    let harness = try SessionHarness(lesson: "foreach-addressing")
    harness.type("scope lanes[1]")
    #expect(
      harness.type(".inc") == """
        .inc  →  .lanes(.element(id: 1, action: .inc))
          Addressing.State(
            pages: […],
        −   lanes: [0, 0, 0],
        +   lanes: [0, 1, 0],
            scores: ["ana": 0, "ben": 0]
          )
        """)
    harness.type("up")
    harness.type("scope scores[\"ana\"]")
    #expect(harness.session.prompt == "scores[\"ana\"]> ")
    #expect(harness.type(".inc").hasPrefix(".inc  →  .scores(.element(id: \"ana\", action: .inc))"))
    harness.type("up")
    harness.type(".pages(.element(id: \"intro\", action: .visit))")
    #expect(harness.type("state pages[0]") == "Addressing.Page.State(slug: \"intro\", visits: 1)")
  }

  @Test("A position is not an identity: after the first lane goes, position 2 is gone")
  func positionsMove() throws {
    let harness = try SessionHarness(lesson: "foreach-addressing")
    harness.type(".lanes(.element(id: 2, action: .inc))")
    harness.type(".dropFirstLane")
    #expect(harness.type("state lanes") == "[0, 1]")
    #expect(
      harness.type(".lanes(.element(id: 2, action: .inc))") == """
        ⚠ 'forEach' got an action for lanes[2], which is not in 'lanes': .lanes(.element(id: 2, action: .inc)) was ignored. Was the element removed while an effect was still sending to it?
        (no change to the state)
        """)
  }

  @Test("Test mode edits positions and keys, and the slug-keyed state decodes")
  func addressingInTests() throws {
    let harness = try SessionHarness(lesson: "foreach-addressing")
    harness.type("test")
    #expect(harness.type("send .lanes(.element(id: 1, action: .inc)) { $0.lanes[1] = 1 }") == "✓ as expected")
    #expect(
      harness.type("send .scores(.element(id: \"ben\", action: .inc)) { $0.scores[\"ben\"] = 1 }")
        == "✓ as expected")
    #expect(
      harness.type("send .pages(.element(id: \"setup\", action: .visit)) { $0.pages[1].visits = 1 }")
        == "✓ as expected")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
  }
}
