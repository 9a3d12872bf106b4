import ReducerKit
import Testing

enum Destination: Equatable, Sendable {
  case editor(Editor.State)
  case alert(ConfirmAlert)
}

@Suite("Presented state")
struct PresentedStateTests {
  @Test("Presenting gives a new identity; changing in place keeps it; another id replaces it")
  func identity() {
    var state = DeskState()
    #expect(state.$editor.id == nil)
    state.editor = Editor.State(id: 1)
    let first = state.$editor.id
    #expect(first != nil)
    state.editor?.draft = "x"
    #expect(state.$editor.id == first)
    state.editor = Editor.State(id: 1, draft: "y")  // the same id: the same presentation
    #expect(state.$editor.id == first)
    state.editor = Editor.State(id: 2)
    #expect(state.$editor.id != first)
    state.editor = nil
    #expect(state.$editor.id == nil)
  }

  @Test("An enum of destinations: another case is another presentation")
  func enumDestinations() {
    var destination = Presented<Destination>(wrappedValue: .editor(Editor.State(id: 1)))
    let first = destination.id
    destination.wrappedValue = .editor(Editor.State(id: 1, draft: "x"))
    #expect(destination.id == first)
    destination.wrappedValue = .alert(ConfirmAlert(title: "Sure?"))
    #expect(destination.id != first)
  }

  @Test("The lifecycle: presented, dismissing with the last value, dismissed")
  func lifecycle() {
    var state = DeskState()
    #expect(state.$editor.lifecycle == .dismissed)
    state.editor = Editor.State(id: 1, draft: "hi")
    #expect(state.$editor.lifecycle == .presented(Editor.State(id: 1, draft: "hi")))
    state.editor = nil
    #expect(state.$editor.lifecycle == .dismissing(last: Editor.State(id: 1, draft: "hi")))
    #expect(state.$editor.lifecycle.isPresented == false)
    state.$editor.finishDismissal()
    #expect(state.$editor.lifecycle == .dismissed)
  }

  @Test("Equality looks at the value only, as for an optional")
  func equality() {
    var one = DeskState()
    var two = DeskState()
    one.editor = Editor.State(id: 1)
    two.editor = Editor.State(id: 1)
    #expect(one.$editor.id != two.$editor.id)
    #expect(one == two)
    two.editor = nil
    #expect(one != two)
  }

  @Test("transpose: a store of the presented child, its sends wrapped in .presented, steady once dismissed")
  func transpose() throws {
    let store = Store(initialState: DeskState(), reducer: Desk(), dependencies: .test)
    let presentation = store.projection(state: \.$editor, action: DeskAction.editor)
    #expect(presentation.transpose() == nil)
    store.send(.open(1))
    let editor = try #require(presentation.transpose())
    editor.send(.type("hi"))
    #expect(editor.state.draft == "hi")
    presentation.dismiss()
    #expect(store.state.editor == nil)
    #expect(editor.state.draft == "hi")  // the last value seen, while a view still holds the store
    #expect(presentation.transpose() == nil)
  }

  @Test("Presented is looked through like an optional by state inspection")
  func presentationValue() {
    var state = DeskState()
    #expect(state.$editor.presentedValue == nil)
    state.editor = Editor.State(id: 3)
    #expect(state.$editor.presentedValue as? Editor.State == Editor.State(id: 3))
  }
}
