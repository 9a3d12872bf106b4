extension StoreProjection {
  /// Reads the state through `body`: `child.withState(\.count)`.
  public func withState<R>(_ body: (_ state: State) -> R) -> R { body(state) }

  /// A store of part of this one, as ``Store/scope(state:action:)-(KeyPath<State,ChildState>,_)``.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction> {
    let embed = resolvedCasePath(action).embedValue
    return projection(state: state, action: embed)
  }

  /// A store of optional child state: `nil` while the child is `nil` (``transpose()``).
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> StoreProjection<ChildState, ChildAction>? {
    let embed = resolvedCasePath(action).embedValue
    return projection(state: state, action: embed).transpose()
  }

  /// A store of a presented child: its actions arrive as `.presented(_)`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentedAction<ChildAction>>
  ) -> StoreProjection<ChildState, ChildAction>? {
    let embed = resolvedCasePath(action).embedValue
    return projection(state: state, action: { embed(.presented($0)) }).transpose()
  }
}

extension StoreProjection where State: ObservableState {
  /// A field of the state, read now: `child.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}
