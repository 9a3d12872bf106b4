import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// The three graders added with `tutor exercise`: each known-wrong fixture fails for its own
// reason — the right kind of failure, at the right step, with the right diagnosis.

@Suite("delayed-counter grader (basics)")
struct DelayedCounterGraderTests {
  @Test("Passes the basics lesson's own counter, a right answer written apart from the exercises")
  func passesLessonCounter() {
    #expect(gradeDelayedCounter(Basics()) == [])
  }

  @Test("A later increment that is not cancellable comes back after .cancelLater")
  func notCancellable() {
    let failures = gradeDelayedCounter(DelayedCounterNotCancellable())
    #expect(failures.map(\.step) == ["exercise.step.end"])
    #expect(failures.first?.kind == .unreceivedActions([".increment", ".increment"]))
    #expect(delayedCounterMistakes(failures) == [.laterNotCancellable])
  }

  @Test("Counting at once on .incrementLater fails at the step that expects the count later")
  func atOnce() {
    let failures = gradeDelayedCounter(DelayedCounterAtOnce())
    #expect(failures.first?.step == "exercise.delayed-counter.step.later")
    #expect(failures.first?.isStateFailure(for: ".incrementLater") == true)
    #expect(delayedCounterMistakes(failures) == [.laterChangesNow, .laterNeverSends])
  }

  @Test("An effect that never sends .increment back: nothing to receive")
  func neverSends() {
    let failures = gradeDelayedCounter(DelayedCounterNeverSends())
    #expect(failures.map(\.kind) == [.nothingReceived(expected: ".increment", running: 0)])
    #expect(delayedCounterMistakes(failures) == [.laterNeverSends])
  }
}

@Suite("contact-list grader (identified-action)")
struct ContactListGraderTests {
  @Test("A list that never lifts Contact fails at the rename: the envelope reaches nobody")
  func neverLifts() {
    let failures = gradeContactList(ContactListNeverLifts())
    #expect(failures.first?.step == "exercise.contact-list.step.rename")
    #expect(
      failures.first?.isStateFailure(for: #".contacts(.element(id: 1, action: .setName("Ana")))"#) == true)
    #expect(
      failures.first?.failure.message.contains(#"+     #1: EditorScreen.Contact.State(id: 1, name: "Ada")"#)
        == true)
    #expect(contactListMistakes(ContactListNeverLifts()) == [.contactNotLifted])
  }

  @Test("A list that ignores the envelope's id deletes the wrong contact")
  func deletesFirst() {
    let failures = gradeContactList(ContactListDeletesFirst())
    #expect(failures.first?.step == "exercise.contact-list.step.delete")
    #expect(failures.first?.isStateFailure(for: ".contacts(.element(id: 2, action: .delete))") == true)
    #expect(contactListMistakes(ContactListDeletesFirst()) == [.wrongContactRemoved])
  }

  @Test("Looking for the name after removing the contact notes nothing")
  func notesTooLate() {
    let failures = gradeContactList(ContactListNotesTooLate())
    #expect(failures.count == 2)
    #expect(failures.allSatisfy { $0.step == "exercise.contact-list.step.delete" })
    #expect(contactListMistakes(ContactListNotesTooLate()) == [.deletedNameNotNoted])
  }
}

@Suite("editor-sheet grader (transpose)")
struct EditorSheetGraderTests {
  @Test("Passes the transpose lesson's own screen")
  func passesLessonScreen() {
    #expect(gradeEditorSheet(EditorScreen.Screen()) == [])
  }

  @Test("Closing at once, with no dismissal, fails at the save and finds nothing to receive")
  func closesAtOnce() {
    let failures = gradeEditorSheet(EditorSheetFixture(mistake: .closesAtOnce))
    #expect(failures.first?.step == "exercise.editor-sheet.step.save")
    #expect(editorSheetMistakes(failures) == [.closesAtOnce, .noDismissalEffect])
  }

  @Test("Reopening without cancelling the dismissal lets the old one close the new sheet")
  func keepsDismissal() {
    let failures = gradeEditorSheet(EditorSheetFixture(mistake: .keepsDismissal))
    #expect(failures.first?.step == "exercise.editor-sheet.step.reopen")
    #expect(failures.first?.pendingActions == [".dismissalFinished"])
    #expect(editorSheetMistakes(failures).first == .dismissalNotCancelled)
  }

  @Test("The editor after the screen's reducer: the sheet leaves with its draft unsaved")
  func editorAfterParent() {
    let failures = gradeEditorSheet(EditorSheetFixture(mistake: .editorAfterParent))
    #expect(failures.first?.step == "exercise.editor-sheet.step.save")
    #expect(editorSheetMistakes(failures) == [.editorAfterParent])
  }

  @Test("An editor that runs while the sheet is dismissing changes what should be display-only")
  func editsWhileDismissing() {
    let failures = gradeEditorSheet(EditorSheetFixture(mistake: .editsWhileDismissing))
    #expect(failures.first?.step == "exercise.editor-sheet.step.displayOnly")
    #expect(editorSheetMistakes(failures).first == .editorRunsWhileDismissing)
  }
}
