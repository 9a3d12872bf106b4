// `scope(_:action:)`: the store's scoping without the `state:` label, as TCA's examples write it
// since TCA added the unlabeled spelling (the labeled one stays). Each forwards to its labeled
// overload.

extension Store {
  /// A store of a child's state and actions: `store.scope(\.left, action: \.left)`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// A store of optional child state, `nil` while the child is (``StoreProjection/transpose()``).
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }

  /// A store of a presented child, its actions arriving as `.presented(_)`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentedAction<ChildAction>>
  ) -> StoreProjection<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }
}

extension StoreProjection {
  /// A store of a child's state and actions: `child.scope(\.row, action: \.row)`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// A store of optional child state, `nil` while the child is (``transpose()``).
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }

  /// A store of a presented child, its actions arriving as `.presented(_)`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentedAction<ChildAction>>
  ) -> StoreProjection<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }
}
