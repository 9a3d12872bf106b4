import CLibEdit
import ExerciseGraders
import ExerciseRunner
import Foundation
import TutorSupport

/// `tutor exercise check` (and each save in `watch`): compile and grade once, in the tutor's own
/// process group, Ctrl-C stopping the learner's program with the check.
extension ExerciseCommand {
  /// Once per process: from then on, what a learner's program leaves behind becomes ours to end.
  static let subreaper = tutor_become_subreaper() == 0

  /// Compiles and grades once, prints the verdict, notes it in progress.
  @discardableResult
  func check(_ exercise: ExerciseInfo) -> Bool {
    if context.needsLibraryBuild {
      printer.print([.message(key: "exercise.check.firstBuild", role: .dim)])
    }
    let verdict = self.verdict(of: exercise)
    printer.print(
      ExerciseOutput.verdict(verdict, exercise: exercise, file: context.workspace.file(of: exercise)))
    if verdict.isSolved { printer.print([ExerciseOutput.playOffer(exercise)]) }
    if case .noVerdict(key: "exercise.check.interrupted", _) = verdict { return false }
    if case .missingFile = verdict {
      printer.print([
        .message(key: "exercise.start.hintStart", arguments: ["name": exercise.commandWords], role: .hint)
      ])
      return false
    }
    var progress = front.progress()
    var loaded = progress
    progress.record.noteCheck(of: exercise, solved: verdict.isSolved)
    _ = front.save(progress, base: &loaded)
    return verdict.isSolved
  }

  /// Checks `exercise`; Ctrl-C stops the check and the learner's program with it. Outside
  /// `watch` (which leaves by itself), the tutor then ends with status 130.
  func verdict(of exercise: ExerciseInfo) -> ExerciseVerdict {
    let owned = !WatchInterrupt.isInstalled
    if owned { WatchInterrupt.install() }
    defer { if owned { WatchInterrupt.uninstall() } }
    let verdict = context.check(
      exercise, interrupted: { WatchInterrupt.isSet }, reapsOrphans: Self.subreaper)
    if owned, case .noVerdict(key: "exercise.check.interrupted", _) = verdict {
      printer.print(
        ExerciseOutput.verdict(verdict, exercise: exercise, file: context.workspace.file(of: exercise)))
      exit(130)
    }
    return verdict
  }
}
