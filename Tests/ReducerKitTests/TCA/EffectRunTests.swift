import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `EffectRunTests`, translated: `.run` with a throwing operation and a `catch:` handler.
@MainActor
@Suite("TCA EffectRunTests")
struct EffectRunTests {
  struct Failure: Error, Equatable {}

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case tapped, response }
    let effect: @Sendable () -> Effect<Action>
    var body: some Reducer<State, Action> {
      Reduce { _, action in
        switch action {
        case .tapped: return effect()
        case .response: return .none
        }
      }
    }
  }

  @Test("testRun: a throwing operation that does not throw sends its action")
  func testRun() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature { .run { send in await send(.response) } }
    }
    await store.send(.tapped)
    await store.receive(.response)
  }

  @Test("testRunCatch: a thrown error goes to catch:, which can send")
  func testRunCatch() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature {
        .run { _ in
          throw Failure()
        } catch: { error, send in
          #expect(error as? Failure == Failure())
          await send(.response)
        }
      }
    }
    await store.send(.tapped)
    await store.receive(.response)
  }

  @Test("testRunUnhandledFailure: with no catch:, a thrown error is a runtime warning naming the run")
  func testRunUnhandledFailure() async {
    let log = WarningLog()
    let store = TestStore(initialState: Feature.State()) {
      Feature { .run { _ in throw Failure() } }
    } withDependencies: {
      $0.warnings = log.handler
    }
    await store.send(.tapped)
    #expect(log.kinds == [.unhandledEffectError(error: "Failure()")])
    #expect(log.warnings.first?.operatorName == "Effect.run")
    #expect(log.warnings.first?.fileID.hasSuffix("EffectRunTests.swift") == true)
  }

  @Test("testRunCancellation: an operation cancelled from inside ends quietly, sending nothing")
  func testRunCancellation() async {
    let log = WarningLog()
    let store = TestStore(initialState: Feature.State()) {
      Feature {
        .run { send in
          withUnsafeCurrentTask { $0?.cancel() }
          try Task.checkCancellation()
          await send(.response)
        }
      }
    } withDependencies: {
      $0.warnings = log.handler
    }
    await store.send(.tapped)
    #expect(log.warnings.isEmpty)
  }

  @Test("testRunCancellationCatch: a cancelled operation does not reach catch:")
  func testRunCancellationCatch() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature {
        .run { send in
          withUnsafeCurrentTask { $0?.cancel() }
          try Task.checkCancellation()
          await send(.response)
        } catch: { _, send in
          await send(.response)
        }
      }
    }
    await store.send(.tapped)
  }

  @Test("A sleep on the continuous clock, cancelled by the test's end, is not an unhandled error")
  func sleepCancelledQuietly() async {
    let log = WarningLog()
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature {
        .run { send in
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(1))
          await send(.response)
        }
      }
    } withDependencies: {
      $0.continuousClock = clock
      $0.warnings = log.handler
    }
    let task = await store.send(.tapped)
    await task.cancel()
    #expect(log.warnings.isEmpty)
    await store.finish()
  }

  @Test("A throwing run with the lessons' own hint: try await clock.sleep(for:) then send")
  func lessonsHintCompiles() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature {
        .run { send in
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(1))
          await send(.response)
        }
      }
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.response)
  }
}
