import ReducerKitTesting
import Testing

// TCA's OptionalState case study has no test of its own: the child runs only while present.
@MainActor
struct OptionalStateTests {
  @Test
  func toggleAndCount() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(\.optionalCounter.incrementButtonTapped) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
  }

  @Test
  func storeOfTheOptionalChild() {
    let store = Store(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }
    #expect(store.scope(\.optionalCounter, action: \.optionalCounter) == nil)
    store.send(.toggleCounterButtonTapped)
    let counter = store.scope(\.optionalCounter, action: \.optionalCounter)
    counter?.send(.incrementButtonTapped)
    #expect(store.optionalCounter?.count == 1)
  }
}
