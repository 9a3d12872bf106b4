import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("logged-counters grader (pullback)")
struct LoggedCountersGraderTests {
  @Test("Passes a right answer in the classic spelling: pullbacks combined, logger last")
  func passesVariant() {
    #expect(LoggedCountersGrader.grade(CountersWithPullbacks()) == [])
    #expect(LoggedCountersGrader.mistakes(CountersWithPullbacks()) == [])
  }

  @Test("A logger placed before the counters fails: it writes down the values from before the action")
  func loggerBeforeCounters() {
    let failures = LoggedCountersGrader.grade(LoggerBeforeCounters())
    #expect(failures.count == 5)
    #expect(
      failures.first?.kind
        == .stateMismatch(
          action: ".left(.inc)",
          diff: """
            − LoggedCounters.State(left: 1, right: 0, seen: 1, loggedLeft: 1, loggedRight: 0)
            + LoggedCounters.State(left: 1, right: 0, seen: 1, loggedLeft: 0, loggedRight: 0)
            """))
    #expect(
      failures.first?.failure.message.hasPrefix(
        "The state after .left(.inc) does not match what the assertion expected.") == true)
    #expect(LoggedCountersGrader.mistakes(LoggerBeforeCounters()) == [.loggerBeforeCounters])
  }

  @Test("A right counter scoped to \\.left fails at the first .right(.inc)")
  func rightCounterOnLeft() {
    let failures = LoggedCountersGrader.grade(RightCounterOnLeft())
    #expect(failures.first?.isStateFailure(for: ".right(.inc)") == true)
    #expect(failures.first?.failure.message.contains("+ LoggedCounters.State(left: 2, right: 0") == true)
    #expect(LoggedCountersGrader.mistakes(RightCounterOnLeft()) == [.rightCounterNotMounted])
  }

  @Test("Counters without the logger fail: nothing counts the actions")
  func withoutLogger() {
    let failures = LoggedCountersGrader.grade(CountersWithoutLogger())
    #expect(failures.count == 5)
    #expect(failures.allSatisfy { $0.isStateFailure() })
    #expect(LoggedCountersGrader.mistakes(CountersWithoutLogger()) == [.loggerMissesActions])
  }
}
