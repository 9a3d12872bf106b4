import ReducerKit

// TCA's case study "Two counters": one feature embedded twice with `Scope`, written without
// the `state:` label as TCA's examples now write it.
@Reducer
struct TwoCounters {
  @ObservableState
  struct State: Equatable {
    var counter1 = Counter.State()
    var counter2 = Counter.State()
  }

  enum Action {
    case counter1(Counter.Action)
    case counter2(Counter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(\.counter1, action: \.counter1) {
      Counter()
    }
    Scope(\.counter2, action: \.counter2) {
      Counter()
    }
  }
}
