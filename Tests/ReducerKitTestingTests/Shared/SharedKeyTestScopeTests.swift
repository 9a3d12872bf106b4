import Foundation
import ReducerKitTesting
import Testing

/// Keys are scoped per test, as in swift-sharing: a `@Shared(key)` made in a test's body and the
/// test store's feature share one value, and no other test (even one running in parallel) sees
/// it.
@MainActor
@Suite("Shared keys, scoped per test")
struct SharedKeyTestScopeTests {
  @Reducer
  struct Counter {
    struct State: Equatable {
      @Shared(.inMemory("count")) var count = 0
      @Shared(.appStorage("launches")) var launches = 0
      @Shared(.fileStorage(URL(fileURLWithPath: "/scope-test/notes.json"))) var notes: [String] = []
    }
    enum Action { case incrementButtonTapped, launched, noted(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.$count.withLock { $0 += 1 }
        case .launched:
          state.$launches.withLock { $0 += 1 }
        case .noted(let note):
          state.$notes.withLock { $0.append(note) }
        }
        return .none
      }
    }
  }

  /// SyncUps' tests' pattern: the shared value is set up in the test's body, before the store.
  @Test func inMemoryKeyInTheTestBodyIsTheStoresValue() async {
    @Shared(.inMemory("count")) var count = 41
    let store = TestStore(initialState: Counter.State()) { Counter() }
    #expect(store.state.count == 41)
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
    #expect(count == 42)
  }

  /// The same with a state made in the test's body, before the store (this library's
  /// `TestStore(initialState:reducer:)`).
  @Test func stateMadeBeforeTheStoreSharesItsKeysWithTheTest() async {
    @Shared(.inMemory("count")) var count = 7
    let store = TestStore(initialState: Counter.State(), reducer: Counter())
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 8 } }
    #expect(count == 8)
  }

  @Test func appStorageKeyInTheTestBodyIsTheStoresValue() async {
    @Shared(.appStorage("launches")) var launches = 3
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.launched) { $0.$launches.withLock { $0 = 4 } }
    #expect(launches == 4)
    #expect(store.dependencies.defaultAppStorage.integer(forKey: "launches") == 4)
  }

  @Test func fileStorageKeyInTheTestBodyIsTheStoresValue() async throws {
    @Shared(.fileStorage(URL(fileURLWithPath: "/scope-test/notes.json"))) var notes = ["first"]
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.noted("second")) { $0.$notes.withLock { $0 = ["first", "second"] } }
    #expect(notes == ["first", "second"])
    @Dependency(\.defaultFileStorage) var files
    let saved = try files.data(at: URL(fileURLWithPath: "/scope-test/notes.json"))
    #expect(try JSONDecoder().decode([String].self, from: saved) == ["first", "second"])
  }

  /// swift-sharing's `InMemoryTests.mutation`: every `@Shared` of a key in a test is one value.
  @Test func mutation() {
    @Shared(.inMemory("count")) var count = 0
    $count.withLock { $0 += 1 }
    @Shared(.inMemory("count")) var anotherCount = 0
    #expect(anotherCount == 1)
    $anotherCount.withLock { $0 += 1 }
    #expect(count == 2)
  }

  /// Two stores of one test share the test's keys (each store still checks its own steps).
  @Test func twoStoresOfOneTestShareItsKeys() async {
    let first = TestStore(initialState: Counter.State()) { Counter() }
    await first.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    let second = TestStore(initialState: Counter.State()) { Counter() }
    #expect(second.state.count == 1)
  }

  // The next two tests make one key with different initial values. Shared between tests, the
  // second to run (or the second to reach the key, in parallel) would find the first's value.
  @Test func oneTestsValueIsNotAnothers_first() {
    @Shared(.inMemory("isolation")) var owner = "first"
    #expect(owner == "first")
  }

  @Test func oneTestsValueIsNotAnothers_second() {
    @Shared(.inMemory("isolation")) var owner = "second"
    #expect(owner == "second")
  }

  /// Outside any test there is no scope: keys are the app's.
  @Test func aDetachedTaskIsOutsideTheTest() async {
    let scoped = SharedTestScope.current
    let detached = await Task.detached { SharedTestScope.current == nil }.value
    #expect(scoped != nil)
    #expect(detached)
  }
}

/// swift-sharing's `ParametrizedTests`: with the `.dependencies` trait, each case of a
/// parameterized test (they run in parallel) has its own values.
@Suite(.dependencies)
struct SharedKeyParameterizedTests {
  @Test(arguments: 0...10)
  func testCounterWithArguments(initialValue: Int) async throws {
    @Shared(.inMemory("count")) var counter = initialValue
    #expect(counter == initialValue)
  }
}
