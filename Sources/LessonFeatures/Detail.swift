import ReducerKit

/// The `optional` lesson's child: a detail sheet with a timer that ticks every second once
/// started. It knows nothing about being presented.
public struct Detail: Reducer {
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
    /// Starts a timer that sends `.tick` every second, for as long as the sheet is there.
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
