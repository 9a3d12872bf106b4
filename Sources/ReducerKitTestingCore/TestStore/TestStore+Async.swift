// TCA's asynchronous TestStore API, beside the synchronous one: in an `async` test, Swift picks
// these (`await store.send(.x) { … }`); in a synchronous one, the synchronous overloads. The
// work is the same: the store runs on virtual time and does everything before returning, so
// `await` never waits for real time. They run on the caller's actor (`nonisolated(nonsending)`),
// so a `@MainActor` test calls them on its store without sending it anywhere.

extension TestStore {
  /// Sends an action and checks the state it leaves; returns the task of its effects.
  ///
  ///     await store.send(.incrementButtonTapped) { $0.count = 1 }
  @discardableResult
  nonisolated(nonsending) public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    lastSentNumber = nil
    let send: (Action, ((inout State) throws -> Void)?, StaticString, StaticString, UInt, UInt) -> Void =
      self.send(_:assert:fileID:filePath:line:column:)
    send(action, updateStateToExpectedResult, fileID, filePath, line, column)
    return taskOfLastSend(action)
  }

  /// Checks that the next action an effect sent back is `expectedAction`, and the state it left.
  /// `timeout` is accepted for TCA's spelling: on virtual time, what has not arrived by now
  /// only arrives after the clock moves.
  nonisolated(nonsending) public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    let receive: (Action, ((inout State) throws -> Void)?, StaticString, StaticString, UInt, UInt) -> Void =
      self.receive(_:assert:fileID:filePath:line:column:)
    receive(expectedAction, updateStateToExpectedResult, fileID, filePath, line, column)
  }

  /// Checks that the next action an effect sent back satisfies `isMatching`, and the state it
  /// left (TCA's `receive(_ isMatching:)`).
  nonisolated(nonsending) public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    receive(
      where: isMatching, assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Checks that the next action an effect sent back is in the case `casePath`, and the state it
  /// left. (TCA's `receive(\.case)` takes a case key path: the casepaths branch adds it.)
  nonisolated(nonsending) public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    receive(
      case: casePath, assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Checks that the test is over (TCA's `await store.finish()`): every action effects sent
  /// back was received, and no effect is still running.
  nonisolated(nonsending) public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let finish: (StaticString, StaticString, UInt, UInt) -> Void = self.finish(fileID:filePath:line:column:)
    finish(fileID, filePath, line, column)
  }

  /// Drops the actions received so far without asserting them.
  nonisolated(nonsending) public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let skip: () -> Void = self.skipReceivedActions
    skip()
  }

  /// Stops tracking the effects running now, without cancelling them (see the synchronous
  /// ``skipInFlightEffects()``).
  nonisolated(nonsending) public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let skip: () -> Void = self.skipInFlightEffects
    skip()
  }

  /// Moves virtual time forward (the store's clock), running what becomes due in deadline order.
  nonisolated(nonsending) public func advance(by duration: Duration) async {
    let advance: (Duration) -> Void = self.advance(by:)
    advance(duration)
  }
}
