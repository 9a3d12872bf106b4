import Foundation
import ReducerKitTesting
import Testing

/// Ours (TCA has none): what the shared-state case studies rely on, checked under the
/// exhaustive TestStore. A wrong or missing assertion on shared state fails its step with a diff,
/// the two tabs see one value, and each test store has its own storage.
@MainActor
struct SharedStateCheckTests {
  /// Failures collected instead of failing the test, to assert them.
  final class Failures: @unchecked Sendable {
    var messages: [String] = []
    var reporter: FailureReporter { FailureReporter { self.messages.append($0.message) } }
  }

  @Test
  func wrongSharedExpectationFails() async {
    let failures = Failures()
    let store = TestStore(initialState: SharedStateInMemory.State(), reporter: failures.reporter) {
      SharedStateInMemory()
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.finish()
    #expect(failures.messages.count == 1)
    #expect(
      failures.messages.first?.hasPrefix(
        "The state after .counter(.incrementButtonTapped) does not match what the assertion expected.")
        == true)
  }

  @Test
  func unassertedSharedChangeFails() async {
    let failures = Failures()
    let store = TestStore(initialState: SharedStateUserDefaults.State(), reporter: failures.reporter) {
      SharedStateUserDefaults()
    }
    await store.send(.counter(.incrementButtonTapped))
    await store.finish()
    // Both tabs hold one value: as custom-dump prints it, the second is the first's number
    // (`#1`), not a second copy of the change.
    #expect(
      failures.messages == [
        """
        The state changed after .counter(.incrementButtonTapped), but no change was asserted. Add \
        a trailing closure that makes the same change. (Before: −, After: +)

          SharedStateUserDefaults.State(
            currentTab: .counter,
        −   counter: SharedStateUserDefaults.CounterTab.State(alert: nil, _count: #1 0),
        +   counter: SharedStateUserDefaults.CounterTab.State(alert: nil, _count: #1 1),
            profile: SharedStateUserDefaults.ProfileTab.State(_count: #1 Int(↩︎))
          )
        """
      ])
  }

  @Test
  func bothTabsSeeOneValue() async {
    let store = TestStore(initialState: SharedStateInMemory.State()) {
      SharedStateInMemory()
    }
    await store.send(.counter(.incrementButtonTapped)) {
      // Asserted through the profile tab: it is the same value.
      $0.profile.$stats.withLock { $0.increment() }
    }
    #expect(store.state.profile.stats.count == 1)
    #expect(store.state.counter.stats.maxCount == 1)
  }

  @Test
  func appStorageKeepsTheCount() async {
    let store = TestStore(initialState: SharedStateUserDefaults.State()) {
      SharedStateUserDefaults()
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$count.withLock { $0 = 1 }
    }
    #expect(store.dependencies.defaultAppStorage.integer(forKey: "sharedStateDemoCount") == 1)
  }

  @Test
  func fileStorageSavesTheStats() async throws {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    let url = URL.documentsDirectory.appending(component: "stats.json")
    let saved = try JSONDecoder().decode(
      Stats.self, from: store.dependencies.defaultFileStorage.data(at: url))
    #expect(saved.count == 1)
  }
}
