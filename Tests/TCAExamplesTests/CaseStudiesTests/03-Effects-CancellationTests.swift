import ReducerKitTesting
import Testing

@MainActor
struct EffectsCancellationTests {
  @Test
  func successfulRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is where counting starts" }
    }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
    }
    await store.send(.stepperChanged(0)) {
      $0.count = 0
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(\.factResponse.success) {
      $0.currentFact = "0 is where counting starts"
      $0.isFactRequestInFlight = false
    }
  }

  @Test
  func failedRequest() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(\.factResponse.failure) {
      $0.isFactRequestInFlight = false
    }
  }

  // Without the `.cancel` in the reducer, the request would still be running when the test
  // ends, and the test store would fail the test for it.
  @Test
  func cancelButtonCancelsRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in try await Task.never() }
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isFactRequestInFlight = false
    }
  }

  @Test
  func stepperCancelsRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in try await Task.never() }
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }
  }
}
