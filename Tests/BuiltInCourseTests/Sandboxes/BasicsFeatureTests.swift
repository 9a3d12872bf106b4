import EngineTestSupport
import Testing

/// The `basics` sandbox at the prompt: a counter whose later increment runs on the virtual clock.
@Suite("Basics feature")
struct BasicsFeatureTests {
  @Test("An action changes the state; undo takes it back")
  func increment() throws {
    let harness = try SessionHarness(lesson: "basics")
    #expect(
      harness.type(".increment") == """
        − Basics.State(count: 0)
        + Basics.State(count: 1)
        """)
    harness.type(".decrement")
    #expect(harness.type("undo") == "took back .decrement")
    #expect(harness.type("state") == "Basics.State(count: 1)")
  }

  @Test("A later increment changes nothing at once, waits on the clock, then sends .increment")
  func later() throws {
    let harness = try SessionHarness(lesson: "basics")
    #expect(
      harness.type(".incrementLater") == """
        (no change to the state)
        1 effect running (type 'effects' to see it)
        """)
    #expect(
      harness.type("effects") == """
        1 effect running:
          #0 later · scope — · cancel id "later" · started by .incrementLater
        """)
    #expect(harness.type("advance 500ms") == "1 effect running (type 'effects' to see it)")
    #expect(
      harness.type("advance 500ms") == """
        ← .increment
        − Basics.State(count: 0)
        + Basics.State(count: 1)
        """)
    #expect(harness.type("effects") == "no effects running")
  }

  @Test("The quiz: each later increment waits its own second, so count is 2 and one is pending")
  func quiz() throws {
    let harness = try SessionHarness(lesson: "basics")
    for line in [".incrementLater", ".increment", "advance 500ms", ".incrementLater", "advance 500ms"] {
      harness.type(line)
    }
    #expect(harness.type("state") == "Basics.State(count: 2)")
    #expect(harness.type("effects").hasPrefix("1 effect running:"))
  }

  @Test(".cancelLater cancels every later increment still waiting")
  func cancel() throws {
    let harness = try SessionHarness(lesson: "basics")
    harness.type(".incrementLater")
    harness.type(".incrementLater")
    #expect(harness.type(".cancelLater") == "(no change to the state)")
    #expect(harness.type("effects") == "no effects running")
    #expect(harness.type("advance 1s") == "1s passed; nothing was due")
    #expect(harness.type("state") == "Basics.State(count: 0)")
  }

  @Test("The reference test passes: send, advance, receive, finish")
  func referenceTest() throws {
    let harness = try SessionHarness(lesson: "basics")
    harness.type("test")
    #expect(harness.type("send .incrementLater") == "✓ as expected")
    #expect(
      harness.type("advance 1s") == """
        ✓ the clock moved 1s
        1 action came back from effects and waits for 'receive':
          .increment
        """)
    #expect(harness.type("receive .increment { $0.count = 1 }") == "✓ as expected")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
    #expect(!harness.session.hasFailed)
  }

  @Test("Cancelling instead of advancing also passes: a cancelled effect is finished")
  func cancelledTest() throws {
    let harness = try SessionHarness(lesson: "basics")
    harness.type("test")
    harness.type("send .incrementLater")
    harness.type("send .cancelLater")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
    #expect(!harness.session.hasFailed)
  }

  @Test("Forgetting to advance fails at finish, naming the effect")
  func forgotAdvance() throws {
    let harness = try SessionHarness(lesson: "basics")
    harness.type("test")
    harness.type("send .incrementLater")
    #expect(
      harness.type("finish") == """
        ✗ the effect 'later' started by .incrementLater is still running (scope: —; cancel id: "later")
        every effect must finish or be cancelled before the test ends: advance the clock, cancel it, or remove the state that owns it
        """)
    #expect(harness.session.hasFailed)
  }

  @Test("Forgetting to receive fails at finish, listing the action")
  func forgotReceive() throws {
    let harness = try SessionHarness(lesson: "basics")
    harness.type("test")
    harness.type("send .incrementLater")
    harness.type("advance 1s")
    #expect(
      harness.type("finish") == """
        ✗ 1 action came back from effects and was never received:
          • .increment
        """)
  }

  @Test("A wrong assertion shows the diff; a block that changes nothing is refused")
  func wrongAssertions() throws {
    let harness = try SessionHarness(lesson: "basics")
    harness.type("test")
    #expect(
      harness.type("send .incrementLater { $0.count = 0 }")
        == "✗ your block for .incrementLater changes nothing, and neither did the action; leave the block out when nothing should change"
    )
    harness.type("advance 1s")
    #expect(
      harness.type("receive .increment { $0.count = 2 }") == """
        ✗ the state after .increment is not what you said (expected −, actual +):
        − Basics.State(count: 2)
        + Basics.State(count: 1)
        """)
  }
}
