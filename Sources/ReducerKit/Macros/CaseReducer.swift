/// A reducer that is an enum of features (`@Reducer enum Destination { case detail(Detail) }`):
/// its `State` and `Action` are enums of the features' states and actions, and its static `body`
/// runs each case's reducer. `@Reducer` writes all three.
///
/// Because the reducer is known from the state's type (``CaseReducerState``), a lift of such
/// state needs no trailing closure.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // Restated so that the conformance takes `Body` from the static `body` (without this, the
  // `Body == Never` default of `Reducer` wins the inference and the conformance fails). The
  // default only silences the compiler's "better expressed as a where clause" warning.
  associatedtype Body: Reducer = EmptyReducer<State, Action>

  /// The reducer of every case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The static body: a case reducer needs no value of itself to run.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``, which names it.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
