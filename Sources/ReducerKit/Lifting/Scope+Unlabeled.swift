extension Scope {
  /// ``Scope`` without the `state:` label, as TCA's examples write it since TCA added
  /// `Scope(_:action:)` (the labeled spelling stays):
  ///
  ///     Scope(\.counter1, action: \.counter1) { Counter() }
  public init<ChildState, ChildAction>(
    _ state: WritableKeyPath<ParentState, ChildState> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: state, action: action(), fileID: fileID, line: line, child: child)
  }

  /// ``Scope`` on one case of an enum parent state, without the `state:` label:
  ///
  ///     Scope(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  public init<ChildState, ChildAction>(
    _ state: @escaping @autoclosure () -> CaseKeyPath<ParentState, ChildState>,
    action: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.init(state: state(), action: action(), fileID: fileID, line: line, child: child)
  }
}
