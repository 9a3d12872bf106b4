import ExerciseGraders
import ExerciseSupport
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("detail-stack grader (navigation)")
struct DetailStackGraderTests {
  @Test(
    "A right answer spelt otherwise passes: CasePaths, and the stack emptied by a fresh StackState or a pop from the bottom",
    arguments: [DetailStackOtherSpelling.Emptying.freshStack, .popFromBottom])
  func passesVariant(emptying: DetailStackOtherSpelling.Emptying) {
    #expect(
      DetailStackGrader.grade(DetailStackOtherSpelling(emptying: emptying)).map(\.failure.message) == [])
  }

  @Test("A row tap that pushes nothing fails at the push")
  func noPush() {
    let failures = DetailStackGrader.grade(DetailStackFixture(mistake: .noPush))
    #expect(failures.first?.step == "exercise.detail-stack.step.push")
    #expect(failures.first?.isStateFailure(for: ".rowTapped(2)") == true)
    #expect(DetailStackGrader.mistakes(failures).first == .detailNotPushed)
  }

  @Test("Never lifting the path reducer: the detail never ticks")
  func neverLifts() {
    let failures = DetailStackGrader.grade(DetailStackNeverLifts())
    #expect(failures.first?.step == "exercise.detail-stack.step.tick")
    #expect(failures.first?.isNothingReceived(expecting: ".detail(.tick)") == true)
    #expect(DetailStackGrader.mistakes(failures).first == .pathNotLifted)
    #expect(!DetailStackGrader.mistakes(failures).contains(.editScreenNotScoped))
  }

  @Test("An edit button that pushes nothing fails at the edit step")
  func noEditor() {
    let failures = DetailStackGrader.grade(DetailStackFixture(mistake: .noEditor))
    #expect(failures.first?.step == "exercise.detail-stack.step.edit")
    #expect(failures.first?.isStateFailure(for: ".detail(.editTapped)") == true)
    #expect(DetailStackGrader.mistakes(failures).first == .editorNotPushed)
  }

  @Test("A path reducer with no Scope for the editor: typing into it changes nothing")
  func noEditScope() {
    let failures = DetailStackGrader.grade(DetailStackFixture(mistake: .noEditScope))
    #expect(failures.first?.step == "exercise.detail-stack.step.route")
    #expect(failures.first?.isStateFailure(for: ".edit(.setTitle(\"Milk\"))") == true)
    #expect(DetailStackGrader.mistakes(failures) == [.editScreenNotScoped])
  }

  @Test("Popping only the editor leaves the detail on the stack, and says where state.path was left")
  func popsOnlyEditor() {
    let failures = DetailStackGrader.grade(DetailStackFixture(mistake: .popsOnlyEditor))
    #expect(failures.first?.step == "exercise.detail-stack.step.popToRoot")
    #expect(failures.first?.isStateFailure(for: ".edit(.delegate(.saved(\"Milk\")))") == true)
    #expect(DetailStackGrader.mistakes(failures).first == .notPoppedToRoot)
  }

  @Test("Running the screens by hand: the popped detail goes on ticking")
  func runsByHand() {
    let failures = DetailStackGrader.grade(DetailStackRunsByHand())
    #expect(failures.first?.step == "exercise.detail-stack.step.cancelled")
    #expect(failures.first?.pendingActions.contains { $0.contains(".detail(.tick)") } == true)
    #expect(failures.contains { $0.runningEffect?.name == "timer" })
    #expect(DetailStackGrader.mistakes(failures) == [.poppedScreenStillRunning])
  }

  @Test("An id chosen by hand (the number of screens) is given out twice")
  func idFromCount() {
    let failures = DetailStackGrader.grade(DetailStackFixture(mistake: .idFromCount))
    #expect(failures.first?.step == "exercise.detail-stack.step.cancelled")
    #expect(failures.first?.isStateFailure(for: ".rowTapped(1)") == true)
    #expect(DetailStackGrader.mistakes(failures).first == .stackIDChosenByHand)
  }
}
