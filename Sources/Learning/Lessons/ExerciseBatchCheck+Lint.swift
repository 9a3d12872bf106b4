import ExerciseGraders
import ExerciseRunner

extension ExerciseBatchCheck {
  /// The batch's problems for `tutor lint`: a compiler error or warning at its line, else an
  /// exercise solved (a starter) or not (a reference) against what it should be.
  static func problems(_ kind: Kind, _ outcome: Outcome, exercises: [ExerciseInfo]) -> [LessonFileError] {
    var problems: [LessonFileError] = []
    let sources = Set(outcome.sources.values)
    for diagnostic in CompilerDiagnostic.parse(outcome.compiler)
    where diagnostic.severity != "note" && sources.contains(diagnostic.path) {
      problems.append(
        LessonFileError(
          file: diagnostic.path, line: diagnostic.line, key: "lint.exerciseCompile",
          ["said": "\(diagnostic.severity): \(diagnostic.message)"]))
    }
    let first = exercises.first.flatMap { outcome.sources[$0.name] } ?? ""
    if !outcome.compiled {
      if problems.isEmpty {
        let reason = outcome.compiler.split(separator: "\n").first.map(String.init) ?? ""
        problems.append(LessonFileError(file: first, line: 1, key: "lint.exerciseCompile", ["said": reason]))
      }
      return problems
    }
    for exercise in exercises {
      let file = outcome.sources[exercise.name] ?? exercise.file
      guard let solved = outcome.solved[exercise.name] else {
        problems.append(
          LessonFileError(file: file, line: 1, key: "lint.exerciseNotRun", ["name": exercise.name]))
        continue
      }
      if solved != kind.solved {
        problems.append(
          LessonFileError(
            file: file, line: 1, key: kind.solved ? "lint.referenceNotSolved" : "lint.starterSolved",
            ["name": exercise.name]))
      }
    }
    return problems
  }
}
