extension Reducer {
  /// Runs `child` on one case of this reducer's enum state while it is in that case, before this
  /// reducer, cancelling its effects when the state leaves the case, as TCA writes it:
  /// `.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }`. See ``IfCaseLetReducer``.
  public func ifCaseLet<CaseState, CaseAction: Sendable, Child: Reducer>(
    _ state: @escaping @autoclosure () -> CaseKeyPath<State, CaseState>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, CaseAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child
  ) -> IfCaseLetReducer<Self, Child> where Child.State == CaseState, Child.Action == CaseAction {
    ifCaseLet(
      CasePath(atCallSite: state, operatorName: "ifCaseLet", fileID: fileID, line: line),
      action: CasePath(atCallSite: action, operatorName: "ifCaseLet", fileID: fileID, line: line),
      fileID: fileID, line: line, then: child)
  }
}
