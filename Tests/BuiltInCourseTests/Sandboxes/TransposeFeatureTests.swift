import EngineTestSupport
import LessonFeatures
import ReducerKit
import Synchronization
import Testing

/// The warnings a store raised, in order.
final class TransposeWarnings: Sendable {
  private let kinds = Mutex<[RuntimeWarning.Kind]>([])

  var all: [RuntimeWarning.Kind] { kinds.withLock { $0 } }

  var dependencies: DependencyValues {
    var values = DependencyValues.test
    values.warnings = WarningHandler { warning in self.kinds.withLock { $0.append(warning.kind) } }
    return values
  }
}

/// The claims the `transpose` lesson makes about the library, checked on its own feature with
/// the code the lesson shows.
@Suite("Transpose lesson: the library")
struct TransposeFeatureLibraryTests {
  typealias Action = EditorScreen.Action
  typealias Editor = EditorScreen.Editor

  func makeStore(_ warnings: TransposeWarnings = TransposeWarnings()) -> Store<EditorScreen.State, Action> {
    Store(
      initialState: EditorScreen.State(), reducer: EditorScreen.Screen(), dependencies: warnings.dependencies)
  }

  @Test("A projection reads its part now and sends wrapped actions")
  func projection() {
    let store = makeStore()
    let contacts = store.projection(state: \.contacts, action: EditorScreen.Action.contacts)
    contacts.send(.element(id: 1, action: .setName("Al")))
    #expect(contacts.state.map(\.name) == ["Al", "Bo"])
    #expect(store.state.contacts.map(\.name) == ["Al", "Bo"])
  }

  @Test("An element projection reads an optional; transpose is nil for a missing element")
  func elementProjection() {
    let store = makeStore()
    let contacts = store.projection(state: \.contacts, action: EditorScreen.Action.contacts)
    let bo: StoreProjection<EditorScreen.Contact.State?, EditorScreen.Contact.Action> =
      contacts.projection(element: 2)
    #expect(bo.state?.name == "Bo")
    #expect(contacts.projection(element: 7).state == nil)
    #expect(contacts.projection(element: 7).transpose() == nil)
    let unwrapped: StoreProjection<EditorScreen.Contact.State, EditorScreen.Contact.Action>? = bo.transpose()
    #expect(unwrapped?.state.name == "Bo")
  }

  @Test("The lesson's last-value code: the removed row's store reads the last value; its sends warn")
  func lastValue() throws {
    let warnings = TransposeWarnings()
    let store = makeStore(warnings)
    let contacts = store.projection(state: \.contacts, action: EditorScreen.Action.contacts)
    let bo = try #require(contacts.projection(element: 2).transpose())
    #expect(bo.state.name == "Bo")
    store.send(.contacts(.element(id: 2, action: .delete)))
    #expect(store.state.contacts.ids == [1])
    #expect(bo.state.name == "Bo")
    bo.send(.setName("Ghost"))
    #expect(bo.state.name == "Bo")
    #expect(store.state.contacts.map(\.name) == ["Ada"])
    #expect(
      warnings.all == [.actionForMissingElement(collection: "contacts", element: "contacts[id: 2]")])
  }

  @Test("The editor's transpose is live while presented and dismissing, nil once dismissed")
  func presentationLifeCycle() throws {
    let warnings = TransposeWarnings()
    let store = makeStore(warnings)
    let projection = store.projection(state: \.editor, action: EditorScreen.Action.editor)
    #expect(projection.transpose() == nil)

    store.send(.openEditor)
    let editor = try #require(projection.transpose())
    editor.send(.setName("Ana"))
    #expect(store.state.editor == .presented(Editor.State(name: "Ana")))

    store.send(.closeEditor)
    #expect(store.state.editor == .dismissing(last: Editor.State(name: "Ana")))
    #expect(projection.transpose()?.state == Editor.State(name: "Ana"))
    // On its way out the sheet is for display only: the write is ignored, with a warning.
    editor.send(.setName("Bo"))
    #expect(editor.state.name == "Ana")
    #expect(warnings.all == [.actionForOtherCase(expected: "presented")])

    store.advance(by: .milliseconds(250))
    #expect(projection.transpose()?.state.name == "Ana")
    store.advance(by: .milliseconds(50))
    #expect(store.state.editor == .dismissed)
    #expect(projection.transpose() == nil)
    #expect(editor.state.name == "Ana")
  }

  @Test("Opening again while dismissing cancels the dismissal")
  func reopenCancelsDismissal() {
    let store = makeStore()
    store.send(.openEditor)
    store.send(.editor(.save))
    #expect(store.state.editor == .dismissing(last: Editor.State(saved: true)))
    store.send(.openEditor)
    store.advance(by: .seconds(1))
    #expect(store.state.editor == .presented(Editor.State()))
    #expect(store.runningEffects.isEmpty)
  }

  @Test("The lesson's binding code: reading reads state, writing sends .editor(.setName)")
  func binding() throws {
    let store = makeStore()
    store.send(.openEditor)
    let editor = try #require(
      store.projection(state: \.editor, action: EditorScreen.Action.editor).transpose())
    let name = editor.binding(\.name, send: EditorScreen.Editor.Action.setName)
    #expect(name.wrappedValue == "")
    name.wrappedValue = "Ana"
    #expect(name.wrappedValue == "Ana")
    #expect(store.state.editor == .presented(Editor.State(name: "Ana")))
  }

  @Test("A binding on a transposed element store renames that element only")
  func elementBinding() throws {
    let store = makeStore()
    let contacts = store.projection(state: \.contacts, action: EditorScreen.Action.contacts)
    let row = try #require(contacts.projection(element: 2).transpose())
    row.binding(\.name, send: EditorScreen.Contact.Action.setName).wrappedValue = "Bea"
    #expect(store.state.contacts.map(\.name) == ["Ada", "Bea"])
  }
}

