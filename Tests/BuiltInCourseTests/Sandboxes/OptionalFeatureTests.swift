import EngineTestSupport
import PromptLanguage
import Testing

/// The `optional` sandbox at the prompt: a sheet presenting a detail with a timer, through `ifLet`.
@Suite("Optional feature")
struct OptionalFeatureTests {
  @Test("While the detail is nil, scope refuses and a detail action only warns")
  func absent() throws {
    let harness = try SessionHarness(lesson: "optional")
    #expect(
      harness.type("scope detail")
        == "can't scope into 'detail': it is nil right now. (This is transpose returning nil: a store of an optional has no store of the value while the value is absent.)"
    )
    #expect(
      harness.type(".detail(.start)") == """
        ⚠ 'ifLet' got an action for 'detail' while it was nil: .detail(.start) was ignored. Was the child dismissed before its effect finished?
        (no change to the state)
        """)
    #expect(harness.type("effects") == "no effects running")
  }

  @Test("Open, scope in, start: the envelope is shown and the timer runs under scope detail")
  func present() throws {
    let harness = try SessionHarness(lesson: "optional")
    #expect(
      harness.type(".open") == """
        − Sheet.State(detail: nil)
        + Sheet.State(detail: Detail.State(id: 0, seconds: 0))
        """)
    #expect(harness.type("scope detail") == "")
    #expect(harness.session.prompt == "detail> ")
    #expect(
      harness.type(".start") == """
        .start  →  .detail(.start)
        (no change to the state)
        1 effect running (type 'effects' to see it)
        """)
    #expect(
      harness.type("effects") == """
        1 effect running:
          #0 timer · scope detail · cancel ids — · started by .detail(.start)
        """)
    #expect(
      harness.type("advance 2s") == """
        ← .detail(.tick)
        ← .detail(.tick)
        − Sheet.State(detail: Detail.State(id: 0, seconds: 0))
        + Sheet.State(detail: Detail.State(id: 0, seconds: 2))
        1 effect running (type 'effects' to see it)
        """)
    #expect(harness.type("state") == "Detail.State(id: 0, seconds: 2)")
  }

  @Test("Closing the sheet cancels its timer")
  func closeCancels() throws {
    let harness = try SessionHarness(lesson: "optional")
    harness.type(".open")
    harness.type(".detail(.start)")
    #expect(
      harness.type(".close") == """
        − Sheet.State(detail: Detail.State(id: 0, seconds: 0))
        + Sheet.State(detail: nil)
        """)
    #expect(harness.type("effects") == "no effects running")
    #expect(harness.type("advance 2s") == "2s passed; nothing was due")
  }

  @Test("Opening a new detail in place of the old one cancels the old one's timer")
  func replacementCancels() throws {
    let harness = try SessionHarness(lesson: "optional")
    harness.type(".open")
    harness.type(".detail(.start)")
    harness.type("advance 1s")
    #expect(
      harness.type(".open") == """
        − Sheet.State(detail: Detail.State(id: 0, seconds: 1))
        + Sheet.State(detail: Detail.State(id: 1, seconds: 0))
        """)
    #expect(harness.type("effects") == "no effects running")
  }

  @Test("The quiz: closing cancels, a start while nil is ignored, the new detail is id 1 at 0 s")
  func quiz() throws {
    let harness = try SessionHarness(lesson: "optional")
    for line in [
      ".open", ".detail(.start)", "advance 2s", ".close", ".detail(.start)", ".open", "advance 1s",
    ] {
      harness.type(line)
    }
    #expect(harness.type("state") == "Sheet.State(detail: Detail.State(id: 1, seconds: 0))")
  }

  @Test("The reference test: closing the sheet lets finish pass")
  func referenceTest() throws {
    let harness = try SessionHarness(lesson: "optional")
    harness.type("test")
    #expect(harness.type("send .open { $0.detail = Detail.State(id: 0, seconds: 0) }") == "✓ as expected")
    #expect(harness.type("send .detail(.start)") == "✓ as expected")
    harness.type("advance 1s")
    #expect(harness.type("receive .detail(.tick) { $0.detail.seconds = 1 }") == "✓ as expected")
    #expect(harness.type("send .close { $0.detail = nil }") == "✓ as expected")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
    #expect(!harness.session.hasFailed)
  }

  @Test("A test that never closes the sheet fails at finish, naming the timer under scope detail")
  func neverClosed() throws {
    let harness = try SessionHarness(lesson: "optional")
    harness.type("test")
    harness.type("send .open { $0.detail = Detail.State(id: 0, seconds: 0) }")
    harness.type("send .detail(.start)")
    #expect(
      harness.type("finish") == """
        ✗ the effect 'timer' started by .detail(.start) is still running (scope: detail; cancel ids: —)
        every effect must finish or be cancelled before the test ends: advance the clock, cancel it, or remove the state that owns it
        """)
  }

  @Test("In a test, a detail action while nil shows the warning at the prompt, and starts nothing")
  func warningInTest() throws {
    let harness = try SessionHarness(lesson: "optional")
    harness.type("test")
    #expect(
      harness.type("send .detail(.start)") == """
        ⚠ 'ifLet' got an action for 'detail' while it was nil: .detail(.start) was ignored. Was the child dismissed before its effect finished?
        ✓ as expected
        """)
    harness.type("send .open { $0.detail = Detail.State(id: 0, seconds: 0) }")
    harness.type("advance 1s")
    #expect(
      harness.type("receive .detail(.tick) { $0.detail.seconds = 1 }") == """
        ✗ expected to receive .detail(.tick), but nothing came back
        no effect is running, so nothing can still send it
        """)
  }

  @Test("The same warning, in Spanish")
  func spanishWarning() throws {
    let harness = try SessionHarness(lesson: "optional", language: "es")
    #expect(harness.type(".detail(.start)").hasPrefix("⚠ 'ifLet'"))
  }
}
