import EngineTestSupport
import Learning
import SandboxRuntime
import Testing

@Suite("Session: play mode")
struct SessionPlayTests {
  @Test("The seed quiz at the prompt ends at left 2, right -1, seen 4")
  func seedQuiz() throws {
    let harness = try SessionHarness(lesson: "pullback")
    for line in [".left(.inc)", ".left(.inc)", ".right(.dec)", ".clearLog"] { harness.type(line) }
    #expect(harness.type("state") == "Counters.State(left: 2, right: -1, seen: 4)")
  }

  @Test("An action shows the state diff")
  func showsDiff() throws {
    let harness = try SessionHarness(lesson: "pullback")
    #expect(
      harness.type(".left(.inc)") == """
        − Counters.State(left: 0, right: 0, seen: 0)
        + Counters.State(left: 1, right: 0, seen: 1)
        """)
  }

  @Test(
    "Bad input is an error pointing at the column, with a suggestion; it changed nothing, the session goes on"
  )
  func badInput() throws {
    let harness = try SessionHarness(lesson: "pullback")
    #expect(
      harness.type(".lefft(.inc)") == """
          .lefft(.inc)
          ^
        error: there is no case '.lefft'; did you mean '.left'? (valid here: .left, .right, .clearLog)
        """)
    #expect(
      harness.type(".clearLog(1)") == """
          .clearLog(1)
                    ^
        error: '.clearLog' takes no arguments
        """)
    #expect(harness.type("stat") == "'stat' is not a command; did you mean 'state'?")
    #expect(
      harness.type("advance soon")
        == "'soon' is not a duration; write a number and a unit: 250ms, 1s, 1.5s, 2m or 1h")
    #expect(harness.type("state") == "Counters.State(left: 0, right: 0, seen: 0)")
    #expect(!harness.session.hasFailed, "a refused line changed nothing: it is not a failed check")
    #expect(harness.session.handle(".lefft(.inc)").rejected)
    #expect(!harness.session.handle(".lefft(.inc)").failed)
  }

  @Test("The same mistakes, explained in Spanish")
  func spanish() throws {
    let harness = try SessionHarness(lesson: "pullback", language: "es")
    #expect(
      harness.type(".lefft(.inc)").hasSuffix(
        "error: no existe el caso '.lefft'; ¿quisiste decir '.left'? (aquí valen: .left, .right, .clearLog)"))
    #expect(harness.type("stat") == "'stat' no es un comando; ¿quisiste decir 'state'?")
  }

  @Test("Rows: a timer per row, effects listed by scope, time on the virtual clock")
  func rowsAndEffects() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type(".addRow")
    #expect(
      harness.type(".addRow") == """
          RowList.State(
            rows: [
              … (1 unchanged),
        +     #1: Row.State(id: 1, seconds: 0)
            ]
          )
        """)
    #expect(
      harness.type(".rows(.element(id: 1, action: .onAppear))") == """
        (no change to the state)
        1 effect running (type 'effects' to see it)
        """)
    #expect(
      harness.type("effects") == """
        1 effect running:
          #0 timer · scope rows[id: 1] · cancel ids — · started by .rows(.element(id: 1, action: .onAppear))
        """)
    #expect(
      harness.type("advance 2s") == """
        ← .rows(.element(id: 1, action: .tick))
        ← .rows(.element(id: 1, action: .tick))
          RowList.State(
            rows: [
              … (1 unchanged),
        −     #1: Row.State(id: 1, seconds: 0)
        +     #1: Row.State(id: 1, seconds: 2)
            ]
          )
        1 effect running (type 'effects' to see it)
        """)
  }

  @Test("Scoping into a row: the envelope is shown, and the prompt leaves when the row goes")
  func scopeAndEnvelope() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type(".addRow")
    harness.type(".addRow")
    #expect(harness.type("scope rows[id: 1]") == "")
    #expect(harness.session.prompt == "rows[id: 1]> ")
    #expect(harness.type("state") == "Row.State(id: 1, seconds: 0)")
    #expect(
      harness.type(".tick") == """
        .tick  →  .rows(.element(id: 1, action: .tick))
          RowList.State(
            rows: [
              … (1 unchanged),
        −     #1: Row.State(id: 1, seconds: 0)
        +     #1: Row.State(id: 1, seconds: 1)
            ]
          )
        """)
    #expect(
      harness.type(".tikc") == """
          .tikc
          ^
        error: there is no case '.tikc'; did you mean '.tick'? (valid here: .onAppear, .tick, .delegate)
        """)
    #expect(
      harness.type(".delegate(.deleteRequested)") == """
        .delegate(.deleteRequested)  →  .rows(.element(id: 1, action: .delegate(.deleteRequested)))
          RowList.State(
            rows: [
              … (1 unchanged),
        −     #1: Row.State(id: 1, seconds: 1)
            ]
          )
        'rows[id: 1]' is gone now (its state was removed), so the prompt steps back out to 'foreach'
        The store you stood in was a transposed store: it still holds the last value it saw, which a view can draw while the element animates away:
          Row.State(id: 1, seconds: 1)
        """)
    #expect(harness.session.prompt == "foreach> ")
    #expect(
      harness.type("scope rows[id: 1]")
        == "can't scope into 'rows[id: 1]': there is no such element right now. (A store of a missing element transposes to nil.)"
    )
    #expect(harness.type("up") == "you are already at the root store")
  }

  @Test("An action for a missing row warns; undo takes back the last step")
  func warningAndUndo() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type(".addRow")
    #expect(
      harness.type(".rows(.element(id: 7, action: .tick))") == """
        ⚠ 'forEach' got an action for rows[id: 7], which is not in 'rows': .rows(.element(id: 7, action: .tick)) was ignored. Was the element removed while an effect was still sending to it?
        (no change to the state)
        """)
    #expect(harness.type("undo") == "took back .rows(.element(id: 7, action: .tick))")
    #expect(harness.type("undo") == "took back .addRow")
    #expect(harness.type("undo") == "nothing to undo yet")
    #expect(harness.type("state") == "RowList.State(rows: [])")
  }

  @Test("Undo replays: an effect started before the undone step keeps running")
  func undoKeepsEarlierEffects() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type(".addRow")
    harness.type(".rows(.element(id: 0, action: .onAppear))")
    harness.type("advance 1s")
    harness.type("undo")
    #expect(harness.type("state rows[id: 0]") == "Row.State(id: 0, seconds: 0)")
    harness.type("advance 3s")
    #expect(harness.type("state rows[id: 0].seconds") == "3")
  }
}

