extension Reducer {
  /// Presents an enum of features made by `@Reducer enum` without naming its reducer: the
  /// state's type knows it (``CaseReducerState``).
  ///
  ///     .ifLet(\.$destination, action: CasePath(Action.destination))
  public func ifLet<ChildState: CaseReducerState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, Presented<ChildState>> & Sendable,
    action: CasePath<Action, PresentedAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, ChildState.StateReducer.Body>
  where ChildState.StateReducer.Action == ChildAction {
    PresentationReducer(
      parent: self, child: ChildState.StateReducer.body, state: state, action: action, fileID: "\(fileID)",
      line: line)
  }
}

extension Reducer {
  /// Runs an enum of features made by `@Reducer enum` on plain optional state, without naming
  /// its reducer.
  ///
  ///     .ifLet(\.destination, action: CasePath(Action.destination))
  public func ifLet<ChildState: CaseReducerState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfLetReducer<Self, ChildState.StateReducer.Body> where ChildState.StateReducer.Action == ChildAction {
    IfLetReducer(
      parent: self, child: ChildState.StateReducer.body, state: state, action: action,
      name: propertyName(of: state), fileID: "\(fileID)", line: line)
  }
}
