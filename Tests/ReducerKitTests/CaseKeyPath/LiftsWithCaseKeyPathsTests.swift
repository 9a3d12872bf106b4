import ReducerKit
import Testing

/// TCA's `ScopeTests`, `IfLetReducerTests`, `ForEachReducerTests` and presentation `ifLet`,
/// written with case key paths as TCA 1.x writes them.
@Suite("Lifts with case key paths")
struct LiftsWithCaseKeyPathsTests {
  @Test("ScopeTests.testStructChild: Scope(state: \\.left, action: \\.left) runs the child on its field")
  func scopeStructChild() {
    let store = Store(initialState: TwoCountersFeature.State()) { TwoCountersFeature() }
    store.send(.left(.incrementButtonTapped))
    store.send(.left(.incrementButtonTapped))
    store.send(.right(.decrementButtonTapped))
    #expect(store.state.left.count == 2)
    #expect(store.state.right.count == -1)
    // The parent's `case \.left, \.right:` saw each child action.
    #expect(store.state.seen == 3)
  }

  @Test("ScopeTests.testEnumChild: Scope(state: \\.counter, action: \\.counter) runs only in that case")
  func scopeEnumChild() {
    let log = WarningLog()
    let store = Store(
      initialState: ScreensFeature.State.empty, reducer: ScreensFeature(), dependencies: .test(warnings: log))
    store.send(.counter(.incrementButtonTapped))
    #expect(store.state == .empty)
    #expect(log.warnings.map(\.operatorName) == ["Scope"])
    store.send(.showCounter)
    store.send(.counter(.incrementButtonTapped))
    #expect(store.state == .counter(CounterFeature.State(count: 1)))
  }

  @Test("A Scope on an enum case names the case in its warning by what the case holds")
  func scopeEnumWarningName() {
    let log = WarningLog()
    let store = Store(
      initialState: ScreensFeature.State.empty, reducer: ScreensFeature(), dependencies: .test(warnings: log))
    store.send(.counter(.incrementButtonTapped))
    // A case key path does not know its member's name (see `caseName(of:)`).
    #expect(
      log.kinds == [.actionForOtherCase(expected: "a case holding ReducerKitTests.CounterFeature.State")])
  }

  @Test("IfLetReducerTests.testNilChild: an action for a nil child is ignored with a warning")
  func ifLetNilChild() {
    let log = WarningLog()
    let store = Store(
      initialState: ParentFeature.State(), reducer: ParentFeature(), dependencies: .test(warnings: log))
    store.send(.child(.incrementButtonTapped))
    #expect(store.state.child == nil)
    #expect(log.kinds == [.actionForNilChild(child: "child")])
  }

  @Test("IfLetReducerTests.testEffectCancellation: dismissing the child cancels its timer")
  func ifLetEffectCancellation() {
    let store = Store(initialState: ParentFeature.State(), reducer: ParentFeature(), dependencies: .test)
    store.send(.toggleChild)
    store.send(.child(.timerButtonTapped))
    store.advance(by: .seconds(2))
    #expect(store.state.child?.count == 2)
    #expect(store.runningEffects.count == 1)
    store.send(.toggleChild)
    #expect(store.state.child == nil)
    #expect(store.runningEffects.isEmpty)
  }

  @Test("ForEachReducerTests.testElementAction: .forEach(\\.rows, action: \\.rows) runs the addressed row")
  func forEachElementAction() {
    let rows: IdentifiedArrayOf<CounterFeature.State> = [.init(id: 1), .init(id: 2)]
    let store = Store(initialState: ParentFeature.State(rows: rows)) { ParentFeature() }
    store.send(.rows(.element(id: 2, action: .incrementButtonTapped)))
    #expect(store.state.rows[id: 1]?.count == 0)
    #expect(store.state.rows[id: 2]?.count == 1)
  }

  @Test("ForEachReducerTests: an action for a missing element is ignored with a warning")
  func forEachMissingElement() {
    let log = WarningLog()
    let store = Store(
      initialState: ParentFeature.State(), reducer: ParentFeature(), dependencies: .test(warnings: log))
    store.send(.rows(.element(id: 9, action: .incrementButtonTapped)))
    #expect(log.warnings.map(\.operatorName) == ["forEach"])
  }

  @Test("ForEachReducerTests.testAutomaticEffectCancellation: removing a row cancels its timer")
  func forEachRemovalCancels() {
    let rows: IdentifiedArrayOf<CounterFeature.State> = [.init(id: 1), .init(id: 2)]
    let store = Store(
      initialState: ParentFeature.State(rows: rows), reducer: ParentFeature(), dependencies: .test)
    store.send(.rows(.element(id: 1, action: .timerButtonTapped)))
    store.send(.rows(.element(id: 2, action: .timerButtonTapped)))
    store.advance(by: .seconds(1))
    store.send(.removeRow(id: 1))
    store.advance(by: .seconds(1))
    #expect(store.state.rows[id: 2]?.count == 2)
    #expect(store.runningEffects.count == 1)
  }

  @Test("PresentationReducerTests: .ifLet(\\.$destination, action: \\.destination) presents and dismisses")
  func presentationIfLet() {
    let store = Store(initialState: ParentFeature.State(), reducer: ParentFeature(), dependencies: .test)
    store.send(.present)
    store.send(.destination(.presented(.timerButtonTapped)))
    store.advance(by: .seconds(1))
    #expect(store.state.destination?.count == 1)
    store.send(.destination(.dismiss))
    #expect(store.state.destination == nil)
    #expect(store.runningEffects.isEmpty)
  }

  @Test("pullback(state:action:) takes a case key path too")
  func pullbackWithCaseKeyPath() {
    let reducer = CounterFeature().pullback(
      state: \TwoCountersFeature.State.left, action: \TwoCountersFeature.Action.Cases.left)
    let store = Store(initialState: TwoCountersFeature.State(), reducer: reducer)
    store.send(.left(.setTo(4)))
    #expect(store.state.left.count == 4)
  }

  @Test("The CasePath(…) spelling still works beside case key paths")
  func casePathSpellingStillWorks() {
    let reducer = Scope(
      state: \TwoCountersFeature.State.left, action: CasePath(TwoCountersFeature.Action.left)
    ) {
      CounterFeature()
    }
    let store = Store(initialState: TwoCountersFeature.State(), reducer: reducer)
    store.send(.left(.incrementButtonTapped))
    #expect(store.state.left.count == 1)
  }
}
