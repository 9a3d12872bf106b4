import ExerciseGraders
import Exercises
import Testing

/// Grades the reference solutions (`Sources/Exercises/<name>/`) with the same graders and the
/// same entry points `tutor exercise check` calls on a learner's file: each must be solved.
/// (`tutor grade --exercises DIR` grades a learner's folder.)
@Suite("Code exercises")
struct ExerciseGrading {
  @Test("delayed-counter (basics): a later increment, and cancelling it")
  func delayedCounter() { expectSolved(checkDelayedCounter(DelayedCounterExercise())) }

  @Test("logged-counters (pullback): two counters, and the logger after them")
  func loggedCounters() { expectSolved(checkLoggedCounters(LoggedCountersExercise())) }

  @Test("stopwatch (optional): closing the stopwatch cancels its timer")
  func stopwatch() { expectSolved(checkStopwatch(StopwatchExercise())) }

  @Test("contact-list (identified-action): the list removes the contact that asks")
  func contactList() { expectSolved(checkContactList(ContactListExercise())) }

  @Test("row-timers (foreach): deleting a row removes it and cancels its timer")
  func rowTimers() { expectSolved(checkRowTimers(RowTimersExercise())) }

  @Test("editor-sheet (transpose): presented, dismissing, dismissed; a reopen cancels the dismissal")
  func editorSheet() { expectSolved(checkEditorSheet(EditorSheetExercise())) }

  @Test("fresh-search (effects): a stale answer never overwrites a newer one; clear calls it off")
  func freshSearch() { expectSolved(checkFreshSearch(FreshSearchExercise())) }

  @Test("ticker-sheet (presentation): dismissed by the parent or itself, its timer cancelled")
  func tickerSheet() { expectSolved(checkTickerSheet(TickerSheetExercise())) }

  @Test("detail-stack (navigation): routed by id, the delegate pops to the root, its timer cancelled")
  func detailStack() { expectSolved(checkDetailStack(DetailStackExercise())) }

  @Test("Every exercise of the catalog has a test above, in course order")
  func catalog() {
    #expect(
      ExerciseInfo.builtIn.map(\.lesson) == [
        "basics", "pullback", "optional", "identified-action", "foreach", "transpose", "effects",
        "presentation", "navigation",
      ])
  }

  func expectSolved(_ result: ExerciseResult, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.failures.map(\.failure.message) == [], sourceLocation: sourceLocation)
    #expect(result.mistakes == [], sourceLocation: sourceLocation)
  }
}

/// The steps a report must show (``ExerciseInfo/scenarioSteps``, worked out in the tutor's
/// process) are those the grader's `main` logs for a right solution.
@Suite("Scenario steps")
struct ScenarioStepTests {
  func logged(_ check: () -> ExerciseResult) -> [String] {
    let log = ScenarioLog()
    _ = ScenarioLog.$current.withValue(log) { check() }
    return log.steps
  }

  @Test("The reference solutions run every step of their scenario, in order")
  func references() throws {
    let runs: [String: () -> ExerciseResult] = [
      "delayed-counter": { checkDelayedCounter(DelayedCounterExercise()) },
      "logged-counters": { checkLoggedCounters(LoggedCountersExercise()) },
      "stopwatch": { checkStopwatch(StopwatchExercise()) },
      "contact-list": { checkContactList(ContactListExercise()) },
      "row-timers": { checkRowTimers(RowTimersExercise()) },
      "editor-sheet": { checkEditorSheet(EditorSheetExercise()) },
      "fresh-search": { checkFreshSearch(FreshSearchExercise()) },
      "ticker-sheet": { checkTickerSheet(TickerSheetExercise()) },
      "detail-stack": { checkDetailStack(DetailStackExercise()) },
    ]
    for exercise in ExerciseInfo.builtIn {
      let run = try #require(runs[exercise.name])
      #expect(logged(run) == exercise.scenarioSteps, "\(exercise.name)")
    }
  }
}
