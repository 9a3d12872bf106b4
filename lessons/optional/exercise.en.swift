// Exercise stopwatch (lesson optional). Replace the `// TODO` lines, then check your work:
//
//     tutor exercise check stopwatch     (or `:check` in the lesson, or `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// `ifLet`: an optional child whose timer stops when it is closed.
///
/// `Stopwatch` (`Sources/Exercises/stopwatch/StopwatchGiven.swift`) counts seconds once sent
/// `.start`: a timer sends it `.tick` every second. `StopwatchScreen.State` holds it as an optional
/// — `stopwatch` is `nil` while it is closed. Those types are given; write the screen's `body`:
///
/// 1. `.open` shows a fresh stopwatch: `state.stopwatch = Stopwatch.State()`.
/// 2. `.close` takes it away: `state.stopwatch = nil`.
/// 3. `.stopwatch(…)` actions change nothing in the screen itself.
/// 4. Lift `Stopwatch` onto the optional with
///    `.ifLet(\.stopwatch, action: \.stopwatch) { Stopwatch() }`: it runs the
///    stopwatch only while it is there and, when it goes away, cancels its timer. Unwrapping
///    the optional by hand runs the stopwatch too, but nothing then stops its timer.
///
/// The grader (`StopwatchGrader`, `Sources/Exercises/stopwatch/StopwatchGrader.swift`) opens the
/// stopwatch, starts it, lets some seconds pass (one to four: each check picks), closes it, lets
/// more pass (no tick may come), opens it again (fresh, and not ticking), closes it, and ends the test: no timer may
/// still be running.
///
/// Keep the name `StopwatchExercise`, `init()` and the `State` and `Action` types: the
/// grader uses them.
@Reducer
struct StopwatchExercise {
  typealias State = StopwatchScreen.State
  typealias Action = StopwatchScreen.Action

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        // TODO: show a fresh stopwatch.
        return .none
      case .close:
        // TODO: take the stopwatch away.
        return .none
      case .stopwatch:
        return .none
      }
    }
    // TODO: lift Stopwatch onto the optional, after the Reduce: .ifLet(…) { Stopwatch() }
  }
}
