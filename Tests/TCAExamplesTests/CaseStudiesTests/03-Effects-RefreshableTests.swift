import ReducerKitTesting
import Testing

@MainActor
struct RefreshableTests {
  @Test
  func happyPath() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a fine number." }
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.receive(\.factResponse.success) {
      $0.fact = "1 is a fine number."
    }
  }

  @Test
  func unhappyPath() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.receive(\.factResponse.failure)
  }

  // TCA's test waits on `Task.sleep` in the fact client; here the wait is the test clock's,
  // so that nothing in the test runs on wall-clock time.
  @Test
  func cancellation() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = {
        try await clock.sleep(for: .seconds(1))
        return "\($0) is a fine number."
      }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)
    await clock.advance(by: .seconds(1))
  }
}
