import ExerciseGraders
import ExerciseSupport
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("ticker-sheet grader (presentation)")
struct TickerSheetGraderTests {
  @Test("Unwrapping by hand: the dismissed ticker goes on ticking, and its ticks get in the way")
  func unwrapsByHand() {
    let failures = TickerSheetGrader.grade(TickerSheetUnwrapsByHand())
    #expect(failures.first?.step == "exercise.ticker-sheet.step.dismiss")
    #expect(failures.first?.pendingActions == [".ticker(.presented(.tick))"])
    // Unwrapped by hand, the ticker's own `dismiss()` is the test store's: the feature under
    // test dismissed itself, and (as TCA's) the store then leaves the effects in flight (the
    // timer) unreported. Its ticks, still getting in the way, are the diagnosis.
    #expect(!failures.contains { $0.runningEffect?.name == "timer" })
    #expect(TickerSheetGrader.mistakes(failures) == [.dismissedTickerStillRunning])
  }

  @Test("Never lifting the ticker: no tick ever comes")
  func neverLifts() {
    let failures = TickerSheetGrader.grade(TickerSheetNeverLifts())
    #expect(failures.first?.step == "exercise.ticker-sheet.step.tick")
    #expect(failures.first?.isNothingReceived(expecting: ".ticker(.presented(.tick))") == true)
    #expect(TickerSheetGrader.mistakes(failures).first == .tickerNotLifted)
  }

  @Test("Not counting a dismissal fails at the parent's .ticker(.dismiss)")
  func doesNotCount() {
    let failures = TickerSheetGrader.grade(TickerSheetDoesNotCount())
    #expect(failures.first?.step == "exercise.ticker-sheet.step.dismiss")
    #expect(failures.first?.isStateFailure(for: ".ticker(.dismiss)") == true)
    #expect(TickerSheetGrader.mistakes(failures) == [.dismissalNotSeen])
  }
}
