import Foundation
import ReducerKit
import ReducerKitTesting
import Testing

/// swift-dependencies' `DependencyKeyTests` and `DependencyValuesTests`, translated: custom
/// dependencies declared as TCA users declare them, and the ways to override them.
struct APIClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension APIClient: DependencyKey {
  static let liveValue = APIClient(fetch: { "live \($0)" })
  static let testValue = APIClient(fetch: { "test \($0)" })
}

/// A key with only a test value (a `TestDependencyKey`).
enum GreetingKey: TestDependencyKey {
  static let testValue = "hello from test"
  static var previewValue: String { "hello from preview" }
}

/// A key whose default is a generator: made once per store, so its counter is shared.
enum CountingKey: DependencyKey {
  static var liveValue: IDGenerator { .incrementing(from: 100) }
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
  var counting: IDGenerator {
    get { self[CountingKey.self] }
    set { self[CountingKey.self] = newValue }
  }
}

@MainActor
@Suite("swift-dependencies DependencyKeyTests and DependencyValuesTests")
struct DependencyKeyTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var text = ""
      var createdAt: Date
      init() {
        @Dependency(\.date.now) var now
        createdAt = now
      }
    }
    enum Action: Equatable { case load(Int), loaded(String), greet, count }
    @Dependency(\.apiClient) var apiClient
    @Dependency(\.greeting) var greeting
    @Dependency(\.counting) var counting

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .load(let id):
          return .run { send in await send(.loaded(try await apiClient.fetch(id))) }
        case .loaded(let text):
          state.text = text
          return .none
        case .greet:
          state.text = greeting
          return .none
        case .count:
          state.text = "\(counting())"
          return .none
        }
      }
    }
  }

  @Test("testTestValue: a TestStore reads a key's testValue")
  func testTestValue() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.load(1))
    await store.receive(.loaded("test 1")) { $0.text = "test 1" }
    await store.send(.greet) { $0.text = "hello from test" }
  }

  @Test("testLiveValue: live values read a key's liveValue; preview ones its previewValue")
  func testLiveValue() async throws {
    #expect(try await DependencyValues.live.apiClient.fetch(1) == "live 1")
    #expect(try await DependencyValues.test.apiClient.fetch(1) == "test 1")
    #expect(DependencyValues.live.greeting == "hello from test")  // no live value: the test value
    var preview = DependencyValues.live
    preview.context = .preview
    #expect(preview.greeting == "hello from preview")
    #expect(try await preview.apiClient.fetch(1) == "live 1")  // a preview defaults to live
  }

  @Test("testDefaultMadeOnce: a key's default is made once and shared by the store's copies")
  func testDefaultMadeOnce() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.count) { $0.text = "100" }
    await store.send(.count) { $0.text = "101" }
  }

  @Test("testOverrideWithDependencies: TestStore(…) withDependencies: sets a custom key")
  func testOverride() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.apiClient.fetch = { "stub \($0)" }
    }
    await store.send(.load(2))
    await store.receive(.loaded("stub 2")) { $0.text = "stub 2" }
  }

  @Test("testChangeBetweenSteps: store.dependencies.x = … takes effect for the next action")
  func testChangeBetweenSteps() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.greet) { $0.text = "hello from test" }
    store.dependencies.greeting = "changed"
    await store.send(.greet) { $0.text = "changed" }
  }

  @Test("testDependencyInStateInit: @Dependency read in State's initializer sees the test's values")
  func testDependencyInStateInit() async {
    let fixed = Date(timeIntervalSince1970: 42)
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.date = .constant(fixed)
    }
    #expect(store.state.createdAt == fixed)
  }

  @Test("testWithDependenciesSync: withDependencies { } operation: { } scopes a change")
  func testWithDependenciesSync() {
    let text = withDependencies {
      $0.greeting = "scoped"
    } operation: {
      @Dependency(\.greeting) var greeting
      return greeting
    }
    #expect(text == "scoped")
    #expect(DependencyValues.current.greeting != "scoped")
  }

  @Test("testWithDependenciesAsync: the async withDependencies keeps the change across suspensions")
  func testWithDependenciesAsync() async {
    let text = await withDependencies {
      $0.greeting = "async scoped"
    } operation: {
      await Task.yield()
      @Dependency(\.greeting) var greeting
      return greeting
    }
    #expect(text == "async scoped")
  }

  @Test("testDependencyModifier: .dependency(\\.x, value) changes a dependency for a reducer and its effects")
  func testDependencyModifier() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .dependency(\.apiClient, APIClient(fetch: { "modified \($0)" }))
        .dependency(\.greeting, "modified greeting")
    }
    await store.send(.greet) { $0.text = "modified greeting" }
    await store.send(.load(3))
    await store.receive(.loaded("modified 3")) { $0.text = "modified 3" }
  }

  @Test("testDependencyByKeyType: @Dependency(Key.self) reads a key directly")
  func testDependencyByKeyType() {
    let text = withDependencies {
      $0.greeting = "by type"
    } operation: {
      @Dependency(GreetingKey.self) var greeting
      return greeting
    }
    #expect(text == "by type")
  }
}

@Suite("swift-clocks TestClock and ImmediateClock")
struct ClockTests {
  @Test("testTestClockZeroSleep: a zero-length sleep waits for advance(), as in TCA")
  @MainActor
  func testZeroSleepWaitsForAdvance() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        if action { state += 1; return .none }
        return .run { send in
          try await clock.sleep(for: .zero)
          await send(true)
        }
      }
    }
    await store.send(false)
    #expect(store.pendingReceivedActions.isEmpty)
    await clock.advance()
    await store.receive(true) { $0 = 1 }
  }

  @Test("testRun: TestClock.run() advances until nobody sleeps")
  @MainActor
  func testRun() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        if action { state += 1; return .none }
        return .run { send in
          for _ in 1...3 {
            try await clock.sleep(for: .seconds(10))
            await send(true)
          }
        }
      }
    }
    await store.send(false)
    await clock.run()
    await store.receive(true) { $0 = 1 }
    await store.receive(true) { $0 = 2 }
    await store.receive(true) { $0 = 3 }
    #expect(clock.now.offset == .seconds(30))
  }

  @Test("testImmediateClock: sleeps return at once and move its time")
  func testImmediateClock() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    #expect(clock.now.offset == .seconds(5))
  }
}
