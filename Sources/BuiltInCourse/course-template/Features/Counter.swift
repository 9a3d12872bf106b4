import ReducerKit

/// The feature the lesson `counter` plays with: a number, three buttons.
/// A lesson names it with `sandbox: Counter`; its `State()` is where every step starts.
@Reducer
struct Counter {
  struct State: Codable, Equatable, Sendable {
    var count = 0
  }

  enum Action: Codable, Equatable, Sendable {
    case increment
    case decrement
    case reset
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      case .reset:
        state.count = 0
        return .none
      }
    }
  }
}
