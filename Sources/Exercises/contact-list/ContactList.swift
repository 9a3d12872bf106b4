// Exercise contact-list (lesson identified-action) — REFERENCE SOLUTION, graded by `swift test --filter ExerciseGrading`.
// Learners start from the starter `tutor exercise start` copies (README, "Write the code").

import ExerciseSupport
import ReducerKit

/// A parent that reacts to a child's delegate action, read from its envelope.
///
/// `ContactList` (`Sources/Exercises/contact-list/ContactListGiven.swift`) holds contacts, each
/// addressed by its id: `.contacts(.element(id: 2, action: .delete))` is contact 2 asking to be
/// deleted. A contact cannot remove itself; the list must. Write the list's `body`:
///
/// 1. On `.contacts(.element(let id, .delete))`, note the contact's name at the end of
///    `state.deleted`, then remove it: `state.contacts.remove(id: id)`. Read the name *before*
///    removing the contact.
/// 2. Other contact actions change nothing in the list itself.
/// 3. Lift `Contact` into the list, after the `Reduce`:
///    `.forEach(\.contacts, action: \.contacts) { Contact() }` — it renames the
///    one contact addressed.
///
/// The grader (`ContactListGrader`, `Sources/Exercises/contact-list/ContactListGrader.swift`)
/// renames contact 1, deletes contacts 2 and 1, and sends an action to contact 2 once it is gone.
///
/// Keep the name `ContactListExercise`, `init()` and the `State` and `Action` types: the grader
/// uses them.
@Reducer
public struct ContactListExercise {
  public typealias State = ContactList.State
  public typealias Action = ContactList.Action
  typealias Contact = ContactList.Contact

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .contacts(.element(let id, .delete)):
        if let contact = state.contacts[id: id] { state.deleted.append(contact.name) }
        state.contacts.remove(id: id)
        return .none
      case .contacts:
        return .none
      }
    }
    .forEach(\.contacts, action: \.contacts) { Contact() }
  }
}
