import ReducerKit

/// The stopwatch exercise's child: a stopwatch that counts seconds once started. Given; learners
/// lift it.
public struct Stopwatch: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var seconds: Int

    public init(seconds: Int = 0) { self.seconds = seconds }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// Starts a timer that sends `.tick` every second, for as long as the stopwatch exists.
    case start
    case tick
  }

  @Dependency(\.clock) var clock

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
    }
  }
}

/// The stopwatch exercise's parent: a screen that opens and closes a stopwatch. The learner
/// writes its reducer (`StopwatchExercise`); these types are fixed.
public enum StopwatchScreen {
  public struct State: Equatable, Sendable, Codable {
    /// The stopwatch while it is open; `nil` while it is closed.
    public var stopwatch: Stopwatch.State?

    public init(stopwatch: Stopwatch.State? = nil) { self.stopwatch = stopwatch }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// Shows a fresh stopwatch, at 0 seconds.
    case open
    /// Takes the stopwatch away.
    case close
    /// An action for the stopwatch, while it is open.
    case stopwatch(Stopwatch.Action)
  }
}
