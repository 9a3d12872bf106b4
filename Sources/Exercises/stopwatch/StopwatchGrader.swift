import ExerciseSupport
import ReducerKitTestingCore

// stopwatch (optional): an `ifLet` child whose timer stops when it is closed.

/// The entry the grader's `main` calls on the learner's `StopwatchExercise`.
public func checkStopwatch<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == StopwatchScreen.State, R.Action == StopwatchScreen.Action { StopwatchGrader.check(reducer) }

/// Grades a screen that opens and closes a stopwatch.
public enum StopwatchGrader: DiagnosingGrader {
  public typealias State = StopwatchScreen.State
  public typealias Action = StopwatchScreen.Action

  /// The scenario: open, start, tick, close (no more ticks), open again (fresh, not ticking).
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: StopwatchScreen.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.stopwatch.step.open")
      store.send(.open) { $0.stopwatch = Stopwatch.State() }
      scenario.step("exercise.stopwatch.step.tick")
      store.send(.stopwatch(.start))
      let ticks = scenario.pick(1...4)
      store.advance(by: .seconds(ticks))
      for second in 1...ticks { store.receive(.stopwatch(.tick)) { $0.stopwatch?.seconds = second } }
      scenario.step("exercise.stopwatch.step.close")
      store.send(.close) { $0.stopwatch = nil }
      store.advance(by: .seconds(scenario.pick(1...3)))
      scenario.step("exercise.stopwatch.step.reopen")
      store.send(.open) { $0.stopwatch = Stopwatch.State() }
      store.advance(by: .seconds(scenario.pick(1...3)))
      store.send(.close) { $0.stopwatch = nil }
    }
  }

  /// What the failures of ``grade(_:)`` point to.
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    if failures.contains(where: { $0.isStateFailure(for: ".open") }) { found.append(.stopwatchNotOpened) }
    if failures.contains(where: { $0.isNothingReceived(expecting: ".stopwatch(.tick)") }) {
      found.append(.stopwatchNotLifted)
    }
    if failures.contains(where: { $0.isStateFailure(for: ".close") }) { found.append(.stopwatchNotClosed) }
    // After the first tick, any tick that comes back is one too many; so is a timer left running.
    if failures.contains(where: { $0.pendingActions.contains(".stopwatch(.tick)") || $0.runningEffect != nil }
    ) {
      found.append(.closedStopwatchStillRunning)
    }
    return found
  }
}
