extension Store {
  /// A store for a feature, as TCA makes one: its reducer in a trailing closure, and
  /// optionally the dependencies changed for it.
  ///
  ///     let store = Store(initialState: Counter.State()) {
  ///       Counter()
  ///     } withDependencies: {
  ///       $0.clock = VirtualClock()
  ///     }
  public convenience init<R: Reducer>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    self.init(initialState: initialState, reducer: reducer(), prepare: prepareDependencies)
  }

  /// Reads the state through `body`: `store.withState(\.count)`, as TCA's.
  public func withState<R>(_ body: (_ state: State) -> R) -> R { body(state) }

  /// A store of a child's state and actions: reads `state` from this store's state and sends
  /// `action`'s case into this store, as TCA's `scope(state:action:)`.
  ///
  ///     let left = store.scope(state: \.left, action: \.left)
  ///     left.send(.incrementButtonTapped)      // the store receives .left(.incrementButtonTapped)
  ///     left.count                              // through `ObservableState`
  ///
  /// Here the scoped store is a ``StoreProjection`` (TCA's is a `Store`): it has `send`, `state`,
  /// `withState`, `scope`, and keeps this store alive.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction> {
    projection.scope(state: state, action: action)
  }

  /// A store of optional child state, present only while the state is: `nil` when the child is
  /// `nil` now, otherwise a store whose state is never optional (TCA's optional `scope`, this
  /// library's ``StoreProjection/transpose()``).
  ///
  ///     if let child = store.scope(state: \.child, action: \.child) { child.send(.tap) }
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction>? {
    projection.scope(state: state, action: action)
  }

  /// A store of a presented child (`@Presents var destination`), present only while it is: its
  /// actions reach this store as `.presented(_)`, as TCA's
  /// `store.scope(state: \.destination, action: \.destination)`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentedAction<ChildAction>>
  ) -> StoreProjection<ChildState, ChildAction>? {
    projection.scope(state: state, action: action)
  }
}

extension Store where State: ObservableState {
  /// A field of the state, read now: `store.count` is `store.state.count` (TCA reads it through
  /// `@ObservableState`).
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}
