/// A reducer written as a closure.
///
///     let logger = Reduce<AppState, AppAction> { state, _ in
///       state.seen += 1
///       return .none
///     }
public struct Reduce<State, Action: Sendable>: Reducer {
  @usableFromInline let run: (inout State, Action) -> Effect<Action>

  @inlinable
  public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.run = reduce
  }

  /// Wraps any reducer of the same shape.
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.run = { state, action in reducer.reduce(into: &state, action: action) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }

  /// Runs several reducers one after the other on the same state and action, in the order
  /// given, and merges their effects.
  ///
  ///     let app = Reduce.combine(leftCounter, rightCounter, logger)
  public static func combine(_ reducers: any Reducer<State, Action>...) -> Reduce {
    combine(reducers)
  }

  /// Runs several reducers one after the other, in the order given, and merges their effects.
  public static func combine(_ reducers: [any Reducer<State, Action>]) -> Reduce {
    Reduce { state, action in
      .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }
  }
}
