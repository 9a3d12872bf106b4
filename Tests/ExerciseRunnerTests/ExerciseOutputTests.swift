import EngineTestSupport
import ExerciseGraders
import ExerciseRunner
import Foundation
import PromptLanguage
import ReducerKitTesting
import Testing
import TutorSupport

@Suite("Exercise verdicts in the learner's words")
struct ExerciseOutputTests {
  static let exercise = ExerciseInfo.builtIn.filter { $0.name == "stopwatch" }[0]
  static let file = URL(fileURLWithPath: "/home/ana/tutor-exercises/Stopwatch.swift")

  func render(_ verdict: ExerciseVerdict, _ language: String) throws -> String {
    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
    return Renderer(catalog: catalog).text(
      ExerciseOutput.verdict(verdict, exercise: Self.exercise, file: Self.file))
  }

  /// What the stopwatch grader reports for a screen that never lifts the child, read back from
  /// its JSON lines as the tutor reads a learner's program.
  var notLifted: ExerciseResult {
    let location = TestLocation(
      fileID: "ExerciseGraders/StopwatchGrader.swift", filePath: "", line: 25, column: 5)
    let failure = GradedFailure(
      failure: .rebuilt(
        kind: .nothingReceived(expected: ".stopwatch(.tick)", running: 0), location: location),
      step: "exercise.stopwatch.step.tick")
    return ExerciseResult(failures: [failure], mistakes: [.stopwatchNotLifted])
  }

  @Test("A result survives the JSON lines between the learner's program and the tutor")
  func roundTrip() {
    #expect(ExerciseResult(jsonLines: notLifted.jsonLines) == notLifted)
    #expect(ExerciseResult(jsonLines: "garbage\n") == nil)
    #expect(ExerciseResult(jsonLines: #"{"solved":true}"#)?.solved == true)
  }

  @Test("Not yet: the count, one 'probably:' line, then each failure at its step, in English and Spanish")
  func notYet() throws {
    let english = try render(.notYet(notLifted), "en")
    #expect(
      english.hasPrefix(
        """
        ✘ stopwatch is not solved yet: 1 TestStore failure.
        probably: the stopwatch never ticked: `Stopwatch` does not run.
        """))
    #expect(
      english.contains(
        "1. ticking: after .start, a second later the stopwatch receives .tick (ExerciseGraders/StopwatchGrader.swift:25)"
      ))
    let spanish = try render(.notYet(notLifted), "es")
    #expect(
      spanish.hasPrefix(
        "✘ stopwatch todavía no está resuelto: 1 fallo del TestStore.\nprobablemente: el cronómetro nunca ha contado"
      ))
    #expect(spanish.contains("1. contar: tras .start, un segundo después el cronómetro recibe .tick"))
  }

  /// Issue 25, point 9: the grader's failures speak of the learner's reducer, not of a block
  /// the learner never wrote.
  @Test("A grader's state mismatch names the field the learner's reducer got wrong, as `state.…`")
  func speaksOfTheReducer() throws {
    let location = TestLocation(
      fileID: "ExerciseGraders/StopwatchGrader.swift", filePath: "", line: 25, column: 5)
    let diff = """
      − StopwatchScreen.State(stopwatch: nil)
      + StopwatchScreen.State(stopwatch: Stopwatch.State(seconds: 1))
      """
    let failures = [
      GradedFailure(
        failure: .rebuilt(kind: .stateMismatch(action: ".close", diff: diff), location: location),
        step: "exercise.stopwatch.step.close"),
      GradedFailure(
        failure: .rebuilt(kind: .unreceivedActions([".stopwatch(.tick)"]), location: location),
        step: "exercise.stopwatch.step.close"),
    ]
    let result = ExerciseResult(failures: failures, mistakes: [])
    let english = try render(.notYet(result), "en")
    #expect(
      english.contains(
        "✗ after .close, your reducer left `state.stopwatch` at Stopwatch.State(seconds: 1); the exercise expects nil"
      ), "\(english)")
    #expect(english.contains("✗ your reducer's effects sent 1 action the exercise does not expect:"))
    #expect(
      !english.contains("you said") && !english.contains("you asserted")
        && !english.contains("never received"))
    let spanish = try render(.notYet(result), "es")
    #expect(
      spanish.contains(
        "✗ después de .close, tu reducer dejó `state.stopwatch` en Stopwatch.State(seconds: 1), y el ejercicio espera nil"
      ), "\(spanish)")
    #expect(!spanish.contains("dijiste") && !spanish.contains("recibiste"))
  }

  @Test("Compiler errors keep the learner's own path and line, and the excerpt under them")
  func compileErrors() throws {
    let output = """
      /home/ana/tutor-exercises/Stopwatch.swift:41:9: error: expected expression in list of expressions
              return .none
              ^
      /tmp/tutor-check-1/main.swift:3:33: error: cannot find 'StopwatchExercise' in scope
      ExerciseResult.emit(checkStopwatch(StopwatchExercise()))
                                         ^
      """
    let diagnostics = CompilerDiagnostic.parse(output)
    #expect(diagnostics.map(\.path) == [Self.file.path, "/tmp/tutor-check-1/main.swift"])
    #expect(diagnostics.first?.line == 41)
    #expect(diagnostics.first?.excerpt == ["        return .none", "        ^"])
    let text = try render(.doesNotCompile(Array(diagnostics.prefix(1))), "en")
    #expect(
      text == """
        ✘ /home/ana/tutor-exercises/Stopwatch.swift does not compile yet: 1 error.
        /home/ana/tutor-exercises/Stopwatch.swift:41:9: error: expected expression in list of expressions
                return .none
                ^
        """)
  }

  @Test("Every mistake and every step of every grader has words in both languages")
  func catalogs() throws {
    for language in ["en", "es"] {
      let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
      for mistake in Mistake.builtIn {
        #expect(catalog.keys.contains(mistake.key), "\(language): \(mistake.key)")
      }
      for exercise in ExerciseInfo.builtIn {
        let grader = RepositoryFolders.root.appendingPathComponent(
          "\(exercise.folder)/\(exercise.graderName).swift")
        let source = try String(contentsOf: grader, encoding: .utf8)
        for match in source.matches(of: #/"(exercise\.[a-z-]+\.step\.[A-Za-z]+)"/#) {
          #expect(catalog.keys.contains(String(match.1)), "\(language): \(match.1)")
        }
      }
    }
  }
}
