/// Runs the reducers listed in its body in order, on the same state and action.
///
///     CombineReducers {
///       Scope(state: \.left, action: AppAction.cases.left) { Counter() }
///       logger
///     }
///
/// Order matters: a reducer listed after a child sees the child's new state; one listed before
/// it sees the old state.
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  let reducers: Reducers

  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

/// Two reducers run one after the other; their effects are merged.
public struct ReducerSequence<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  let first: First
  let second: Second

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let a = first.reduce(into: &state, action: action)
    let b = second.reduce(into: &state, action: action)
    return .merged(a, b)
  }
}

extension Reducer {
  /// Runs `other` after this reducer, on the same state and action.
  public func combined<Other: Reducer>(with other: Other) -> ReducerSequence<Self, Other>
  where Other.State == State, Other.Action == Action {
    ReducerSequence(first: self, second: other)
  }
}
