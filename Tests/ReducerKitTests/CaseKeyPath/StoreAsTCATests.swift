import ReducerKit
import Testing

/// TCA's `StoreTests` that need neither SwiftUI nor Combine, and the store API of TCA 1.x.
@Suite("The store as TCA's")
struct StoreAsTCATests {
  @Test("Store(initialState:) { Feature() }, send, state and withState(\\.count)")
  func storeWithTrailingReducer() {
    let store: StoreOf<CounterFeature> = Store(initialState: CounterFeature.State()) { CounterFeature() }
    store.send(.incrementButtonTapped)
    #expect(store.state.count == 1)
    #expect(store.withState(\.count) == 1)
    #expect(store.withState { $0.count + 1 } == 2)
  }

  @Test("Store(initialState:reducer:withDependencies:) runs with the dependencies it was given")
  func storeWithDependencies() {
    let clock = VirtualClock()
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.clock = clock
    }
    store.send(.timerButtonTapped)
    store.advance(by: .seconds(3))
    #expect(store.count == 3)
  }

  @Test("Reading store.count through ObservableState")
  func dynamicMemberRead() {
    let store = Store(initialState: TwoCountersFeature.State()) { TwoCountersFeature() }
    store.send(.left(.setTo(5)))
    #expect(store.left.count == 5)
    #expect(store.seen == 1)
  }

  @Test("StoreTests.testScopedStoreReceivesUpdatesFromParent: scope(state:action:) reads and sends through")
  func scopeReadsAndSends() {
    let store = Store(initialState: TwoCountersFeature.State()) { TwoCountersFeature() }
    let left = store.scope(state: \.left, action: \.left)
    left.send(.incrementButtonTapped)
    #expect(store.state.left.count == 1)
    #expect(left.count == 1)
    store.send(.left(.incrementButtonTapped))
    #expect(left.state.count == 2)
    #expect(left.withState(\.count) == 2)
  }

  @Test("StoreTests.testScopeCallCount: a scope of a scope sends into the root store")
  func scopeOfScope() {
    let store = Store(initialState: TwoCountersFeature.State()) { TwoCountersFeature() }
    let inner = store.scope(state: \.self, action: \.self).scope(state: \.right, action: \.right)
    inner.send(.setTo(3))
    #expect(store.state.right.count == 3)
  }

  @Test("scope(state:action:) of optional state is an optional store (the seeds' transpose)")
  func optionalScope() {
    let store = Store(initialState: ParentFeature.State()) { ParentFeature() }
    #expect(store.scope(state: \.child, action: \.child) == nil)
    store.send(.toggleChild)
    let child = store.scope(state: \.child, action: \.child)
    #expect(child != nil)
    child?.send(.incrementButtonTapped)
    #expect(store.state.child?.count == 1)
    #expect(child?.count == 1)  // never optional inside
  }

  @Test("scope(state: \\.destination, action: \\.destination) sends .presented(_) to the presented child")
  func presentedScope() {
    let store = Store(initialState: ParentFeature.State()) { ParentFeature() }
    #expect(store.scope(state: \.destination, action: \.destination) == nil)
    store.send(.present)
    let destination = store.scope(state: \.destination, action: \.destination)
    destination?.send(.setTo(2))
    #expect(store.state.destination?.count == 2)
  }

  @Test("A projection of a projection of a temporary store keeps the store alive (issue 21, point 9)")
  func projectionKeepsTemporaryStoreAlive() {
    // The store is a temporary: only the projections hold it. Before, projections held it
    // `unowned` and the first send crashed the process.
    func makeLeft() -> StoreProjection<CounterFeature.State, CounterFeature.Action> {
      Store(initialState: TwoCountersFeature.State()) { TwoCountersFeature() }
        .projection(state: \.self, action: { $0 })
        .projection(state: \.left, action: TwoCountersFeature.Action.left)
    }
    let left = makeLeft()
    left.send(.incrementButtonTapped)
    left.send(.incrementButtonTapped)
    #expect(left.state.count == 2)
    let scoped = Store(initialState: TwoCountersFeature.State()) { TwoCountersFeature() }
      .scope(state: \.right, action: \.right)
    scoped.send(.setTo(1))
    #expect(scoped.count == 1)
  }

  @Test("A scoped store does not keep its store alive after the scope itself is gone")
  func scopeReleasesStore() {
    weak var weakStore: Store<TwoCountersFeature.State, TwoCountersFeature.Action>?
    do {
      let store = Store(initialState: TwoCountersFeature.State()) { TwoCountersFeature() }
      weakStore = store
      let left = store.scope(state: \.left, action: \.left)
      left.send(.incrementButtonTapped)
    }
    #expect(weakStore == nil)
  }
}
