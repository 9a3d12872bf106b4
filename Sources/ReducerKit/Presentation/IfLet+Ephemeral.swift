extension Reducer {
  /// Presents optional ephemeral state with no reducer of its own, such as an alert held in a
  /// plain optional (`var alert: AlertState<Action.Alert>?`): its actions reach only the parent,
  /// and after any of them the state is set back to `nil` (TCA's closure-less `ifLet`).
  ///
  ///     Reduce { state, action in … }
  ///       .ifLet(\.alert, action: CasePath(Action.alert))
  public func ifLet<ChildState: EphemeralState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(state, action: action, fileID: fileID, line: line) { EmptyReducer() }
  }
}