/// What the prompt says in the `transpose` lesson's sandbox.
@Suite("Transpose lesson: the prompt")
struct TransposeFeaturePromptTests {
  @Test("scope contacts is a projection: actions travel in the parent's envelope")
  func projectionScope() throws {
    let harness = try SessionHarness(lesson: "transpose")
    #expect(harness.type("scope contacts") == "")
    #expect(harness.session.prompt == "contacts> ")
    #expect(
      harness.type(".element(id: 1, action: .setName(\"Al\"))") == """
        .element(id: 1, action: .setName("Al"))  →  .contacts(.element(id: 1, action: .setName("Al")))
          EditorScreen.State(
            contacts: [
        −     #1: EditorScreen.Contact.State(id: 1, name: "Ada"),
        +     #1: EditorScreen.Contact.State(id: 1, name: "Al"),
              … (1 unchanged)
            ],
            editor: .dismissed
          )
        """)
  }

  @Test("Scoping into a missing element is transpose returning nil; a removed element steps out")
  func elementScope() throws {
    let harness = try SessionHarness(lesson: "transpose")
    #expect(harness.type("state contacts[id: 7]") == "'contacts' has no element [id: 7]")
    #expect(
      harness.type("scope contacts[id: 7]")
        == "can't scope into 'contacts[id: 7]': there is no such element right now. (A store of a missing element transposes to nil.)"
    )
    #expect(harness.type("scope contacts[id: 2]") == "")
    #expect(harness.type("state") == "EditorScreen.Contact.State(id: 2, name: \"Bo\")")
    #expect(
      harness.type(".delete") == """
        .delete  →  .contacts(.element(id: 2, action: .delete))
          EditorScreen.State(
            contacts: [
              … (1 unchanged),
        −     #2: EditorScreen.Contact.State(id: 2, name: "Bo")
            ],
            editor: .dismissed
          )
        'contacts[id: 2]' is gone now (its state was removed), so the prompt steps back out to 'transpose'
        The store you stood in was a transposed store: it still holds the last value it saw, which a view can draw while the element animates away:
          EditorScreen.Contact.State(id: 2, name: "Bo")
        """)
    #expect(harness.session.prompt == "transpose> ")
    #expect(
      harness.type(".contacts(.element(id: 2, action: .setName(\"Ghost\")))") == """
        ⚠ 'forEach' got an action for contacts[id: 2], which is not in 'contacts': .contacts(.element(id: 2, action: .setName("Ghost"))) was ignored. Was the element removed while an effect was still sending to it?
        (no change to the state)
        """)
  }

  @Test("scope editor works while presented and dismissing, and fails once dismissed")
  func presentationScope() throws {
    let harness = try SessionHarness(lesson: "transpose")
    let nilEditor =
      "can't scope into 'editor': it is nil right now. (This is transpose returning nil: a store of an optional has no store of the value while the value is absent.)"
    #expect(harness.type("scope editor") == nilEditor)

    harness.type(".openEditor")
    #expect(harness.type("scope editor") == "")
    #expect(harness.type("state") == "EditorScreen.Editor.State(name: \"\", saved: false)")
    #expect(
      harness.type(".setName(\"Ana\")") == """
        .setName("Ana")  →  .editor(.setName("Ana"))
          EditorScreen.State(
            contacts: […],
        −   editor: .presented(EditorScreen.Editor.State(name: "", saved: false))
        +   editor: .presented(EditorScreen.Editor.State(name: "Ana", saved: false))
          )
        """)
    harness.type("up")
    #expect(
      harness.type(".closeEditor") == """
          EditorScreen.State(
            contacts: […],
        −   editor: .presented(EditorScreen.Editor.State(name: "Ana", saved: false))
        +   editor: .dismissing(
        +     last: EditorScreen.Editor.State(name: "Ana", saved: false)
        +   )
          )
        1 effect running (type 'effects' to see it)
        """)
    #expect(harness.type("scope editor") == "")
    #expect(harness.type("state name") == "\"Ana\"")
    #expect(
      harness.type(".setName(\"Bo\")") == """
        .setName("Bo")  →  .editor(.setName("Bo"))
        ⚠ 'Scope' got an action for the case 'presented' while the state was in another case: .setName("Bo") was ignored
        (no change to the state)
        1 effect running (type 'effects' to see it)
        """)
    #expect(harness.type("advance 250ms") == "1 effect running (type 'effects' to see it)")
    #expect(harness.session.prompt == "editor> ")
    #expect(
      harness.type("advance 50ms") == """
        ← .dismissalFinished
          EditorScreen.State(
            contacts: […],
        −   editor: .dismissing(
        −     last: EditorScreen.Editor.State(name: "Ana", saved: false)
        −   )
        +   editor: .dismissed
          )
        'editor' is gone now (its state was removed), so the prompt steps back out to 'transpose'
        The store you stood in was a transposed store: it still holds the last value it saw, which a view can draw while the element animates away:
          EditorScreen.Editor.State(name: "Ana", saved: false)
        """)
    #expect(harness.session.prompt == "transpose> ")
    #expect(harness.type("scope editor") == nilEditor)
  }

  @Test("The sheet's test at the prompt: open, name, close, advance, receive, finish")
  func sheetTest() throws {
    let harness = try SessionHarness(lesson: "transpose")
    harness.type("test")
    #expect(
      harness.type("send .openEditor { $0.editor = .presented(Editor.State(name: \"\", saved: false)) }")
        == "✓ as expected")
    #expect(
      harness.type(
        "send .editor(.setName(\"Ana\")) { $0.editor = .presented(Editor.State(name: \"Ana\", saved: false)) }"
      )
        == "✓ as expected")
    #expect(
      harness.type(
        "send .closeEditor { $0.editor = .dismissing(last: Editor.State(name: \"Ana\", saved: false)) }")
        == "✓ as expected")
    harness.type("advance 300ms")
    #expect(harness.type("receive .dismissalFinished { $0.editor = .dismissed }") == "✓ as expected")
    #expect(
      harness.type("finish")
        == "✓ test passed: every change asserted, every action received, no effect left running")
  }

  @Test("Forgetting to advance: finish names the dismissal effect")
  func sheetTestWithoutAdvance() throws {
    let harness = try SessionHarness(lesson: "transpose")
    harness.type("test")
    harness.type("send .openEditor { $0.editor = .presented(Editor.State(name: \"\", saved: false)) }")
    harness.type(
      "send .closeEditor { $0.editor = .dismissing(last: Editor.State(name: \"\", saved: false)) }")
    #expect(
      harness.type("finish") == """
        ✗ the effect 'dismissal' started by .closeEditor is still running (scope: —; cancel id: "dismissal")
        every effect must finish or be cancelled before the test ends: advance the clock, cancel it, or remove the state that owns it
        """)
  }

  @Test("In Spanish, scoping into a dismissed editor still names transpose")
  func spanish() throws {
    let harness = try SessionHarness(lesson: "transpose", language: "es")
    #expect(harness.type("scope editor").contains("transpose"))
  }
}
