import ExerciseGraders
import ExerciseRunner
import Foundation
import SandboxRuntime
import TutorSupport

/// The `kind: exercise` step's world: the learner's file, the compiler, the reference solution.
/// (When the step is done, and what a check counts for, is ``LearnFlow``'s.)
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

  /// What the step says after its words: the file to edit (copied from the starter, in the
  /// learner's language, if it is not there yet) and how to check it.
  func exerciseIntro(_ step: LessonStep, of entry: LessonLibrary.Entry) -> [Output] {
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
      _ = send(.exerciseFileReady(exercise))
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

  /// Compiles and grades the file (only where files are the learner's: ``ExerciseMode/live``).
  func checkExercise(into reply: inout PromptReply) {
    guard exerciseMode == .live, let exercise = step.exercise else {
      reply.outputs.append(.message(key: "exercise.learn.checkedApart", role: .hint))
      reply.rejected = true
      return
    }
    let context = ExerciseContext.standard()
    let file = context.workspace.file(of: exercise)
    let verdict = context.check(exercise)
    var check = LearnFlow.ExerciseCheck(
      solved: verdict.isSolved, outputs: ExerciseOutput.verdict(verdict, exercise: exercise, file: file))
    if verdict.isSolved { check.offer = ExerciseOutput.playOffer(exercise) }
    if case .doesNotCompile(let diagnostics) = verdict {
      check.compileHint = CompileErrorHint.outputs(for: diagnostics)
    }
    carryOut(send(.exerciseChecked(check)), into: &reply)
  }

  /// `:skip` on an exercise: the reference solution, when the toolchain has it.
  func showExerciseSolution(into reply: inout PromptReply) {
    guard let exercise = step.exercise,
      let reference = ExerciseContext.standard().toolchain?.reference(of: exercise)
    else {
      reply.outputs.append(.message(key: "exercise.solution.unavailable", role: .failure))
      reply.failed = true
      return
    }
    carryOut(send(.exerciseSolutionShown(reference)), into: &reply)
  }
}
