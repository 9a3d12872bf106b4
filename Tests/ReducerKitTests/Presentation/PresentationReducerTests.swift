import ReducerKit
import Testing

/// TCA's PresentationReducer behaviour, in this library's spelling (`@Presented`,
/// `PresentedAction`, `ifLet(\.$child, action:)`).
@Suite("Presentation reducer")
struct PresentationReducerTests {
  let log = WarningLog()

  func makeDesk(_ state: DeskState = DeskState()) -> Store<DeskState, DeskAction> {
    Store(initialState: state, reducer: Desk(), dependencies: .test(warnings: log))
  }

  func openWithTimer(_ store: Store<DeskState, DeskAction>) {
    store.send(.open(1))
    store.send(.editor(.presented(.startTimer)))
    store.advance(by: .seconds(1))
    #expect(store.state.editor?.ticks == 1)
    #expect(store.runningEffects.map(\.scope.description) == ["[editor]"])
  }

  @Test("A presented action runs the child first, then the parent, which sees the child")
  func presentedActionChildThenParent() {
    let store = makeDesk()
    store.send(.open(1))
    store.send(.editor(.presented(.type("hi"))))
    #expect(store.state.editor?.draft == "hi")
    #expect(store.state.log == [#"parent saw type("hi") with editor there"#])
    #expect(log.warnings.isEmpty)
  }

  @Test("Parent dismissal cancels every effect of the child")
  func parentDismissalCancels() {
    let store = makeDesk()
    openWithTimer(store)
    store.send(.close)
    #expect(store.runningEffects.isEmpty)
    store.advance(by: .seconds(3))
    #expect(log.warnings.isEmpty)
  }

  @Test(
    ".dismiss: the parent sees it with the child still there, then the child is nil, its effects cancelled")
  func dismissAction() {
    let store = makeDesk()
    openWithTimer(store)
    store.send(.editor(.dismiss))
    #expect(store.state.editor == nil)
    #expect(store.state.log.last == "parent saw dismiss with editor there")
    #expect(store.runningEffects.isEmpty)
    #expect(log.warnings.isEmpty)
  }

  @Test("A reducer before the lift dismissing the child cancels its effects right away")
  func siblingBeforeDismisses() {
    let store = makeDesk()
    openWithTimer(store)
    store.send(.closeBefore)
    #expect(store.runningEffects.isEmpty)
    store.advance(by: .seconds(3))
    #expect(log.warnings.isEmpty)
  }

  @Test("A reducer after the lift dismissing the child cancels its effects right away")
  func siblingAfterDismisses() {
    let store = makeDesk()
    openWithTimer(store)
    store.send(.closeAfter)
    #expect(store.state.editor == nil)
    #expect(store.runningEffects.isEmpty)
    store.advance(by: .seconds(3))
    #expect(log.warnings.isEmpty)
  }

  @Test("The child dismisses itself through its dismiss dependency; the parent sees .dismiss")
  func childDismissesItself() {
    let store = makeDesk()
    openWithTimer(store)
    store.send(.editor(.presented(.saveLater)))
    store.advance(by: .seconds(1))
    #expect(store.state.editor == nil)
    #expect(store.state.log.last == "parent saw dismiss with editor there")
    #expect(store.runningEffects.isEmpty)
    #expect(log.warnings.isEmpty)
  }

  @Test("After dismissing itself, the child's effect is cancelled: a second dismiss() does nothing")
  func dismissTwice() {
    let store = makeDesk()
    store.send(.open(1))
    store.send(.editor(.presented(.closeTwice)))
    #expect(store.state.editor == nil)
    #expect(store.state.log.filter { $0.contains("dismiss") }.count == 1)
    #expect(store.runningEffects.isEmpty)
    #expect(log.warnings.isEmpty)
  }

  @Test("A presented action, or .dismiss, while nothing is presented warns and changes nothing")
  func actionWhileNothingPresented() {
    let store = makeDesk()
    store.send(.editor(.presented(.startTimer)))
    store.send(.editor(.dismiss))
    #expect(store.runningEffects.isEmpty)
    #expect(store.state.editor == nil)
    #expect(log.kinds == [.actionForNilChild(child: "editor"), .actionForNilChild(child: "editor")])
    #expect(log.warnings.first?.operatorName == "ifLet")
  }

  @Test("An ephemeral child (an alert) is nil after any of its actions; the parent sees it first")
  func ephemeralAlert() {
    let store = makeDesk()
    store.send(.askToConfirm)
    store.send(.alert(.presented(.confirm)))
    #expect(store.state.alert == nil)
    #expect(store.state.log == ["parent saw confirm with alert there"])
    store.send(.askToConfirm)
    store.send(.alert(.presented(.cancel)))
    #expect(store.state.alert == nil)
    #expect(log.warnings.isEmpty)
  }

  @Test("Replacing the child by one with another id cancels the old one's effects only")
  func replacementCancelsOld() {
    let store = makeDesk()
    openWithTimer(store)
    let firstID = store.state.$editor.id
    store.send(.open(2))
    #expect(store.state.$editor.id != firstID)
    #expect(store.runningEffects.isEmpty)
    store.send(.editor(.presented(.startTimer)))
    store.send(.editor(.presented(.type("x"))))  // in place: same presentation
    #expect(store.runningEffects.count == 1)
    store.advance(by: .seconds(1))
    #expect(store.state.editor == Editor.State(id: 2, draft: "x", ticks: 1))
    store.send(.close)
  }

  @Test(
    "State replaced wholesale (not through Presented) cancels the child's effects when the lift next runs")
  func wholesaleReplacement() {
    let store = makeDesk()
    openWithTimer(store)
    store.send(.replaceState)  // the lift ran before the replacement
    #expect(store.state.editor == nil)
    #expect(store.runningEffects.count == 1)
    store.send(.noop)  // the lift runs again
    #expect(store.runningEffects.isEmpty)
  }

  @Test("dismiss() outside a presented child warns and does nothing")
  func dismissOutsidePresentation() async {
    let log = WarningLog()
    var values = DependencyValues.test
    values.warnings = log.handler
    await DependencyValues.$current.withValue(values) {
      await values.dismiss()
    }
    #expect(log.kinds == [.dismissOutsidePresentation])
  }
}
