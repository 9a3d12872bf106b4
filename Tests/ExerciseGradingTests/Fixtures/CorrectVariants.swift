import ExerciseGraders
import ExerciseSupport
import ReducerKit

// Right answers written differently from the reference solutions: the graders check behaviour,
// not spelling, so these must pass too. (Exercise 1's is the lesson's own `RowList()`.)

/// Exercise 2, with the screen's logic in a separate reducer and the `Action` case path spelled
/// as a closure pair.
struct StopwatchScreenWithClosures: Reducer {
  struct Screen: Reducer {
    func reduce(into state: inout StopwatchScreen.State, action: StopwatchScreen.Action) -> Effect<
      StopwatchScreen.Action
    > {
      if action == .open { state.stopwatch = Stopwatch.State() }
      if action == .close { state.stopwatch = nil }
      return .none
    }
  }

  var body: some Reducer<StopwatchScreen.State, StopwatchScreen.Action> {
    Screen()
      .ifLet(
        \.stopwatch,
        action: CasePath(
          embed: StopwatchScreen.Action.stopwatch,
          extract: { action in
            guard case .stopwatch(let child) = action else { return nil }
            return child
          })
      ) { Stopwatch() }
  }
}

/// Exercise 3, in the classic spelling: `pullback`s combined with the logger last.
struct CountersWithPullbacks: Reducer {
  var body: some Reducer<LoggedCounters.State, LoggedCounters.Action> {
    Reduce.combine(
      LoggedCounters.Counter().pullback(state: \.left, action: CasePath(LoggedCounters.Action.left)),
      LoggedCounters.Counter().pullback(state: \.right, action: CasePath(LoggedCounters.Action.right)),
      LoggedCounters.logger
    )
  }
}
