import ExerciseGraders
import ExerciseSupport
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("fresh-search grader (effects)")
struct FreshSearchGraderTests {
  @Test("Without cancelInFlight the stale answer for \"s\" comes after the newer one")
  func noCancelInFlight() {
    let failures = FreshSearchGrader.grade(FreshSearchFixture(mistake: .noCancelInFlight))
    #expect(failures.first?.step == "exercise.fresh-search.step.stale")
    #expect(failures.first?.pendingActions == [#".response("s")"#])
    #expect(FreshSearchGrader.mistakes(failures) == [.staleResponseShown])
  }

  @Test("A .clear that does not cancel lets the answer for \"swi\" come after it")
  func clearKeepsSearching() {
    let failures = FreshSearchGrader.grade(FreshSearchFixture(mistake: .clearKeepsSearching))
    #expect(failures.map(\.step) == ["exercise.step.end"])
    #expect(failures.first?.kind == .unreceivedActions([#".response("swi")"#]))
    #expect(FreshSearchGrader.mistakes(failures) == [.clearDoesNotCancel])
  }

  @Test("An answer received but not shown fails at the first search's response")
  func showsNothing() {
    let failures = FreshSearchGrader.grade(FreshSearchFixture(mistake: .showsNothing))
    #expect(failures.first?.step == "exercise.fresh-search.step.search")
    #expect(failures.first?.isStateFailure(for: #".response("swift")"#) == true)
    #expect(FreshSearchGrader.mistakes(failures) == [.responseNotShown])
  }
}
