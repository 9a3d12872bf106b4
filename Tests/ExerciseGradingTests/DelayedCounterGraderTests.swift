import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("delayed-counter grader (basics)")
struct DelayedCounterGraderTests {
  @Test("Passes the basics lesson's own counter, a right answer written apart from the exercises")
  func passesLessonCounter() {
    #expect(DelayedCounterGrader.grade(Basics()) == [])
  }

  @Test("A later increment that is not cancellable comes back after .cancelLater")
  func notCancellable() {
    let failures = DelayedCounterGrader.grade(DelayedCounterNotCancellable())
    #expect(failures.map(\.step) == ["exercise.step.end"])
    #expect(failures.first?.kind == .unreceivedActions([".increment", ".increment"]))
    #expect(DelayedCounterGrader.mistakes(failures) == [.laterNotCancellable])
  }

  @Test("Counting at once on .incrementLater fails at the step that expects the count later")
  func atOnce() {
    let failures = DelayedCounterGrader.grade(DelayedCounterAtOnce())
    #expect(failures.first?.step == "exercise.delayed-counter.step.later")
    #expect(failures.first?.isStateFailure(for: ".incrementLater") == true)
    #expect(DelayedCounterGrader.mistakes(failures) == [.laterChangesNow, .laterNeverSends])
  }

  @Test("An effect that never sends .increment back: nothing to receive")
  func neverSends() {
    let failures = DelayedCounterGrader.grade(DelayedCounterNeverSends())
    #expect(failures.map(\.kind) == [.nothingReceived(expected: ".increment", running: 0)])
    #expect(DelayedCounterGrader.mistakes(failures) == [.laterNeverSends])
  }
}
