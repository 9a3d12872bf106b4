import ReducerKit

// TCA's case study "Effects basics": a delayed correction of a negative count, cancelled when
// the count is fixed by hand, and a number fact fetched from a dependency.
@Reducer
struct EffectsBasics {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isNumberFactRequestInFlight = false
    var numberFact: String?
  }

  enum Action {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(Result<String, any Error>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient
  private enum CancelID { case delay }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        guard state.count < 0 else { return .none }
        // Below zero, the count climbs back by one a second later.
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.decrementDelayResponse)
        }
        .cancellable(id: CancelID.delay)

      case .decrementDelayResponse:
        if state.count < 0 { state.count += 1 }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return state.count >= 0 ? .cancel(id: CancelID.delay) : .none

      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count] send in
          await send(.numberFactResponse(Result { try await self.factClient.fetch(count) }))
        }

      case .numberFactResponse(.success(let fact)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = fact
        return .none

      case .numberFactResponse(.failure):
        // A real app would say so, with an alert say.
        state.isNumberFactRequestInFlight = false
        return .none
      }
    }
  }
}
