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

@Suite("detail-stack grader (navigation)")
struct DetailStackGraderTests {
  @Test(
    "A right answer spelt otherwise passes: CasePaths, and the stack emptied by a fresh StackState or a pop from the bottom",
    arguments: [DetailStackOtherSpelling.Emptying.freshStack, .popFromBottom])
  func passesVariant(emptying: DetailStackOtherSpelling.Emptying) {
    #expect(gradeDetailStack(DetailStackOtherSpelling(emptying: emptying)).map(\.failure.message) == [])
  }

  @Test("A row tap that pushes nothing fails at the push")
  func noPush() {
    let failures = gradeDetailStack(DetailStackFixture(mistake: .noPush))
    #expect(failures.first?.step == "exercise.detail-stack.step.push")
    #expect(failures.first?.isStateFailure(for: ".rowTapped(2)") == true)
    #expect(detailStackMistakes(failures).first == .detailNotPushed)
  }

  @Test("Never lifting the path reducer: the detail never ticks")
  func neverLifts() {
    let failures = gradeDetailStack(DetailStackNeverLifts())
    #expect(failures.first?.step == "exercise.detail-stack.step.tick")
    #expect(failures.first?.isNothingReceived(expecting: ".detail(.tick)") == true)
    #expect(detailStackMistakes(failures).first == .pathNotLifted)
    #expect(!detailStackMistakes(failures).contains(.editScreenNotScoped))
  }

  @Test("An edit button that pushes nothing fails at the edit step")
  func noEditor() {
    let failures = gradeDetailStack(DetailStackFixture(mistake: .noEditor))
    #expect(failures.first?.step == "exercise.detail-stack.step.edit")
    #expect(failures.first?.isStateFailure(for: ".detail(.editTapped)") == true)
    #expect(detailStackMistakes(failures).first == .editorNotPushed)
  }

  @Test("A path reducer with no Scope for the editor: typing into it changes nothing")
  func noEditScope() {
    let failures = gradeDetailStack(DetailStackFixture(mistake: .noEditScope))
    #expect(failures.first?.step == "exercise.detail-stack.step.route")
    #expect(failures.first?.isStateFailure(for: ".edit(.setTitle(\"Milk\"))") == true)
    #expect(detailStackMistakes(failures) == [.editScreenNotScoped])
  }

  @Test("Popping only the editor leaves the detail on the stack, and says where state.path was left")
  func popsOnlyEditor() {
    let failures = gradeDetailStack(DetailStackFixture(mistake: .popsOnlyEditor))
    #expect(failures.first?.step == "exercise.detail-stack.step.popToRoot")
    #expect(failures.first?.isStateFailure(for: ".edit(.delegate(.saved(\"Milk\")))") == true)
    #expect(detailStackMistakes(failures).first == .notPoppedToRoot)
  }

  @Test("Running the screens by hand: the popped detail goes on ticking")
  func runsByHand() {
    let failures = gradeDetailStack(DetailStackRunsByHand())
    #expect(failures.first?.step == "exercise.detail-stack.step.cancelled")
    #expect(failures.first?.pendingActions.contains { $0.contains(".detail(.tick)") } == true)
    #expect(failures.contains { $0.runningEffect?.name == "timer" })
    #expect(detailStackMistakes(failures) == [.poppedScreenStillRunning])
  }

  @Test("An id chosen by hand (the number of screens) is given out twice")
  func idFromCount() {
    let failures = gradeDetailStack(DetailStackFixture(mistake: .idFromCount))
    #expect(failures.first?.step == "exercise.detail-stack.step.cancelled")
    #expect(failures.first?.isStateFailure(for: ".rowTapped(1)") == true)
    #expect(detailStackMistakes(failures).first == .stackIDChosenByHand)
  }
}
