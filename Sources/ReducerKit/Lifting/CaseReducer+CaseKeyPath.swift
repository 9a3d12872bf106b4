extension Reducer {
  /// Presents an enum of features made by `@Reducer enum` without naming its reducer, as TCA
  /// writes it: `.ifLet(\.$destination, action: \.destination)`.
  public func ifLet<ChildState: CaseReducerState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, Presented<ChildState>> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, PresentedAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, ChildState.StateReducer.Body>
  where ChildState.StateReducer.Action == ChildAction {
    ifLet(
      state, action: CasePath(atCallSite: action, operatorName: "ifLet", fileID: fileID, line: line),
      fileID: fileID, line: line)
  }

  /// Runs an enum of features made by `@Reducer enum` on plain optional state, without naming
  /// its reducer: `.ifLet(\.destination, action: \.destination)`.
  public func ifLet<ChildState: CaseReducerState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfLetReducer<Self, ChildState.StateReducer.Body> where ChildState.StateReducer.Action == ChildAction {
    ifLet(
      state, action: CasePath(atCallSite: action, operatorName: "ifLet", fileID: fileID, line: line),
      fileID: fileID, line: line)
  }
}
