import ReducerKit

/// The `pullback` lesson's model, from the seed quiz: two counters mounted in one parent, plus a
/// logger that sees every action.
public enum Counters {
  public enum CounterAction: String, Equatable, Sendable, Codable, CaseIterable {
    case inc, dec
  }

  /// One counter: its whole state is an Int.
  public struct Counter: Reducer {
    public init() {}

    public func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
      switch action {
      case .inc: state += 1
      case .dec: state -= 1
      }
      return .none
    }
  }

  public struct State: Equatable, Sendable, Codable {
    public var left = 0
    public var right = 0
    public var seen = 0

    public init(left: Int = 0, right: Int = 0, seen: Int = 0) {
      self.left = left
      self.right = right
      self.seen = seen
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case left(CounterAction)
    case right(CounterAction)
    case clearLog
  }

  /// The logger: counts every action, including ones no counter cares about.
  public static var logger: Reduce<State, Action> {
    Reduce { state, _ in
      state.seen += 1
      return .none
    }
  }

  /// The seed's composition: left counter, right counter, then the logger.
  public struct App: Reducer {
    public init() {}

    public var body: some Reducer<State, Action> {
      Scope(state: \.left, action: CasePath(Action.left)) { Counter() }
      Scope(state: \.right, action: CasePath(Action.right)) { Counter() }
      logger
    }
  }
}
