import ExerciseGraders
import ExerciseSupport
import ReducerKitTesting
import Testing

// The graders of the effects and presentation lessons: each known-wrong fixture fails for its
// own reason — the right kind of failure, at the right step, with the right diagnosis.

@Suite("fresh-search grader (effects)")
struct FreshSearchGraderTests {
  @Test("Without cancelInFlight the stale answer for \"s\" comes after the newer one")
  func noCancelInFlight() {
    let failures = gradeFreshSearch(LookupFixture(mistake: .noCancelInFlight))
    #expect(failures.first?.step == "exercise.fresh-search.step.stale")
    #expect(failures.first?.pendingActions == [#".response("s")"#])
    #expect(freshSearchMistakes(failures) == [.staleResponseShown])
  }

  @Test("A .clear that does not cancel lets the answer for \"swi\" come after it")
  func clearKeepsSearching() {
    let failures = gradeFreshSearch(LookupFixture(mistake: .clearKeepsSearching))
    #expect(failures.map(\.step) == ["exercise.step.end"])
    #expect(failures.first?.kind == .unreceivedActions([#".response("swi")"#]))
    #expect(freshSearchMistakes(failures) == [.clearDoesNotCancel])
  }

  @Test("An answer received but not shown fails at the first search's response")
  func showsNothing() {
    let failures = gradeFreshSearch(LookupFixture(mistake: .showsNothing))
    #expect(failures.first?.step == "exercise.fresh-search.step.search")
    #expect(failures.first?.isStateFailure(for: #".response("swift")"#) == true)
    #expect(freshSearchMistakes(failures) == [.responseNotShown])
  }
}

@Suite("ticker-sheet grader (presentation)")
struct TickerSheetGraderTests {
  @Test("Unwrapping by hand: the dismissed ticker goes on ticking, and its ticks get in the way")
  func unwrapsByHand() {
    let failures = gradeTickerSheet(TickerSheetUnwrapsByHand())
    #expect(failures.first?.step == "exercise.ticker-sheet.step.dismiss")
    #expect(failures.first?.pendingActions == [".ticker(.presented(.tick))"])
    #expect(failures.contains { $0.runningEffect?.name == "timer" })
    #expect(tickerSheetMistakes(failures) == [.dismissedTickerStillRunning])
  }

  @Test("Never lifting the ticker: no tick ever comes")
  func neverLifts() {
    let failures = gradeTickerSheet(TickerSheetNeverLifts())
    #expect(failures.first?.step == "exercise.ticker-sheet.step.tick")
    #expect(failures.first?.isNothingReceived(expecting: ".ticker(.presented(.tick))") == true)
    #expect(tickerSheetMistakes(failures).first == .tickerNotLifted)
  }

  @Test("Not counting a dismissal fails at the parent's .ticker(.dismiss)")
  func doesNotCount() {
    let failures = gradeTickerSheet(TickerSheetDoesNotCount())
    #expect(failures.first?.step == "exercise.ticker-sheet.step.dismiss")
    #expect(failures.first?.isStateFailure(for: ".ticker(.dismiss)") == true)
    #expect(tickerSheetMistakes(failures) == [.dismissalNotSeen])
  }
}
