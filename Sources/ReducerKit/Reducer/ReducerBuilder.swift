/// Builds a reducer from a list of reducers, run top to bottom.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }

  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(accumulated: R0, next: R1)
    -> ReducerSequence<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    ReducerSequence(first: accumulated, second: next)
  }

  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  public static func buildOptional<R: Reducer>(_ reducer: R?) -> OptionalReducer<R>
  where R.State == State, R.Action == Action { OptionalReducer(wrapped: reducer) }

  public static func buildEither<F: Reducer, S: Reducer>(first: F) -> EitherReducer<F, S>
  where F.State == State, F.Action == Action, S.State == State, S.Action == Action { .first(first) }

  public static func buildEither<F: Reducer, S: Reducer>(second: S) -> EitherReducer<F, S>
  where F.State == State, F.Action == Action, S.State == State, S.Action == Action { .second(second) }
}

/// A reducer that may be absent (an `if` without `else` in a reducer body).
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  let wrapped: Wrapped?

  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// One of two reducers (an `if`/`else` in a reducer body).
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }
}
