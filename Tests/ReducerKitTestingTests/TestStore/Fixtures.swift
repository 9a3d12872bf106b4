import ReducerKitTesting

/// A small feature whose actions exercise every kind of effect a test can meet.
struct Echo: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case increment
    case noop
    case ping
    case pong
    case startForever
    case stopForever
    case delayed
    case done
    case b1, b2, b3, c1, c2, c3
    case startChain
  }

  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .noop:
      return .none
    case .ping:
      return .send(.pong)
    case .pong:
      state.log.append("pong")
      return .none
    case .startForever:
      let clock = self.clock
      return .run(name: "forever") { _ in
        for await _ in clock.timer(interval: .seconds(60)) {}
      }
      .cancellable(id: "forever")
    case .stopForever:
      return .cancel(id: "forever")
    case .delayed:
      let clock = self.clock
      return .run { send in
        try? await clock.sleep(for: .seconds(1))
        await send(.done)
      }
    case .done:
      state.log.append("done")
      return .none
    case .startChain:
      let clock = self.clock
      return .run { send in
        try? await clock.sleep(for: .seconds(1))
        await send(.b1)
        await send(.c1)
      }
    case .b1:
      state.log.append("b1")
      return .run { send in
        await send(.b2)
        await send(.b3)
      }
    case .c1:
      state.log.append("c1")
      return .merge(.send(.c2), .send(.c3))
    case .b2, .b3, .c2, .c3:
      state.log.append("\(action)")
      return .none
    }
  }
}
