import EngineTestSupport
import Testing

@testable import PromptLanguage

@Suite("advance: units and the clock's resolution")
struct AdvanceUnitsTests {
  @Test(
    "ms, s, m (or min) and h, with decimals and digit separators",
    arguments: [
      ("250ms", 250), ("1s", 1000), ("1.5s", 1500), ("0.1s", 100), ("2m", 120_000), ("2min", 120_000),
      ("1h", 3_600_000), ("0.5h", 1_800_000), ("1_000ms", 1000), ("1 s", 1000), ("0s", 0), (".5s", 500),
    ])
  func units(text: String, milliseconds: Int64) {
    #expect(DurationText.parse(text) == .success(.milliseconds(milliseconds)))
  }

  @Test("Below the resolution, or between its steps: refused", arguments: ["0.0001s", "0.5ms", "1.0005s"])
  func tooFine(text: String) {
    #expect(DurationText.parse(text) == .failure(.finerThanResolution))
  }

  @Test("Not a duration", arguments: ["soon", "-1s", "1", "s", "1d", "1e400s", "--1s"])
  func notADuration(text: String) {
    #expect(DurationText.parse(text) == .failure(.notADuration))
  }

  @Test("At the prompt: the resolution is named, in both languages")
  func atThePrompt() throws {
    let english = try SessionHarness(lesson: "basics")
    #expect(
      english.type("advance 0.0001s")
        == "'0.0001s' is finer than the clock can tell: the virtual clock moves in whole steps of 1ms")
    #expect(english.session.handle("advance 0.0001s").rejected)
    #expect(english.type(".incrementLater").contains("1 effect running"))
    #expect(
      english.type("advance 0.5m").contains("count: 0 → 1") || english.type("state").contains("count: 1"))
    let spanish = try SessionHarness(lesson: "basics", language: "es")
    #expect(
      spanish.type("advance 0.0001s")
        == "'0.0001s' es más fino de lo que el reloj distingue: el reloj virtual avanza en pasos enteros de 1ms"
    )
  }
}
