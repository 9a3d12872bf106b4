import ReducerKit

/// A row with a writable name (the projection, binding and presentation scenarios).
struct Contact: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: Int
    var name: String
    /// How many times the reducer wrote the name.
    var edits = 0
  }

  enum Action: Equatable, Sendable {
    case setName(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .setName(let name):
      state.name = name
      state.edits += 1
    }
    return .none
  }
}

struct ContactsState: Equatable {
  var contacts: IdentifiedArrayOf<Contact.State> = [
    Contact.State(id: 1, name: "Ada"),
    Contact.State(id: 2, name: "Bo"),
    Contact.State(id: 3, name: "Cy"),
  ]
  var editor: Presentation<Contact.State> = .dismissed
}

enum ContactsAction: Equatable, Sendable {
  case contacts(IdentifiedAction<Int, Contact.Action>)
  case remove(Int)
  case editor(Contact.Action)
  case openEditor(Int)
  /// Starts dismissing: the editor keeps its last value while it goes.
  case closeEditor
  /// The dismissal finished.
  case editorClosed
}

struct Contacts: Reducer {
  var body: some Reducer<ContactsState, ContactsAction> {
    Reduce { state, action in
      switch action {
      case .contacts, .editor:
        break
      case .remove(let id):
        state.contacts.remove(id: id)
      case .openEditor(let id):
        if let contact = state.contacts[id: id] { state.editor = .presented(contact) }
      case .closeEditor:
        if case .presented(let contact) = state.editor { state.editor = .dismissing(last: contact) }
      case .editorClosed:
        state.editor = .dismissed
      }
      return .none
    }
    .forEach(\.contacts, action: CasePath(ContactsAction.contacts)) { Contact() }
    Reduce { state, action in
      guard case .editor(let action) = action, case .presented(var contact) = state.editor else {
        return .none
      }
      _ = Contact().reduce(into: &contact, action: action)
      state.editor = .presented(contact)
      return .none
    }
  }
}
