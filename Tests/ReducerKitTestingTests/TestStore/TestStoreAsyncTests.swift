import ReducerKit
import ReducerKitTesting
import Testing

/// A small feature for TCA's TestStore behaviours: a counter, a timer, a delayed response and a
/// close button that dismisses the feature itself.
struct Clicker: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }
  enum Action: Equatable {
    case increment, startTimer, tick, load, loaded(Int), close, fail
  }
  struct Boom: Error {}
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.count += 1
        return .none
      case .load:
        return .run { send in
          await send(.loaded(1))
          await send(.loaded(2))
        }
      case .loaded(let n):
        state.log.append("loaded \(n)")
        return .none
      case .close:
        return .run { _ in await dismiss() }
      case .fail:
        return .none
      }
    }
  }
}

/// TCA's `TestStoreTests`, translated: the asynchronous API in a `@MainActor` suite, as TCA users
/// write their tests.
@MainActor
@Suite("TCA TestStoreTests")
struct TestStoreAsyncTests {
  let log = FailureLog()

  func makeStore(_ clock: TestClock = TestClock()) -> TestStore<Clicker.State, Clicker.Action> {
    TestStore(initialState: Clicker.State(), reporter: log.reporter) {
      Clicker()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("testAsync: await send, await receive and await finish pass a correct test")
  func asyncHappyPath() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    await store.send(.load)
    await store.receive(.loaded(1)) { $0.log = ["loaded 1"] }
    await store.receive(.loaded(2)) { $0.log = ["loaded 1", "loaded 2"] }
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test(
    "testStateAccess: store.state is the state as last asserted; inside a closure, the one before the action")
  func stateAccess() async {
    let store = makeStore()
    await store.send(.increment) { state in
      #expect(store.state.count == 0)
      state.count = 1
    }
    #expect(store.state.count == 1)
    await store.send(.load)
    #expect(store.state.log == [])  // received, not yet asserted
    #expect(store.currentState.log == ["loaded 1", "loaded 2"])
    await store.receive(.loaded(1)) { state in
      #expect(store.state.log == [])
      state.log = ["loaded 1"]
    }
    #expect(store.state.log == ["loaded 1"])
    await store.skipReceivedActions()
    #expect(store.state.log == ["loaded 1", "loaded 2"])
  }

  @Test("testFinishWithRunningEffect: await finish() fails for an effect still in flight")
  func finishFailsForRunningEffect() async {
    let store = makeStore()
    await store.send(.startTimer)
    await store.finish()
    #expect(log.failures.map(\.kind.name) == ["effectStillRunning"])
  }

  @Test("testSkipInFlightEffects: skipped effects do not fail the end of the test")
  func skipInFlight() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.count = 1 }
    await store.skipInFlightEffects()
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("testTaskFinish: TestStoreTask.finish() fails while its effects still run, passes once cancelled")
  func taskFinish() async {
    let store = makeStore()
    let task = await store.send(.startTimer)
    await task.finish()
    #expect(log.failures.map(\.kind.name) == ["taskStillRunning"])
    await task.cancel()
    await task.finish()
    #expect(log.failures.count == 1)
    await store.finish()
  }

  @Test("testThrowingAssertion: an error thrown by an assertion closure is reported, not crashed on")
  func throwingAssertion() async {
    struct Oops: Error {}
    let store = makeStore()
    await store.send(.increment) { _ in throw Oops() }
    #expect(log.failures.map(\.kind.name) == ["assertionThrew"])
    #expect(store.state.count == 1)
  }

  @Test("testDismissedStore: after the feature dismisses itself, sending to the store fails")
  func dismissedStore() async {
    let store = makeStore()
    await store.send(.close)
    await store.send(.increment)
    #expect(log.failures.map(\.kind.name) == ["sentToDismissedStore"])
  }

  @Test("A feature that dismissed itself leaves its effects in flight unreported (TCA skips them)")
  func dismissedStoreSkipsEffectsInFlight() async {
    let store = makeStore()
    await store.send(.startTimer)
    await store.send(.close)
    #expect(store.isDismissed)
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("store.assert { } stating the state as it already is passes (TCA skips that failure)")
  func assertWithoutChange() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    store.assert { $0.count = 1 }
    #expect(log.failures.isEmpty)
    await store.send(.increment) { $0.count = 1 }
    #expect(log.failures.map(\.kind.name) == ["stateMismatch"])
  }

  @Test("withExhaustivity(.off) loosens the steps inside it, then restores the store's own")
  func withExhaustivityOff() async {
    let store = makeStore()
    await store.withExhaustivity(.off) {
      await store.send(.increment)
    }
    #expect(store.exhaustivity == .on)
    #expect(log.failures.isEmpty)
    await store.send(.increment)
    #expect(log.failures.map(\.kind.name) == ["unexpectedStateChange"])
  }

  @Test("The synchronous API still works beside the asynchronous one")
  func syncStillWorks() {
    let store = TestStore(initialState: Clicker.State(), reducer: Clicker(), reporter: log.reporter)
    store.send(.increment) { $0.count = 1 }
    store.finish()
    #expect(log.failures.isEmpty)
  }
}

/// TCA's `TestStoreNonExhaustiveTests`, translated.
@MainActor
@Suite("TCA TestStoreNonExhaustiveTests")
struct TestStoreNonExhaustiveTests {
  let log = FailureLog()

  func makeStore() -> TestStore<Clicker.State, Clicker.Action> {
    let store = TestStore(initialState: Clicker.State(), reporter: log.reporter) { Clicker() }
    store.exhaustivity = .off
    return store
  }

  @Test("testSkipUnassertedChanges: only what an assertion states must hold")
  func partialAssertions() async {
    let store = makeStore()
    await store.send(.increment)
    await store.send(.increment) { $0.count = 2 }
    await store.send(.load)
    await store.receive(.loaded(2)) { $0.log = ["loaded 1", "loaded 2"] }
    await store.finish()
    #expect(log.failures.isEmpty)
  }

  @Test("testReceiveNoMatch: a receive that finds no match fails once and leaves the queue alone")
  func receiveNoMatch() async {
    let store = makeStore()
    await store.send(.load)
    await store.receive(.tick)
    #expect(log.failures.map(\.kind.name) == ["nothingReceived"])
    await store.receive(.loaded(1)) { $0.log = ["loaded 1"] }
    await store.receive(.loaded(2)) { $0.log = ["loaded 1", "loaded 2"] }
    #expect(log.failures.count == 1)
  }

  @Test("testAssert: store.assert { } checks state changed by unasserted actions")
  func assertClosure() async {
    let store = makeStore()
    await store.send(.load)
    await store.skipReceivedActions()
    store.assert { $0.log = ["loaded 1", "loaded 2"] }
    #expect(log.failures.isEmpty)
    store.assert { $0.count = 5 }
    #expect(log.failures.map(\.kind.name) == ["stateMismatch"])
  }

  @Test("The closure of a non-exhaustive step sees the state after it (as TCA runs it)")
  func closureSeesTheActualState() async {
    let store = makeStore()
    await store.send(.increment)
    var seen: [Int] = []
    await store.send(.increment) { seen.append($0.count) }
    #expect(seen == [2])
    #expect(log.failures.isEmpty)
  }

  @Test("testShowSkippedAssertions: .off(showSkippedAssertions: true) is non-exhaustive too")
  func showSkipped() async {
    let store = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.increment)
    await store.send(.load)
    await store.finish()
    #expect(log.failures.isEmpty)
  }
}

extension TestFailure.Kind {
  /// The case's name, for comparing failures without their text.
  var name: String { String(String(describing: self).prefix { $0 != "(" }) }
}
