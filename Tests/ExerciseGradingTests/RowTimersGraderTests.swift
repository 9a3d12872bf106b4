import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("row-timers grader (forEach)")
struct RowTimersGraderTests {
  @Test("Passes the lesson's own RowList, a right answer written apart from the exercises")
  func passesLessonRowList() {
    #expect(RowTimersGrader.grade(RowList()) == [])
  }

  @Test("A list that forgets to remove the row fails: its timer is still in flight at the end")
  func forgetsToRemove() {
    let failures = RowTimersGrader.grade(RowListForgetsToRemove())
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
    #expect(RowTimersGrader.mistakes(failures) == [.deletedRowNotRemoved, .deletedRowStillRunning])
  }

  @Test("The lesson's classic bug, RowList(removesDeletedRows: false), fails the same way")
  func lessonBug() {
    let failures = RowTimersGrader.grade(RowList(removesDeletedRows: false))
    #expect(failures == RowTimersGrader.grade(RowListForgetsToRemove()))
    #expect(RowTimersGrader.mistakes(failures) == [.deletedRowNotRemoved, .deletedRowStillRunning])
  }

  @Test("A list that never lifts Row fails: no tick ever comes back, and no effect runs")
  func neverLiftsRow() {
    let failures = RowTimersGrader.grade(RowListNeverLiftsRow())
    #expect(
      failures.map(\.kind) == [
        .nothingReceived(expected: ".rows(.element(id: 0, action: .tick))", running: 0),
        .nothingReceived(expected: ".rows(.element(id: 1, action: .tick))", running: 0),
        .nothingReceived(expected: ".rows(.element(id: 1, action: .tick))", running: 0),
      ])
    #expect(
      failures.allSatisfy { $0.failure.message.hasSuffix("No effect is running, so none can still send it.") }
    )
    #expect(RowTimersGrader.mistakes(failures) == [.rowNotLifted])
  }

  @Test("A list that numbers rows by count fails at the third row, whose id must be 2")
  func countsIDs() {
    let failures = RowTimersGrader.grade(RowListCountsIDs())
    #expect(failures.count == 1)
    guard case .stateMismatch(".addRow", let diff)? = failures.first?.kind else {
      Issue.record("expected a state mismatch after .addRow, got \(failures)")
      return
    }
    #expect(diff.contains("−     #2: Row.State(id: 2, seconds: 0)"))
    #expect(RowTimersGrader.mistakes(failures) == [.rowIDsNotFromNextID])
  }
}
