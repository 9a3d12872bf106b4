import ReducerKit

/// The `basics` lesson's model: a counter whose `.incrementLater` asks the store for work — wait
/// one second on the clock, then send `.increment` back — which `.cancelLater` can call off.
public struct Basics: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var count: Int

    public init(count: Int = 0) { self.count = count }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case increment
    case decrement
    /// Changes nothing now; its effect sends `.increment` one second later.
    case incrementLater
    /// Cancels every later increment still waiting.
    case cancelLater
  }

  @Dependency(\.clock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .incrementLater:
      let clock = self.clock
      return .run(name: "later") { send in
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          return
        }
        await send(.increment)
      }
      .cancellable(id: "later")
    case .cancelLater:
      return .cancel(id: "later")
    }
  }
}
