import ExerciseGraders
import Foundation
import ReducerKitTestingCore
import TutorSupport

/// A check's verdict in the learner's words: the catalog for the sentences, the compiler's and
/// the TestStore's code (diffs, actions, source lines) as they are.
public enum ExerciseOutput {
  /// At most this many TestStore failures or compiler errors are shown; the rest are counted.
  static let shown = 4

  public static func verdict(_ verdict: ExerciseVerdict, exercise: ExerciseInfo, file: URL) -> [Output] {
    let names = ["name": exercise.name, "file": file.path]
    switch verdict {
    case .solved:
      return [.message(key: "exercise.check.solved", arguments: names, role: .success)]
    case .notYet(let result):
      return notYet(result, names: names)
    case .doesNotCompile(let diagnostics):
      let errors = diagnostics.filter { $0.severity == "error" }
      var outputs: [Output] = [
        .message(key: "exercise.check.compileErrors", arguments: names, count: errors.count, role: .failure)
      ]
      var count = 0
      for diagnostic in diagnostics {
        if diagnostic.severity == "error" { count += 1 }
        guard count <= shown else { break }
        outputs.append(.code(diagnostic.header, role: diagnostic.severity == "error" ? .failure : .dim))
        outputs += diagnostic.excerpt.map { .code($0) }
      }
      if errors.count > shown {
        outputs.append(.message(key: "exercise.check.more", count: errors.count - shown, role: .dim))
      }
      return outputs
    case .wrongShape(let key, let arguments):
      return [.message(key: key, arguments: arguments.merging(names) { old, _ in old }, role: .failure)]
    case .missingFile(let path):
      return [
        .message(
          key: "exercise.check.missingFile", arguments: ["path": path, "name": exercise.name], role: .failure)
      ]
    case .crashed(let timedOut, let detail):
      return [
        .message(
          key: timedOut ? "exercise.check.timedOut" : "exercise.check.crashed", arguments: names,
          role: .failure)
      ] + (detail.isEmpty ? [] : [.code(detail, role: .dim)])
    case .noVerdict(let key, let step) where key == ExerciseChecker.differs:
      let arguments = names.merging(["step": Output.localized(step)]) { old, _ in old }
      return [.message(key: key, arguments: arguments, role: .failure)]
    case .noVerdict(let key, let detail):
      return [.message(key: key, arguments: names, role: .failure)]
        + (detail.isEmpty ? [] : [.code(detail, role: .dim)])
    case .toolchainProblem(let key, let detail):
      return [.message(key: key, arguments: ["detail": detail], role: .failure)]
        + (detail.isEmpty || ["exercise.check.noCompiler", "exercise.check.buildBusy"].contains(key)
          ? [] : [.code(detail, role: .dim)])
    }
  }

  /// Once a check passes, to the learner (not in grading reports): play with it at the prompt.
  public static func playOffer(_ exercise: ExerciseInfo) -> Output {
    .message(key: "exercise.check.playIt", arguments: ["name": exercise.commandWords], role: .hint)
  }

  static func notYet(_ result: ExerciseResult, names: [String: String]) -> [Output] {
    var outputs: [Output] = [
      .message(key: "exercise.check.notYet", arguments: names, count: result.failures.count, role: .failure)
    ]
    if let mistake = result.mistakes.first {
      outputs.append(
        .message(
          key: "exercise.check.probably", arguments: ["reason": Output.localized(mistake.key)], role: .hint))
    }
    for (index, graded) in result.failures.prefix(shown).enumerated() {
      let place = "\(graded.failure.location.fileID):\(graded.failure.location.line)"
      outputs.append(.blank)
      outputs.append(
        .message(
          key: "exercise.check.failureAt",
          arguments: ["n": String(index + 1), "step": Output.localized(graded.step), "place": place],
          role: .heading))
      outputs += ExerciseFailureOutput.outputs(for: graded.failure)
    }
    if result.failures.count > shown {
      outputs.append(.message(key: "exercise.check.more", count: result.failures.count - shown, role: .dim))
    }
    return outputs
  }
}
