import ExerciseSupport
import ReducerKit

// Known-wrong answers to ticker-sheet (presentation). The grader must fail each, for its own
// reason.

/// Presents and dismisses the ticker, but runs it by unwrapping the optional by hand instead
/// of with `ifLet`: nothing cancels its timer, and its `dismiss()` reaches nobody.
struct TickerSheetUnwrapsByHand: Reducer {
  func reduce(into state: inout TickerSheet.State, action: TickerSheet.Action) -> Effect<
    TickerSheet.Action
  > {
    switch action {
    case .open:
      state.ticker = Ticker.State()
      return .none
    case .ticker(.dismiss):
      state.closed += 1
      state.ticker = nil
      return .none
    case .ticker(.presented(let childAction)):
      guard var child = state.ticker else { return .none }
      let effect = Ticker().reduce(into: &child, action: childAction)
      state.ticker = child
      return effect.map { TickerSheet.Action.ticker(.presented($0)) }
    }
  }
}

/// Never lifts the ticker: presenting works, but it never ticks.
struct TickerSheetNeverLifts: Reducer {
  func reduce(into state: inout TickerSheet.State, action: TickerSheet.Action) -> Effect<
    TickerSheet.Action
  > {
    switch action {
    case .open:
      state.ticker = Ticker.State()
      return .none
    case .ticker(.dismiss):
      state.closed += 1
      state.ticker = nil
      return .none
    case .ticker(.presented):
      return .none
    }
  }
}

/// Lifts the ticker right, but the screen never counts a dismissal.
struct TickerSheetDoesNotCount: Reducer {
  var body: some Reducer<TickerSheet.State, TickerSheet.Action> {
    Reduce { state, action in
      if case .open = action { state.ticker = Ticker.State() }
      return .none
    }
    .ifLet(\.$ticker, action: CasePath(TickerSheet.Action.ticker)) { Ticker() }
  }
}
