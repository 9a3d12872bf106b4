import EngineTestSupport
import Testing

/// The `effects` sandboxes at the prompt: the stale response, `cancelInFlight`, debounce, and a
/// constant id shared by work the parent runs for two instances.
@Suite("Effects feature")
struct EffectsFeatureTests {
  @Test("Without cancel ids, the slow answer to an older query lands last and wins")
  func staleResponseWins() throws {
    let harness = try SessionHarness(lesson: "effects-stale")
    for line in [".type(\"s\")", ".search", ".type(\"sw\")", ".search"] { harness.type(line) }
    #expect(
      harness.type("advance 3s") == """
        ← .response("sw")
        ← .response("s")
        − SearchBox.State(query: "sw", shown: "", responses: 0)
        + SearchBox.State(query: "sw", shown: "s", responses: 2)
        """)
  }

  @Test("With cancelInFlight, a new search cancels the one in flight: only the newest answers")
  func cancelInFlight() throws {
    let harness = try SessionHarness(lesson: "effects")
    for line in [".type(\"s\")", ".search", ".type(\"sw\")", ".search"] { harness.type(line) }
    #expect(harness.type("effects").hasPrefix("1 effect running:"))
    #expect(
      harness.type("advance 3s") == """
        ← .response("sw")
        − SearchBox.State(query: "sw", shown: "", responses: 0)
        + SearchBox.State(query: "sw", shown: "sw", responses: 1)
        """)
  }

  @Test("Debounce: a burst of typing makes one search, for the last text")
  func debounce() throws {
    let harness = try SessionHarness(lesson: "effects")
    for line in [".type(\"s\")", "advance 100ms", ".type(\"sw\")", "advance 100ms", ".type(\"swi\")"] {
      harness.type(line)
    }
    #expect(harness.type("advance 299ms").contains("←") == false)
    harness.type("advance 2s")
    #expect(harness.type("state") == #"SearchBox.State(query: "swi", shown: "swi", responses: 1)"#)
  }

  @Test("Clearing cancels the search: nothing comes back")
  func clearCancels() throws {
    let harness = try SessionHarness(lesson: "effects")
    harness.type(".type(\"swift\")")
    harness.type(".clear")
    #expect(harness.type("effects") == "no effects running")
    #expect(harness.type("advance 2s") == "2s passed; nothing was due")
  }

  @Test("Each box's constant id is scoped by its lift; the parent's shared id cancels across boxes")
  func perInstance() throws {
    let harness = try SessionHarness(lesson: "effects-pair")
    harness.type(".from(.type(\"rome\"))")
    harness.type(".to(.type(\"oslo\"))")
    let effects = harness.type("effects")
    #expect(effects.contains("scope from") && effects.contains("scope to"))
    harness.type("advance 2s")
    harness.type(".prefetch")
    #expect(harness.type("effects").hasPrefix("1 effect running:"))
    harness.type("advance 2s")
    #expect(harness.type("state from") == #"SearchBox.State(query: "rome", shown: "rome", responses: 1)"#)
    #expect(harness.type("state to") == #"SearchBox.State(query: "oslo", shown: "oslo", responses: 2)"#)
  }

  @Test("Throttle: the first load at once, then the latest held one when the window closes")
  func throttle() throws {
    let harness = try SessionHarness(lesson: "effects-throttle")
    harness.type(".scrolled(1)")
    #expect(harness.type("state") == "ScrollFeed.State(offset: 1, loads: 1, loaded: 1)")
    harness.type(".scrolled(2)")
    harness.type(".scrolled(3)")
    #expect(harness.type("effects").hasPrefix("1 effect running:"))
    harness.type("advance 1s")
    #expect(harness.type("state") == "ScrollFeed.State(offset: 3, loads: 2, loaded: 3)")
    harness.type(".scrolled(4)")
    harness.type(".stopLoading")
    harness.type("advance 2s")
    #expect(harness.type("state") == "ScrollFeed.State(offset: 4, loads: 2, loaded: 3)")
  }
}
