import ExerciseSupport
import Exercises
import ReducerKitTesting
import Testing

/// Grades the `Exercises` target: the reference solutions by default, or a learner's folder with
///
///     TUTOR_EXERCISES=/path/to/your/folder swift test --filter ExerciseGrading
///
/// One test per exercise; a failing one says what is probably wrong, then lists what the
/// exhaustive TestStore reported.
@Suite("Code exercises")
struct ExerciseGrading {
  @Test("Exercise 1 (forEach): deleting a row removes it and cancels its timer")
  func exercise1RowList() {
    let failures = gradeRowList(RowListExercise())
    expectSolved(
      "Exercise 1 (forEach) — RowListExercise in Exercise1RowList.swift",
      failures, mistakes: rowListMistakes(failures))
  }

  @Test("Exercise 2 (ifLet): closing the stopwatch cancels its timer")
  func exercise2Stopwatch() {
    let failures = gradeStopwatchScreen(StopwatchScreenExercise())
    expectSolved(
      "Exercise 2 (ifLet) — StopwatchScreenExercise in Exercise2Stopwatch.swift",
      failures, mistakes: stopwatchScreenMistakes(failures))
  }

  @Test("Exercise 3 (pullback): two counters, and the logger after them")
  func exercise3Counters() {
    let failures = gradeLoggedCounters(LoggedCountersExercise())
    expectSolved(
      "Exercise 3 (pullback) — LoggedCountersExercise in Exercise3Counters.swift",
      failures, mistakes: loggedCountersMistakes(LoggedCountersExercise()))
  }
}

/// Records one issue that explains, for a learner, why an exercise is not solved yet.
func expectSolved(
  _ exercise: String,
  _ failures: [TestFailure],
  mistakes: [Mistake],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !failures.isEmpty else { return }
  Issue.record(
    Comment(rawValue: gradingReport(exercise, failures, mistakes: mistakes)), sourceLocation: sourceLocation)
}

/// The text a learner reads when an exercise is not solved.
func gradingReport(_ exercise: String, _ failures: [TestFailure], mistakes: [Mistake]) -> String {
  var lines = ["\(exercise): not solved yet."]
  if !mistakes.isEmpty {
    lines.append("")
    lines.append("What is probably wrong:")
    lines += mistakes.map { "  • \($0)" }
  }
  lines.append("")
  lines.append(
    "What the exhaustive TestStore reported (\(failures.count) failure\(failures.count == 1 ? "" : "s"), "
      + "in order; the line is the step of the grader's scenario):")
  for (number, failure) in failures.enumerated() {
    let message = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "     \($0)" }.joined(separator: "\n")
    lines.append("  \(number + 1). \(failure.location):")
    lines.append(message)
  }
  return lines.joined(separator: "\n")
}
