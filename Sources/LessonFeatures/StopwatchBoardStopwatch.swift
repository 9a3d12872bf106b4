import ReducerKit

extension StopwatchBoard {
  /// A row with a stopwatch. Its timer carries the constant cancel id `"timer"`, and that is
  /// safe: the library files the id under the row's own address.
  public struct Stopwatch: Reducer {
    public struct State: Equatable, Identifiable, Sendable, Codable {
      public let id: Int
      public var seconds: Int

      public init(id: Int, seconds: Int = 0) {
        self.id = id
        self.seconds = seconds
      }
    }

    @CasePathable
    public enum Action: Equatable, Sendable, Codable {
      case start
      case stop
      case tick
    }

    @Dependency(\.clock) var clock

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        let clock = self.clock
        return Effect.run(name: "stopwatch") { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: "timer", cancelInFlight: true)
      case .stop:
        return .cancel(id: "timer")
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}
