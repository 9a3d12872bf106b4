import ExerciseGraders
import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Testing

// A grader graded: each known-wrong fixture (`Fixtures/`) fails for its own reason — the right
// kind of TestStore failure, at the right step, with the right diagnosis — and right answers
// written in other ways pass. Only fixtures are used, never the `Exercises` target.

@Suite("contact-list grader (identified-action)")
struct ContactListGraderTests {
  @Test("A list that never lifts Contact fails at the rename: the envelope reaches nobody")
  func neverLifts() {
    let failures = ContactListGrader.grade(ContactListNeverLifts())
    #expect(failures.first?.step == "exercise.contact-list.step.rename")
    #expect(
      failures.first?.isStateFailure(for: #".contacts(.element(id: 1, action: .setName("Ana")))"#) == true)
    #expect(
      failures.first?.failure.message.contains(#"+     #1: EditorScreen.Contact.State(id: 1, name: "Ada")"#)
        == true)
    #expect(ContactListGrader.mistakes(ContactListNeverLifts()) == [.contactNotLifted])
  }

  @Test("A list that ignores the envelope's id deletes the wrong contact")
  func deletesFirst() {
    let failures = ContactListGrader.grade(ContactListDeletesFirst())
    #expect(failures.first?.step == "exercise.contact-list.step.delete")
    #expect(failures.first?.isStateFailure(for: ".contacts(.element(id: 2, action: .delete))") == true)
    #expect(ContactListGrader.mistakes(ContactListDeletesFirst()) == [.wrongContactRemoved])
  }

  @Test("Looking for the name after removing the contact notes nothing")
  func notesTooLate() {
    let failures = ContactListGrader.grade(ContactListNotesTooLate())
    #expect(failures.count == 2)
    #expect(failures.allSatisfy { $0.step == "exercise.contact-list.step.delete" })
    #expect(ContactListGrader.mistakes(ContactListNotesTooLate()) == [.deletedNameNotNoted])
  }
}
