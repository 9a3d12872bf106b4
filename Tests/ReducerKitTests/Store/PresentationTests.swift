import ReducerKit
import Testing

/// A moment in a presentation's life and what a transposed store of it reads then.
struct PresentationCase: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let editor: Presentation<Contact.State>
  /// `nil`: no transposed store.
  let transposed: Contact.State?

  static let bo = Contact.State(id: 2, name: "Bo")
  static let all = [
    PresentationCase(testDescription: "presented", editor: .presented(bo), transposed: bo),
    PresentationCase(testDescription: "dismissing", editor: .dismissing(last: bo), transposed: bo),
    PresentationCase(testDescription: "dismissed", editor: .dismissed, transposed: nil),
  ]
}

@Suite("Presentation")
struct PresentationTests {
  @Test(
    "A transposed store exists while presented and while dismissing, not once dismissed",
    arguments: PresentationCase.all)
  func transposeExists(_ moment: PresentationCase) {
    let store = Store(
      initialState: ContactsState(editor: moment.editor), reducer: Contacts(), dependencies: .test)
    let editor = store.projection(state: \.editor, action: ContactsAction.editor).transpose()
    #expect(editor?.state == moment.transposed)
  }

  @Test("A store held through a presentation's life reads its value, then its last value")
  func heldThroughLifecycle() throws {
    let store = Store(initialState: ContactsState(), reducer: Contacts(), dependencies: .test)
    let projection = store.projection(state: \.editor, action: ContactsAction.editor)
    #expect(projection.transpose() == nil)

    store.send(.openEditor(2))
    let editor = try #require(projection.transpose())
    editor.send(.setName("Bea"))
    let bea = Contact.State(id: 2, name: "Bea", edits: 1)
    #expect(editor.state == bea)
    #expect(store.state.editor == .presented(bea))

    store.send(.closeEditor)
    #expect(store.state.editor == .dismissing(last: bea))
    #expect(projection.transpose()?.state == bea)
    #expect(editor.state == bea)

    store.send(.editorClosed)
    #expect(projection.transpose() == nil)
    #expect(editor.state == bea)
  }
}
