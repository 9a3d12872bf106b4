import ReducerKit

/// A counter that ticks every second under the cancel id "timer" (the cancellation scenarios).
struct Ticker: Reducer {
  enum Action: Equatable, Sendable {
    case start
    case tick
    case stop
  }

  @Dependency(\.clock) var clock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      let clock = self.clock
      return .run(name: "timer") { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
      .cancellable(id: "timer", cancelInFlight: true)
    case .tick:
      state += 1
      return .none
    case .stop:
      return .cancel(id: "timer")
    }
  }
}

struct TwinsState: Equatable {
  var own = 0
  var left = 0
  var right = 0
}

enum TwinsAction: Equatable, Sendable {
  /// The parent's own ticker, run at the root scope.
  case own(Ticker.Action)
  case left(Ticker.Action)
  case right(Ticker.Action)
}

/// A parent with its own "timer" and two scoped children that use the same cancel id.
struct Twins: Reducer {
  var body: some Reducer<TwinsState, TwinsAction> {
    Scope(state: \.left, action: CasePath(TwinsAction.left)) { Ticker() }
    Scope(state: \.right, action: CasePath(TwinsAction.right)) { Ticker() }
    Reduce { state, action in
      guard case .own(let action) = action else { return .none }
      return Ticker().reduce(into: &state.own, action: action).map(TwinsAction.own)
    }
  }
}
