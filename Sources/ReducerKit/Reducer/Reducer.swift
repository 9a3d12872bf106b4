/// A feature's logic: how an action changes state, and what work follows.
///
/// Write `reduce(into:action:)` directly, or compose other reducers in `body`:
///
///     struct Counter: Reducer {
///       func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
///         switch action {
///         case .inc: state += 1
///         case .dec: state -= 1
///         }
///         return .none
///       }
///     }
///
///     struct App: Reducer {
///       var body: some Reducer<AppState, AppAction> {
///         Scope(state: \.left, action: AppAction.cases.left) { Counter() }
///         Scope(state: \.right, action: AppAction.cases.right) { Counter() }
///         Reduce { state, _ in state.seen += 1; return .none }
///       }
///     }
public protocol Reducer<State, Action>: SendableMetatype {
  associatedtype State
  associatedtype Action: Sendable
  associatedtype Body

  /// Changes `state` for `action` and returns the work to do next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order (see ``ReducerBuilder``).
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Never {
    fatalError("'\(Self.self)' has no body: it implements reduce(into:action:) directly.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a body reduces by running its body.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
