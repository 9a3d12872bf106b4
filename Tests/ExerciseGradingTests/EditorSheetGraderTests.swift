import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("editor-sheet grader (transpose)")
struct EditorSheetGraderTests {
  @Test("Passes the transpose lesson's own screen")
  func passesLessonScreen() {
    #expect(EditorSheetGrader.grade(EditorScreen.Screen()) == [])
  }

  @Test("Closing at once, with no dismissal, fails at the save and finds nothing to receive")
  func closesAtOnce() {
    let failures = EditorSheetGrader.grade(EditorSheetFixture(mistake: .closesAtOnce))
    #expect(failures.first?.step == "exercise.editor-sheet.step.save")
    #expect(EditorSheetGrader.mistakes(failures) == [.closesAtOnce, .noDismissalEffect])
  }

  @Test("Reopening without cancelling the dismissal lets the old one close the new sheet")
  func keepsDismissal() {
    let failures = EditorSheetGrader.grade(EditorSheetFixture(mistake: .keepsDismissal))
    #expect(failures.first?.step == "exercise.editor-sheet.step.reopen")
    #expect(failures.first?.pendingActions == [".dismissalFinished"])
    #expect(EditorSheetGrader.mistakes(failures).first == .dismissalNotCancelled)
  }

  @Test("The editor after the screen's reducer: the sheet leaves with its draft unsaved")
  func editorAfterParent() {
    let failures = EditorSheetGrader.grade(EditorSheetFixture(mistake: .editorAfterParent))
    #expect(failures.first?.step == "exercise.editor-sheet.step.save")
    #expect(EditorSheetGrader.mistakes(failures) == [.editorAfterParent])
  }

  @Test("An editor that runs while the sheet is dismissing changes what should be display-only")
  func editsWhileDismissing() {
    let failures = EditorSheetGrader.grade(EditorSheetFixture(mistake: .editsWhileDismissing))
    #expect(failures.first?.step == "exercise.editor-sheet.step.displayOnly")
    #expect(EditorSheetGrader.mistakes(failures).first == .editorRunsWhileDismissing)
  }
}
