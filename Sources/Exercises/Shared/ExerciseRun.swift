#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `main` of a program `tutor exercise check` builds: the exercise's grader on one reducer
/// (the learner's, or the reference solution's), with the seed the tutor chose.
///
///     ExerciseRun.main { checkStopwatch(StopwatchExercise()) }
///
/// It prints, on standard output, what the scenario observed (``ScenarioLog/facts``), then the
/// grader's diagnosis (``ExerciseResult/jsonLines``), then an end line, each line marked
/// (``ExerciseTranscript``). None of it is trusted: the tutor runs the same grader on the
/// reference solution with the same seed, and the learner's file is solved only when the two
/// programs observed the same facts. The learner's code runs in this process and may print too,
/// or print lines that look like these: that can only make the facts differ.
public enum ExerciseRun {
  public static func main(_ check: () -> ExerciseResult) {
    let arguments = CommandLine.arguments
    guard arguments.count == 2, let seed = UInt64(arguments[1]) else {
      let words = Array("this program is run by 'tutor exercise check'\n".utf8)
      _ = write(2, words, words.count)
      exit(70)
    }
    let log = ScenarioLog(seed: seed)
    let result = ScenarioLog.$current.withValue(log) { check() }
    print(ExerciseTranscript.lines(facts: log.facts, result: result), terminator: "")
    fflush(nil)
  }
}
