// Exercise ticker-sheet (lesson presentation). Replace the `// TODO` lines, then check your work:
//
//     tutor exercise check ticker-sheet     (or `:check` in the lesson, or `tutor exercise watch`)

import ExerciseSupport
import ReducerKit

/// The presentation reducer: a `@Presents` child, dismissed by the parent or by itself.
///
/// `Ticker` (`Sources/Exercises/ticker-sheet/TickerSheetGiven.swift`) counts seconds once sent
/// `.start`, and on `.closeTapped` dismisses itself (`@Dependency(\.dismiss)`). `TickerSheet.State`
/// holds it as `@Presents var ticker: Ticker.State?`; its actions come as
/// `.ticker(PresentationAction<Ticker.Action>)`: `.ticker(.presented(.tick))` for the ticker,
/// `.ticker(.dismiss)` to dismiss it. Those types are given; write the screen's `body`:
///
/// 1. `.open` presents a fresh ticker: `state.ticker = Ticker.State()`.
/// 2. `.ticker(.dismiss)` — from the parent, or sent by the ticker's own `dismiss()` — counts
///    the dismissal: `state.closed += 1`. The lift then sets `ticker` to `nil` for you.
/// 3. `.ticker(.presented(…))` changes nothing in the screen itself.
/// 4. Lift `Ticker` with `.ifLet(\.$ticker, action: \.ticker) { Ticker() }` (the
///    `$`: the lift needs the wrapper `@Presents` keeps): it runs the ticker only while it is
///    presented, turns its `dismiss()` into `.ticker(.dismiss)`, and cancels its timer when it
///    is dismissed.
///
/// The grader (`TickerSheetGrader`, `Sources/Exercises/ticker-sheet/TickerSheetGrader.swift`)
/// presents the ticker, starts it, lets one to three seconds pass, dismisses it (no tick may come); presents it
/// again, starts it, and taps its close button: `.ticker(.dismiss)` must come back, and no tick
/// after it; at the end no timer may still be running.
///
/// Keep the name `TickerSheetExercise`, `init()` and the `State` and `Action` types: the grader
/// uses them.
@Reducer
struct TickerSheetExercise {
  typealias State = TickerSheet.State
  typealias Action = TickerSheet.Action

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        // TODO: present a fresh ticker.
        return .none
      case .ticker(.dismiss):
        // TODO: count the dismissal in `state.closed`.
        return .none
      case .ticker(.presented):
        return .none
      }
    }
    // TODO: lift Ticker onto the presented child, after the Reduce: .ifLet(\.$ticker, …) { Ticker() }
  }
}
