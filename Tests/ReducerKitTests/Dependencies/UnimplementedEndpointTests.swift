import ReducerKit
import ReducerKitTesting
import Testing

/// swift-dependencies' `DependencyClientTests` and `DependencyEndpointTests` (an endpoint left
/// unimplemented fails the test with "Unimplemented: 'Client.endpoint'"), translated to a
/// feature under a TestStore, as a TCA user meets them.
@Suite("TCA: an unimplemented @DependencyClient endpoint fails the test")
struct UnimplementedEndpointTests {
  @Test("DependencyClientTests.testUnimplementedEndpoint: a throwing endpoint fails and throws")
  func throwingEndpointFails() {
    let failures = CollectedFailures()
    let store = TestStore(initialState: FactFeature.State(), reporter: failures.reporter) { FactFeature() }
    store.send(.fetch(3))
    store.receive(.failed("Unimplemented: 'FactClient.fetch'"))
    store.finish()
    #expect(failures.kinds == [.unimplementedEndpoint(endpoint: "FactClient.fetch")])
    #expect(failures.messages.first?.hasPrefix("Unimplemented: 'FactClient.fetch' was called.") == true)
    #expect(failures.lines == [#line - 5])
  }

  @Test(
    "DependencyClientTests.testUnimplementedWithNonThrowingEndpoint: the default is returned, and it fails")
  func endpointWithDefaultFails() {
    let failures = CollectedFailures()
    let store = TestStore(initialState: FactFeature.State(), reporter: failures.reporter) { FactFeature() }
    store.send(.count) { $0.count = 42 }
    store.finish()
    #expect(failures.kinds == [.unimplementedEndpoint(endpoint: "FactClient.count")])
  }

  @Test("DependencyEndpointTests.testUnimplemented: a Void endpoint called in an effect fails")
  func voidEndpointInEffectFails() {
    let failures = CollectedFailures()
    let store = TestStore(initialState: FactFeature.State(), reporter: failures.reporter) { FactFeature() }
    store.send(.log("hello"))
    store.finish()
    #expect(failures.kinds == [.unimplementedEndpoint(endpoint: "FactClient.log")])
  }

  @Test("An endpoint given an implementation in withDependencies does not fail")
  func implementedEndpointPasses() {
    let failures = CollectedFailures()
    let store = TestStore(initialState: FactFeature.State(), reporter: failures.reporter) {
      FactFeature()
    } withDependencies: {
      $0.fact.fetch = { "\($0) is a good number" }
      $0.fact.count = { 7 }
    }
    store.send(.fetch(3))
    store.receive(.loaded("3 is a good number")) { $0.fact = "3 is a good number" }
    store.send(.count) { $0.count = 7 }
    store.finish()
    #expect(failures.kinds == [])
  }

  @Test("An endpoint implemented between steps (store.dependencies) does not fail")
  func implementedBetweenStepsPasses() {
    let failures = CollectedFailures()
    let store = TestStore(initialState: FactFeature.State(), reporter: failures.reporter) { FactFeature() }
    store.dependencies.fact.count = { 5 }
    store.send(.count) { $0.count = 5 }
    store.finish()
    #expect(failures.kinds == [])
  }
}

@DependencyClient
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var count: @Sendable () -> Int = { 42 }
  var log: @Sendable (String) -> Void
}

extension FactClient: TestDependencyKey {
  static let testValue = FactClient()
}

extension DependencyValues {
  var fact: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

struct FactFeature: Reducer {
  struct State: Equatable {
    var fact: String?
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case fetch(Int)
    case loaded(String)
    case failed(String)
    case count
    case log(String)
  }

  @Dependency(\.fact) var fact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetch(let number):
        return .run { send in
          await send(.loaded(try await fact.fetch(number)))
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
      case .loaded(let text):
        state.fact = text
        return .none
      case .failed:
        return .none
      case .count:
        state.count = fact.count()
        return .none
      case .log(let message):
        return .run { _ in fact.log(message) }
      }
    }
  }
}

/// TestStore failures collected instead of failing the test, so that they can be checked.
private final class CollectedFailures: @unchecked Sendable {
  private(set) var failures: [TestFailure] = []

  var reporter: FailureReporter { FailureReporter { self.failures.append($0) } }
  var kinds: [TestFailure.Kind] { failures.map(\.kind) }
  var messages: [String] { failures.map(\.message) }
  var lines: [Int] { failures.map(\.location.line) }
}
