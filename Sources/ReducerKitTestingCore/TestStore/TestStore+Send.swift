extension TestStore {
  /// Sends an action and checks the state it leaves.
  ///
  ///     store.send(.left(.inc)) { $0.left = 1 }
  ///
  /// In an exhaustive test, sending while actions from effects wait to be received is a failure
  /// ("must handle them first"), but those actions stay queued: the next ``receive(_:assert:fileID:filePath:line:column:)``
  /// can still assert them. With ``Exhaustivity/off`` they are skipped.
  ///
  /// - Parameters:
  ///   - assert: changes a copy of the state before the action into what you expect after it.
  ///     Leave it out when the action should not change the state.
  public func send(
    _ action: Action,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID, filePath, line, column)
    if dismissal.isDismissed {
      fail(.sentToDismissedStore(action: actionDump(action)), at: location)
      return
    }
    var sentPastQueue = false
    if !receivedActions.isEmpty {
      if isExhaustive {
        // As TCA does: the failure is reported, and the actions stay queued, so that the next
        // `receive` can still assert them. This send is judged from the state they left.
        fail(
          .sentBeforeReceiving(
            action: actionDump(action), pending: receivedActions.map { actionDump($0.action.action) }),
          at: location)
        sentPastQueue = true
        outOfOrder = true
      } else {
        skipReceivedActions()
      }
    }
    let before = lastProcessedState
    let beforeShared = lastProcessedShared
    currentLocation = location
    stateAfterSend = nil
    sharedAfterSend = nil
    // The assertion gets stack ids from where the store's were before the action (as in TCA).
    let stackIDs = assert == nil ? nil : core.dependencies.stackElementID.copy()
    core.send(action)
    reportUnimplementedCalls(at: location)
    let actual = stateAfterSend ?? core.state
    let actualShared = sharedAfterSend ?? sharedLedger.snapshot()
    if sentPastQueue {
      assertedState = before
      assertedShared = beforeShared
    }
    check(
      actual: actual, actualShared: actualShared, after: actionDump(action), assert: assert,
      stackIDs: stackIDs, at: location)
    realignAfterOutOfOrder()
  }
}
