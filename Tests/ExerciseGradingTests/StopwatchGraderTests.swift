import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("stopwatch grader (ifLet)")
struct StopwatchGraderTests {
  @Test("Passes a right answer written differently: a separate reducer and a closure case path")
  func passesVariant() {
    #expect(StopwatchGrader.grade(StopwatchScreenWithClosures()) == [])
  }

  @Test("A parent that forgets to nil the child fails: .close changes nothing, the timer runs on")
  func forgetsToClose() {
    let failures = StopwatchGrader.grade(StopwatchScreenForgetsToClose())
    #expect(
      failures.first?.kind
        == .stateMismatch(
          action: ".close",
          diff: """
            − StopwatchScreen.State(stopwatch: nil)
            + StopwatchScreen.State(stopwatch: Stopwatch.State(seconds: 1))
            """))
    let running = failures.compactMap(\.runningEffect)
    #expect(running.count == 1)
    #expect(running.first?.scope == "stopwatch")
    #expect(running.first?.name == "timer")
    #expect(failures.last?.failure.message.contains("is still running at the end of the test") == true)
    #expect(StopwatchGrader.mistakes(failures) == [.stopwatchNotClosed, .closedStopwatchStillRunning])
  }

  @Test("A parent that unwraps the child by hand fails: closing it never cancels its timer")
  func unwrapsByHand() {
    let failures = StopwatchGrader.grade(StopwatchScreenUnwrapsByHand())
    // The state is always right; the ticks after .close and the timer left running are not.
    #expect(!failures.contains { $0.isStateFailure() })
    #expect(
      failures.first?.kind == .sentBeforeReceiving(action: ".open", pending: [".stopwatch(.tick)"]))
    let running = failures.compactMap(\.runningEffect)
    #expect(running.count == 1)
    #expect(running.first?.scope == "")  // not under a lift: nothing scoped it, nothing cancels it
    #expect(running.first?.action == ".stopwatch(.start)")
    #expect(StopwatchGrader.mistakes(failures) == [.closedStopwatchStillRunning])
  }

  @Test("A parent that never lifts the child fails: the stopwatch never ticks")
  func neverLifts() {
    let failures = StopwatchGrader.grade(StopwatchScreenNeverLifts())
    #expect(failures.map(\.kind) == [.nothingReceived(expected: ".stopwatch(.tick)", running: 0)])
    #expect(StopwatchGrader.mistakes(failures) == [.stopwatchNotLifted])
  }
}
