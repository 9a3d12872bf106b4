import ReducerKitTesting
import Testing

@MainActor
struct TimersTests {
  @Test
  func basics() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(3))
    for seconds in 2...4 {
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = seconds
      }
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
  }

  @Test
  func disappearingStopsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await store.send(.onDisappear)
    await clock.advance(by: .seconds(5))
  }
}
