import ReducerKit
import ReducerKitTesting
import Testing

/// TCA's `EffectCancellationTests`, translated to a feature under a TestStore.
@MainActor
@Suite("TCA EffectCancellationTests")
struct EffectCancellationTests {
  enum CancelID { case timer }

  struct Timer: Reducer {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, startAgain, stop, stopFromEffect, tick, nestedSend }
    @Dependency(\.continuousClock) var clock

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.timer)
        case .startAgain:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .stop:
          return .cancel(id: CancelID.timer)
        case .stopFromEffect:
          return .run { _ in await Task.cancel(id: CancelID.timer) }
        case .tick:
          state.ticks += 1
          return .none
        case .nestedSend:
          return Effect.send(.tick).cancellable(id: CancelID.timer).cancellable(id: CancelID.timer)
        }
      }
    }
  }

  func makeStore(_ clock: TestClock) -> TestStore<Timer.State, Timer.Action> {
    TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("testCancellation: .cancel(id:) stops a cancellable effect")
  func testCancellation() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stop)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("testCancelInFlight: cancelInFlight replaces the effect running under the id")
  func testCancelInFlight() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startAgain)
    await clock.advance(by: .milliseconds(500))
    await store.send(.startAgain)
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.finish()
  }

  @Test("testDoubleCancellation: an effect made cancellable twice with the same id still delivers")
  func testDoubleCancellation() async {
    let store = makeStore(TestClock())
    await store.send(.nestedSend)
    await store.receive(.tick) { $0.ticks = 1 }
  }

  @Test("Task.cancel(id:) inside an effect cancels the effects with that id")
  func taskCancelInsideEffect() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.start)
    await store.send(.stopFromEffect)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("TestStoreTask.cancel() cancels the effects its action started")
  func testStoreTaskCancel() async {
    let clock = TestClock()
    let store = makeStore(clock)
    let task = await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)
    await store.finish()
  }
}
