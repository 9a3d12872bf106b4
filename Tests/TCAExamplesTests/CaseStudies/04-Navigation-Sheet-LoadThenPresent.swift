import ReducerKit

// TCA's case study "Sheet: load, then present": the sheet's state is filled in only once a
// (simulated) load has finished, and presenting it is setting that state.
@Reducer
struct LoadThenPresent {
  @ObservableState
  struct State: Equatable {
    @Presents var counter: Counter.State?
    var isActivityIndicatorVisible = false
  }

  enum Action {
    case counter(PresentationAction<Counter.Action>)
    case counterButtonTapped
    case counterPresentationDelayCompleted
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none

      case .counterButtonTapped:
        state.isActivityIndicatorVisible = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.counterPresentationDelayCompleted)
        }

      case .counterPresentationDelayCompleted:
        state.isActivityIndicatorVisible = false
        state.counter = Counter.State()
        return .none
      }
    }
    .ifLet(\.$counter, action: \.counter) {
      Counter()
    }
  }
}
