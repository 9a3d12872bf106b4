extension TestStore {
  /// Checks that the next action an effect sent back matches, and the state it left.
  ///
  ///     store.advance(by: .seconds(1))
  ///     store.receive(.rows(.element(id: 0, action: .tick))) { $0.rows[id: 0]?.seconds = 1 }
  public func receive(
    _ expected: Action,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Action: Equatable {
    receive(
      describing: actionDump(expected), matching: { $0 == expected }, expectedValue: expected,
      assert: assert, at: TestLocation(fileID, filePath, line, column))
  }

  /// Checks that the next action an effect sent back is in the given case, and the state it left.
  ///
  ///     store.receive(case: CasePath(ListAction.rows)) { $0.rows[id: 0]?.seconds = 1 }
  public func receive<Value>(
    case casePath: CasePath<Action, Value>,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    receive(
      describing: "an action in the expected case",
      matching: { casePath.extract($0) != nil }, expectedValue: nil,
      assert: assert, at: TestLocation(fileID, filePath, line, column))
  }

  /// Checks that the next action an effect sent back satisfies `predicate`, and the state it left.
  /// - Parameter description: how a failure names what was expected (`\.response`).
  public func receive(
    where predicate: @escaping (Action) -> Bool,
    describedAs description: String? = nil,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    receive(
      describing: description ?? "an action matching the predicate", matching: predicate, expectedValue: nil,
      assert: assert, at: TestLocation(fileID, filePath, line, column))
  }

  private func receive(
    describing expected: @autoclosure () -> String,
    matching matches: (Action) -> Bool,
    expectedValue: Action?,
    assert: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) {
    core.settle()
    if !isExhaustive {
      // Skip what the test chose not to assert, up to the first match. With no match, the
      // receive fails once and the queue stays as it is (as in TCA), for a later receive.
      guard let index = receivedActions.firstIndex(where: { matches($0.action.action) }) else {
        fail(.nothingReceived(expected: expected(), running: core.runningEffects.count), at: location)
        return
      }
      if index > 0 {
        for skipped in receivedActions.prefix(index) {
          noteSkipped("received \(actionDump(skipped.action.action))")
        }
        assertedState = receivedActions[index - 1].state
        assertedShared = receivedActions[index - 1].shared
      }
      receivedActions.removeFirst(index)
      realignAfterOutOfOrder()
    }
    guard let next = receivedActions.first else {
      fail(.nothingReceived(expected: expected(), running: core.runningEffects.count), at: location)
      return
    }
    receivedActions.removeFirst()
    defer { realignAfterOutOfOrder() }
    locations[next.action.number] = location
    guard matches(next.action.action) else {
      let received = actionDump(next.action.action)
      let diff =
        expectedValue.flatMap { valueDiff($0, next.action.action) } ?? "− \(expected())\n+ \(received)"
      fail(.receivedUnexpectedAction(expected: expected(), received: received, diff: diff), at: location)
      assertedState = next.state
      assertedShared = next.shared
      return
    }
    check(
      actual: next.state, actualShared: next.shared, after: actionDump(next.action.action),
      assert: assert, at: location)
  }
}
