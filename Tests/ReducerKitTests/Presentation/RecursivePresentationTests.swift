import ReducerKit
import ReducerKitTesting
import Testing

/// A feature that presents itself (TCA's `@Presents var child: Feature.State?` in
/// `Feature.State`, as in its recursion case study), and `$state == $state` comparing identity
/// first, as TCA's `PresentationState` does.
@Suite("TCA: recursive presented state, identity-first equality")
struct RecursivePresentationTests {
  @Test("A feature presents itself two levels deep, and a level dismisses")
  func recursivePresentation() {
    let store = Store(initialState: Nested.State(), reducer: Nested(), dependencies: .test)
    store.send(.push)
    store.send(.child(.presented(.push)))
    #expect(store.state.child?.depth == 1)
    #expect(store.state.child?.child?.depth == 2)
    store.send(.child(.presented(.child(.presented(.count)))))
    #expect(store.state.child?.child?.count == 1)
    store.send(.child(.presented(.child(.dismiss))))
    #expect(store.state.child?.child == nil)
    #expect(store.state.child?.depth == 1)
  }

  @Test("A copy of presented state is changed without changing the original")
  func copiesAreIndependent() {
    var original = Nested.State()
    original.child = Nested.State(depth: 1)
    var copy = original
    copy.child?.count = 5
    copy.child?.child = Nested.State(depth: 2)
    #expect(original.child?.count == 0)
    #expect(original.child?.child == nil)
    #expect(copy.child?.child?.depth == 2)
  }

  @Test("$state == $state: a copy is equal by identity, before its value is compared")
  func identityFirstEquality() {
    let notANumber = Presented<Double>(wrappedValue: .nan)
    let copy = notANumber
    #expect(copy == notANumber)
    // Another presentation of the same value compares values, and NaN is not equal to itself.
    #expect(Presented<Double>(wrappedValue: .nan) != notANumber)
  }

  @Test("A TestStore asserts a recursive child as any state")
  func testStoreRecursive() {
    let store = TestStore(initialState: Nested.State(), reducer: Nested())
    store.send(.push) { $0.child = Nested.State(depth: 1) }
    store.send(.child(.presented(.push))) { $0.child?.child = Nested.State(depth: 2) }
    store.send(.child(.dismiss)) { $0.child = nil }
    store.finish()
  }
}

/// Presents itself: its state holds an optional of its own state.
struct Nested: Reducer {
  struct State: Equatable {
    var depth = 0
    var count = 0
    @Presented var child: State?
  }

  indirect enum Action: Equatable, Sendable {
    case push
    case count
    case child(PresentedAction<Action>)
  }

  static let child = CasePath<Action, PresentedAction<Action>>(
    embed: Action.child, extract: { if case .child(let action) = $0 { action } else { nil } })

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .push: state.child = State(depth: state.depth + 1)
      case .count: state.count += 1
      case .child: break
      }
      return .none
    }
    .ifLet(\.$child, action: Self.child) { Nested() }
  }
}
