import ExerciseGraders
import ExerciseSupport
import ReducerKit

// Known-wrong answers to exercise 2. The grader must fail each, for its own reason.

/// Lifts the stopwatch with `ifLet` but forgets to set it to nil on `.close`.
struct StopwatchScreenForgetsToClose: Reducer {
  var body: some Reducer<StopwatchScreen.State, StopwatchScreen.Action> {
    Reduce { state, action in
      switch action {
      case .open:
        state.stopwatch = Stopwatch.State()
        return .none
      case .close, .stopwatch:
        return .none
      }
    }
    .ifLet(\.stopwatch, action: CasePath(StopwatchScreen.Action.stopwatch)) { Stopwatch() }
  }
}

/// Closes the stopwatch, but runs it by unwrapping the optional by hand instead of with
/// `ifLet`: nothing cancels its timer, which goes on ticking after `.close` and into the next
/// stopwatch.
struct StopwatchScreenUnwrapsByHand: Reducer {
  func reduce(into state: inout StopwatchScreen.State, action: StopwatchScreen.Action) -> Effect<
    StopwatchScreen.Action
  > {
    switch action {
    case .open:
      state.stopwatch = Stopwatch.State()
      return .none
    case .close:
      state.stopwatch = nil
      return .none
    case .stopwatch(let childAction):
      guard var child = state.stopwatch else { return .none }
      let effect = Stopwatch().reduce(into: &child, action: childAction)
      state.stopwatch = child
      return effect.map(StopwatchScreen.Action.stopwatch)
    }
  }
}

/// Never lifts the stopwatch: opening and closing work, but it never runs.
struct StopwatchScreenNeverLifts: Reducer {
  var body: some Reducer<StopwatchScreen.State, StopwatchScreen.Action> {
    Reduce { state, action in
      switch action {
      case .open:
        state.stopwatch = Stopwatch.State()
        return .none
      case .close:
        state.stopwatch = nil
        return .none
      case .stopwatch:
        return .none
      }
    }
  }
}