@Suite("Session: test mode")
struct SessionTestModeTests {
  @Test("The seed's row test passes at the prompt")
  func rowTestPasses() throws {
    let harness = try SessionHarness(lesson: "foreach")
    #expect(
      harness.type("test")
        == "test mode: an exhaustive TestStore starting from the initial state. Use 'send', 'receive', 'advance' and 'finish'."
    )
    #expect(harness.session.prompt == "foreach test> ")
    #expect(harness.type("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }") == "✓ as expected")
    #expect(harness.type("send .rows(.element(id: 0, action: .onAppear))") == "✓ as expected")
    #expect(
      harness.type("advance 1s") == """
        ✓ the clock moved 1s
        1 action came back from effects and waits for 'receive':
          .rows(.element(id: 0, action: .tick))
        """)
    #expect(
      harness.type("receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0].seconds = 1 }")
        == "✓ as expected")
    #expect(
      harness.type(
        "send .rows(.element(id: 0, action: .delegate(.deleteRequested))) { $0.rows.remove(id: 0) }")
        == "✓ as expected")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
    #expect(!harness.session.hasFailed)
  }

  @Test("A test that leaves the row (and its timer) behind fails at finish, saying which effect")
  func forgottenRow() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type("test")
    harness.type("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }")
    harness.type("send .rows(.element(id: 0, action: .onAppear))")
    #expect(
      harness.type("finish") == """
        ✗ the effect 'timer' started by .rows(.element(id: 0, action: .onAppear)) is still running (scope: rows[id: 0]; cancel ids: —)
        every effect must finish or be cancelled before the test ends: advance the clock, cancel it, or remove the state that owns it
        """)
    #expect(harness.session.hasFailed)
  }

  @Test("A wrong assertion shows the TestStore's diff; an unasserted change fails")
  func wrongAssertion() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("test")
    #expect(
      harness.type("send .left(.inc) { $0.left = 2 }") == """
        ✗ the state after .left(.inc) is not what you said (expected −, actual +):
        − Counters.State(left: 2, right: 0, seen: 0)
        + Counters.State(left: 1, right: 0, seen: 1)
        """)
    #expect(
      harness.type("send .right(.dec)") == """
        ✗ .right(.dec) changed the state, but you asserted no change (before −, after +):
        − Counters.State(left: 1, right: 0, seen: 1)
        + Counters.State(left: 1, right: -1, seen: 2)
        """)
    #expect(harness.type("send .left(.inc) { $0.left = 2; $0.seen = 3 }") == "✓ as expected")
    #expect(
      harness.type("send .left(.inc) { $0.lft = 3 }").hasSuffix(
        "error: the state has no field 'lft'; did you mean 'left'?"))
  }

  @Test("Leaving a test with work left over checks it; so does the end of the session")
  func leavingChecks() throws {
    let harness = try SessionHarness(lesson: "foreach")
    harness.type("test")
    harness.type("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }")
    harness.type("send .rows(.element(id: 0, action: .onAppear))")
    let left = harness.type("play")
    #expect(left.hasPrefix("✗ the effect 'timer'"))
    #expect(left.hasSuffix("back in play mode"))
    harness.type("test")
    harness.type("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }")
    harness.type("send .rows(.element(id: 0, action: .onAppear))")
    harness.type("advance 1s")
    let ending = harness.renderer.text(harness.session.end().outputs)
    #expect(ending.hasPrefix("✗ 1 action came back from effects and was never received:"))
  }
}
