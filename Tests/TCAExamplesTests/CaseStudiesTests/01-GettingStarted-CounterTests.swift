import ReducerKitTesting
import Testing

// TCA's Counter case study has no test of its own; these are what its TestStore would check.
@MainActor
struct CounterTests {
  @Test
  func incrementAndDecrement() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(\.decrementButtonTapped) {
      $0.count = -1
    }
  }

  @Test
  func twoCountersAreIndependent() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }
    await store.send(\.counter1.incrementButtonTapped) {
      $0.counter1.count = 1
    }
    await store.send(.counter2(.decrementButtonTapped)) {
      $0.counter2.count = -1
    }
  }

  @Test
  func storeScopedWithoutTheStateLabel() {
    let store = Store(initialState: TwoCounters.State()) {
      TwoCounters()
    }
    let second = store.scope(\.counter2, action: \.counter2)
    second.send(.incrementButtonTapped)
    second.send(.incrementButtonTapped)
    #expect(store.counter2.count == 2)
    #expect(store.withState(\.counter1.count) == 0)
  }
}
