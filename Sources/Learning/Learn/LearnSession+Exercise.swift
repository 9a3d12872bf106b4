import ExerciseGraders
import ExerciseRunner
import Foundation
import SandboxRuntime
import TutorSupport

/// The `kind: exercise` step: the learner writes Swift in their own editor; `:check` (or Enter)
/// compiles and grades the file; the step is done when it passes; `:skip` shows the reference.
extension LearnSession {
  /// What an exercise step may do on this machine.
  public enum ExerciseMode: Sendable {
    /// `tutor learn`: the starter is copied into the learner's folder; `:check` compiles it.
    case live
    /// `grade`, `run`, `replay`: nothing is written, nothing compiled (the grader's machine
    /// holds no student's file); `:check` is said to be checked apart.
    case transcript
    /// `demo`: the reference solution is shown, the presenter's own folder left alone.
    case demo
  }

  /// A line on an exercise step that is the exercise's to handle; nil for everything else.
  func exerciseLine(_ trimmed: String) -> PromptReply? {
    guard let exercise = step.exercise else { return nil }
    switch trimmed {
    case "" where stepDone: return next()
    case "", ":check", ":c":
      guard exerciseMode == .live else {
        return PromptReply(
          outputs: [.message(key: "exercise.learn.checkedApart", role: .hint)], rejected: true)
      }
      return checkExercise(exercise)
    case ":skip" where !stepDone: return showExerciseSolution(exercise)
    default: return nil
    }
  }

  /// What the step says after its words: the file to edit (copied from the starter, in the
  /// learner's language, if it is not there yet) and how to check it.
  func exerciseIntro() -> [Output] {
    guard let exercise = step.exercise else { return [] }
    switch exerciseMode {
    case .live: break
    case .transcript: return [.message(key: "exercise.learn.checkedApart", role: .hint)]
    case .demo:
      guard let reference = ExerciseContext.standard().toolchain?.reference(of: exercise) else {
        return [.message(key: "exercise.solution.unavailable", role: .hint)]
      }
      return [.message(key: "exercise.learn.demoSolution", role: .hint), .code(reference, role: .dim)]
    }
    let context = ExerciseContext.standard()
    let file = context.workspace.file(of: exercise)
    var outputs: [Output] = []
    do {
      try context.workspace.install(
        exercise, language: language, lessons: URL(fileURLWithPath: entry.folder).deletingLastPathComponent(),
        overwrite: false)
      record.noteStarted(of: exercise)
      outputs.append(.message(key: "exercise.learn.file", arguments: ["path": file.path], role: .hint))
    } catch {
      outputs.append(
        .message(
          key: "exercise.start.cannotWrite",
          arguments: [
            "path": file.path,
            "reason": FileProblem(path: file.path, operation: .write, error: error).causeKey,
          ],
          role: .failure))
    }
    outputs.append(.message(key: "exercise.learn.howTo", role: .hint))
    if context.needsLibraryBuild { outputs.append(.message(key: "exercise.check.firstBuild", role: .dim)) }
    return outputs
  }

  func checkExercise(_ exercise: ExerciseInfo) -> PromptReply {
    let context = ExerciseContext.standard()
    let file = context.workspace.file(of: exercise)
    let verdict = context.check(exercise)
    let outputs = ExerciseOutput.verdict(verdict, exercise: exercise, file: file)
    if verdict.isSolved {
      var done = complete(with: outputs.first ?? .blank)
      done.insert(ExerciseOutput.playOffer(exercise), at: 1)
      return PromptReply(outputs: done)
    }
    if !stepDone { record.attempt(lesson.id, step.id) }
    // The next `:hint` answers the compiler's first error before the step's ladder.
    if case .doesNotCompile(let diagnostics) = verdict {
      failureHint = CompileErrorHint.outputs(for: diagnostics) ?? failureHint
    }
    return PromptReply(outputs: outputs, failed: true)
  }

  /// `:skip` on an exercise: the reference solution, noted as a skip.
  func showExerciseSolution(_ exercise: ExerciseInfo) -> PromptReply {
    guard let reference = ExerciseContext.standard().toolchain?.reference(of: exercise) else {
      return PromptReply(
        outputs: [.message(key: "exercise.solution.unavailable", role: .failure)], failed: true)
    }
    record.skip(lesson.id, step.id)
    stepDone = true
    var outputs: [Output] = [
      .message(key: "exercise.solution.showing", role: .hint), .code(reference, role: .dim),
    ]
    if let explanation = words?.explanation { outputs.append(.prose(explanation)) }
    outputs.append(.message(key: "learn.afterDone", role: .hint))
    return PromptReply(outputs: outputs)
  }
}
