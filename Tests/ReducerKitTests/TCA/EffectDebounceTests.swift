import Foundation
import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `EffectDebounceTests` and `EffectThrottleTests`, translated: TCA's parameters, a
/// scheduler from `@Dependency(\.mainQueue)`, a test scheduler (`DispatchQueue.test`).
@MainActor
@Suite("TCA EffectDebounceTests and EffectThrottleTests")
struct EffectDebounceTests {
  enum CancelID { case search, load }

  struct Search: Reducer {
    struct State: Equatable { var results: [String] = [] }
    enum Action: Equatable { case typed(String), search(String), scrolled(Int), load(Int) }
    @Dependency(\.mainQueue) var mainQueue
    let latest: Bool

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .typed(let query):
          return .send(.search(query)).debounce(id: CancelID.search, for: 0.5, scheduler: mainQueue)
        case .search(let query):
          state.results.append(query)
          return .none
        case .scrolled(let offset):
          return .send(.load(offset)).throttle(
            id: CancelID.load, for: 1, scheduler: mainQueue, latest: latest)
        case .load(let offset):
          state.results.append("page \(offset)")
          return .none
        }
      }
    }
  }

  func makeStore(latest: Bool = true) -> (TestStore<Search.State, Search.Action>, TestScheduler) {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) { Search(latest: latest) }
    store.dependencies.mainQueue = mainQueue.eraseToAnyScheduler()
    return (store, mainQueue)
  }

  @Test("testDebounce: only the last of quick sends goes through, once the quiet lasted")
  func testDebounce() async {
    let (store, mainQueue) = makeStore()
    await store.send(.typed("a"))
    await mainQueue.advance(by: 0.25)
    await store.send(.typed("ab"))
    await mainQueue.advance(by: 0.25)
    await store.send(.typed("abc"))
    await mainQueue.advance(by: 0.4)
    #expect(store.pendingReceivedActions.isEmpty)
    await mainQueue.advance(by: 0.1)
    await store.receive(.search("abc")) { $0.results = ["abc"] }
  }

  @Test("testDebounceIsLazy: the debounced work starts only after the wait")
  func testDebounceIsLazy() async {
    let mainQueue = DispatchQueue.test
    let started = StartCount()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, _ in
        Effect<Bool>.run { _ in started.increment() }
          .debounce(id: CancelID.search, for: .seconds(1), scheduler: mainQueue)
      }
    }
    await store.send(true)
    #expect(started.value == 0)
    await mainQueue.advance(by: .milliseconds(999))
    #expect(started.value == 0)
    await mainQueue.advance(by: .milliseconds(1))
    #expect(started.value == 1)
  }

  @Test("testThrottleLatest: the first goes at once, the latest held one at the end of the window")
  func testThrottleLatest() async {
    let (store, mainQueue) = makeStore(latest: true)
    await store.send(.scrolled(1))
    await store.receive(.load(1)) { $0.results = ["page 1"] }
    await store.send(.scrolled(2))
    await mainQueue.advance(by: 0.5)
    await store.send(.scrolled(3))
    await mainQueue.advance(by: 0.5)
    await store.receive(.load(3)) { $0.results = ["page 1", "page 3"] }
  }

  @Test("testThrottleFirst: with latest: false, the first held one goes at the end of the window")
  func testThrottleFirst() async {
    let (store, mainQueue) = makeStore(latest: false)
    await store.send(.scrolled(1))
    await store.receive(.load(1)) { $0.results = ["page 1"] }
    await store.send(.scrolled(2))
    await mainQueue.advance(by: 0.5)
    await store.send(.scrolled(3))
    await mainQueue.advance(by: 0.5)
    await store.receive(.load(2)) { $0.results = ["page 1", "page 2"] }
  }
}

/// A counter effects bump, read by the test.
final class StartCount: @unchecked Sendable {
  private(set) var value = 0
  func increment() { value += 1 }
}
