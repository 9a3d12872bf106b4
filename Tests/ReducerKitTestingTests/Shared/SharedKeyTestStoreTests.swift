import Foundation
import ReducerKitTesting
import Testing

/// Shared values kept under keys, under the TestStore: TCA's `OnChangeReducerTests.testSharedState`
/// (a file-storage value watched by `onChange`), and the scope of keys (one per test).
@MainActor
@Suite("Shared keys under the TestStore")
struct SharedKeyTestStoreTests {
  struct Count: Codable, Equatable {
    var value = 0
  }

  struct Feature: Reducer {
    struct State: Equatable {
      @Shared(.fileStorage(URL(fileURLWithPath: "/file.json"))) var count = Count()
      var description = ""
    }
    enum Action: Equatable {
      case incrementButtonTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.$count.withLock { $0.value += 1 }
          return .none
        }
      }
      .onChange(of: \.count) { oldValue, newValue in
        Reduce { state, _ in
          state.description = "old: \(oldValue.value), new: \(newValue.value)"
          return .none
        }
      }
    }
  }

  /// TCA's `OnChangeReducerTests.testSharedState`. The file is `/file.json` in the test store's
  /// in-memory files: nothing is written to disk.
  @Test func testSharedState() async throws {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0.value = 1 }
      $0.description = "old: 0, new: 1"
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0.value = 2 }
      $0.description = "old: 1, new: 2"
    }
    let saved = try store.dependencies.defaultFileStorage.data(at: URL(fileURLWithPath: "/file.json"))
    #expect(try JSONDecoder().decode(Count.self, from: saved) == Count(value: 2))
    #expect(!FileManager.default.fileExists(atPath: "/file.json"))
  }

  @Reducer
  struct Tally {
    struct State: Equatable {
      @Shared(.inMemory("tally")) var tally = 0
    }
    enum Action { case add }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$tally.withLock { $0 += 1 }
        return .none
      }
    }
  }

  /// Keys are scoped per test, as in swift-sharing: a second store of the same test sees what
  /// the first did with the key (SharedKeyTestScopeTests has the rest).
  @Test func keysAreScopedPerTestNotPerTestStore() async {
    let first = TestStore(initialState: Tally.State()) { Tally() }
    await first.send(.add) { $0.$tally.withLock { $0 = 1 } }
    await first.send(.add) { $0.$tally.withLock { $0 = 2 } }

    let second = TestStore(initialState: Tally.State()) { Tally() }
    #expect(second.state.tally == 2)
    await second.send(.add) { $0.$tally.withLock { $0 = 3 } }
    #expect(first.currentState.tally == 3)
  }

  /// Two states made in one test store with the same key hold one value: the reducer's change to
  /// one is the other's, and asserting it through either passes.
  @Test func equalKeysInOneStoreAreOneValue() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.left(.add)) {
      $0.right.$tally.withLock { $0 = 1 }
    }
    #expect(store.state.right.tally == 1)
  }

  @Reducer
  struct Pair {
    struct State: Equatable {
      var left = Tally.State()
      var right = Tally.State()
    }
    enum Action { case left(Tally.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) { Tally() }
    }
  }
}
