import ExerciseSupport
import ReducerKit

// Known-wrong answers to contact-list. The grader must fail each, for its own reason.

/// Reacts to `.delete`, but never lifts `Contact`: renaming through the envelope does nothing.
struct ContactListNeverLifts: Reducer {
  var body: some Reducer<ContactList.State, ContactList.Action> {
    Reduce { state, action in
      if case .contacts(.element(let id, .delete)) = action {
        if let contact = state.contacts[id: id] { state.deleted.append(contact.name) }
        state.contacts.remove(id: id)
      }
      return .none
    }
  }
}

/// Ignores the envelope's id and deletes the first contact.
struct ContactListDeletesFirst: Reducer {
  var body: some Reducer<ContactList.State, ContactList.Action> {
    Reduce { state, action in
      if case .contacts(.element(_, .delete)) = action, let first = state.contacts.first {
        state.deleted.append(first.name)
        state.contacts.remove(id: first.id)
      }
      return .none
    }
    .forEach(\.contacts, action: CasePath(ContactList.Action.contacts)) { ContactList.Contact() }
  }
}

/// Removes the contact, then looks for its name: too late, it is gone.
struct ContactListNotesTooLate: Reducer {
  var body: some Reducer<ContactList.State, ContactList.Action> {
    Reduce { state, action in
      if case .contacts(.element(let id, .delete)) = action {
        state.contacts.remove(id: id)
        if let contact = state.contacts[id: id] { state.deleted.append(contact.name) }
      }
      return .none
    }
    .forEach(\.contacts, action: CasePath(ContactList.Action.contacts)) { ContactList.Contact() }
  }
}
