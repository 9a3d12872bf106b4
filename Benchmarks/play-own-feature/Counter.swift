import ReducerKit

@Reducer
struct Counter {
  @ObservableState
  struct State: Codable, Equatable {
    var count = 0
  }

  enum Action: Codable, Equatable {
    case increment
    case decrement
    case setCount(Int)
    case incrementLater
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      case .setCount(let value):
        state.count = value
        return .none
      case .incrementLater:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.increment)
        }
      }
    }
  }
}
