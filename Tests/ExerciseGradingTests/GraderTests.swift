import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// The graders graded: each known-wrong fixture must fail for its own reason — the right kind of
// TestStore failure, the right text, the right diagnosis — and right answers written in other
// ways must pass. These use only the fixtures, never the `Exercises` target, so they say the
// same whichever exercise files are being graded.

@Suite("row-timers grader (forEach)")
struct RowListGraderTests {
  @Test("Passes the lesson's own RowList, a right answer written apart from the exercises")
  func passesLessonRowList() {
    #expect(gradeRowTimers(RowList()) == [])
  }

  @Test("A list that forgets to remove the row fails: its timer is still in flight at the end")
  func forgetsToRemove() {
    let failures = gradeRowTimers(RowListForgetsToRemove())
    #expect(
      failures.first?.isStateFailure(for: ".rows(.element(id: 0, action: .delegate(.deleteRequested)))")
        == true)
    let running = failures.compactMap(\.runningEffect)
    #expect(running.map(\.scope) == ["rows[id: 0]", "rows[id: 1]"])
    #expect(running.map(\.name) == ["timer", "timer"])
    #expect(running.first?.action == ".rows(.element(id: 0, action: .onAppear))")
    #expect(
      failures.contains {
        $0.failure.message.hasPrefix(
          "The effect 'timer' started by .rows(.element(id: 0, action: .onAppear)) (in rows[id: 0]) "
            + "is still running at the end of the test.")
      })
    #expect(rowTimersMistakes(failures) == [.deletedRowNotRemoved, .deletedRowStillRunning])
  }

  @Test("The lesson's classic bug, RowList(removesDeletedRows: false), fails the same way")
  func lessonBug() {
    let failures = gradeRowTimers(RowList(removesDeletedRows: false))
    #expect(failures == gradeRowTimers(RowListForgetsToRemove()))
    #expect(rowTimersMistakes(failures) == [.deletedRowNotRemoved, .deletedRowStillRunning])
  }

  @Test("A list that never lifts Row fails: no tick ever comes back, and no effect runs")
  func neverLiftsRow() {
    let failures = gradeRowTimers(RowListNeverLiftsRow())
    #expect(
      failures.map(\.kind) == [
        .nothingReceived(expected: ".rows(.element(id: 0, action: .tick))", running: 0),
        .nothingReceived(expected: ".rows(.element(id: 1, action: .tick))", running: 0),
        .nothingReceived(expected: ".rows(.element(id: 1, action: .tick))", running: 0),
      ])
    #expect(
      failures.allSatisfy { $0.failure.message.hasSuffix("No effect is running, so none can still send it.") }
    )
    #expect(rowTimersMistakes(failures) == [.rowNotLifted])
  }

  @Test("A list that numbers rows by count fails at the third row, whose id must be 2")
  func countsIDs() {
    let failures = gradeRowTimers(RowListCountsIDs())
    #expect(failures.count == 1)
    guard case .stateMismatch(".addRow", let diff)? = failures.first?.kind else {
      Issue.record("expected a state mismatch after .addRow, got \(failures)")
      return
    }
    #expect(diff.contains("−     #2: Row.State(id: 2, seconds: 0)"))
    #expect(rowTimersMistakes(failures) == [.rowIDsNotFromNextID])
  }
}

@Suite("stopwatch grader (ifLet)")
struct StopwatchGraderTests {
  @Test("Passes a right answer written differently: a separate reducer and a closure case path")
  func passesVariant() {
    #expect(gradeStopwatch(StopwatchScreenWithClosures()) == [])
  }

  @Test("A parent that forgets to nil the child fails: .close changes nothing, the timer runs on")
  func forgetsToClose() {
    let failures = gradeStopwatch(StopwatchScreenForgetsToClose())
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
    #expect(stopwatchMistakes(failures) == [.stopwatchNotClosed, .closedStopwatchStillRunning])
  }

  @Test("A parent that unwraps the child by hand fails: closing it never cancels its timer")
  func unwrapsByHand() {
    let failures = gradeStopwatch(StopwatchScreenUnwrapsByHand())
    // The state is always right; the ticks after .close and the timer left running are not.
    #expect(!failures.contains { $0.isStateFailure() })
    #expect(
      failures.first?.kind == .sentBeforeReceiving(action: ".open", pending: [".stopwatch(.tick)"]))
    let running = failures.compactMap(\.runningEffect)
    #expect(running.count == 1)
    #expect(running.first?.scope == "")  // not under a lift: nothing scoped it, nothing cancels it
    #expect(running.first?.action == ".stopwatch(.start)")
    #expect(stopwatchMistakes(failures) == [.closedStopwatchStillRunning])
  }

  @Test("A parent that never lifts the child fails: the stopwatch never ticks")
  func neverLifts() {
    let failures = gradeStopwatch(StopwatchScreenNeverLifts())
    #expect(failures.map(\.kind) == [.nothingReceived(expected: ".stopwatch(.tick)", running: 0)])
    #expect(stopwatchMistakes(failures) == [.stopwatchNotLifted])
  }
}

@Suite("logged-counters grader (pullback)")
struct CountersGraderTests {
  @Test("Passes a right answer in the classic spelling: pullbacks combined, logger last")
  func passesVariant() {
    #expect(gradeLoggedCounters(CountersWithPullbacks()) == [])
    #expect(loggedCountersMistakes(CountersWithPullbacks()) == [])
  }

  @Test("A logger placed before the counters fails: it writes down the values from before the action")
  func loggerBeforeCounters() {
    let failures = gradeLoggedCounters(LoggerBeforeCounters())
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
    #expect(loggedCountersMistakes(LoggerBeforeCounters()) == [.loggerBeforeCounters])
  }

  @Test("A right counter scoped to \\.left fails at the first .right(.inc)")
  func rightCounterOnLeft() {
    let failures = gradeLoggedCounters(RightCounterOnLeft())
    #expect(failures.first?.isStateFailure(for: ".right(.inc)") == true)
    #expect(failures.first?.failure.message.contains("+ LoggedCounters.State(left: 2, right: 0") == true)
    #expect(loggedCountersMistakes(RightCounterOnLeft()) == [.rightCounterNotMounted])
  }

  @Test("Counters without the logger fail: nothing counts the actions")
  func withoutLogger() {
    let failures = gradeLoggedCounters(CountersWithoutLogger())
    #expect(failures.count == 5)
    #expect(failures.allSatisfy { $0.isStateFailure() })
    #expect(loggedCountersMistakes(CountersWithoutLogger()) == [.loggerMissesActions])
  }
}
