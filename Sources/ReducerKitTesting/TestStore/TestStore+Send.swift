extension TestStore {
  /// Sends an action and checks the state it leaves.
  ///
  ///     store.send(.left(.inc)) { $0.left = 1 }
  ///
  /// - Parameters:
  ///   - assert: changes a copy of the state before the action into what you expect after it.
  ///     Leave it out when the action should not change the state.
  public func send(
    _ action: Action,
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID, filePath, line, column)
    if !receivedActions.isEmpty {
      if exhaustivity == .on {
        fail(
          .sentBeforeReceiving(
            action: actionDump(action), pending: receivedActions.map { actionDump($0.action.action) }),
          at: location)
      }
      skipReceivedActions()
    }
    currentLocation = location
    stateAfterSend = nil
    core.send(action)
    let actual = stateAfterSend ?? core.state
    check(actual: actual, after: actionDump(action), assert: assert, at: location)
  }
}
