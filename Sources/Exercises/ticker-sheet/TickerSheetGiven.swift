import ReducerKit

/// The `presentation` exercise's child: a ticker that counts seconds once started, and can
/// close itself. Given; learners present it.
public struct Ticker: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var seconds: Int

    public init(seconds: Int = 0) { self.seconds = seconds }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// Starts a timer that sends `.tick` every second, for as long as the ticker is presented.
    case start
    case tick
    /// The ticker's own close button: it dismisses itself with `@Dependency(\.dismiss)`.
    case closeTapped
  }

  @Dependency(\.clock) var clock
  @Dependency(\.dismiss) var dismiss

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      let clock = self.clock
      return .run(name: "timer") { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    case .tick:
      state.seconds += 1
      return .none
    case .closeTapped:
      let dismiss = self.dismiss
      return .run(name: "close") { _ in await dismiss() }
    }
  }
}

/// The `presentation` exercise's parent: a screen that presents a ticker. The learner writes
/// its reducer (`TickerSheetExercise`); these types are fixed.
public enum TickerSheet {
  public struct State: Equatable, Sendable {
    /// The ticker while it is presented; `nil` while it is not.
    @Presents public var ticker: Ticker.State?
    /// How many times the screen saw the ticker dismissed.
    public var closed: Int

    public init(ticker: Ticker.State? = nil, closed: Int = 0) {
      self.ticker = ticker
      self.closed = closed
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable {
    /// Presents a fresh ticker, at 0 seconds.
    case open
    /// The ticker's actions, and its dismissal (`.ticker(.dismiss)`).
    case ticker(PresentationAction<Ticker.Action>)
  }
}
