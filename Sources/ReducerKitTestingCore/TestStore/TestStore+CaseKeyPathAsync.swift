// The asynchronous overloads of the case-key-path API, so that an `async` test writes
// `await store.send(\.view.tapped)` and `await store.receive(\.delegate.done)` as TCA users do.
// As in TestStore+Async.swift, the work is the synchronous one (the store runs on virtual time),
// and they run on the caller's actor (`nonisolated(nonsending)`): a `@MainActor` test keeps its
// store where it is.

extension TestStore {
  /// Sends the action of a case without payload, named by its case key path, and checks the
  /// state it leaves; returns the task of its effects.
  ///
  ///     await store.send(\.view.tapped) { $0.count = 1 }
  @discardableResult
  nonisolated(nonsending) public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(), assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Sends `value` in the case named by a case key path and checks the state it leaves;
  /// returns the task of its effects.
  ///
  ///     await store.send(\.setTo, 5) { $0.count = 5 }
  @discardableResult
  nonisolated(nonsending) public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(value), assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Checks that the next action an effect sent back is in the case named by a case key path,
  /// whatever its payload, and the state it left. `timeout` is accepted for TCA's spelling: on
  /// virtual time, what has not arrived by now only arrives after the clock moves.
  ///
  ///     await store.receive(\.delegate.done)
  ///     await store.receive(\.rows[id: 1].tick) { $0.rows[id: 1]?.ticks = 1 }
  nonisolated(nonsending) public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(actionCase)
    receive(
      where: { path.extract(from: $0) != nil }, describedAs: describe(actionCase),
      assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Checks that the next action an effect sent back is in the case named by a case key path
  /// with the payload `value`, and the state it left.
  ///
  ///     await store.receive(\.response, 42) { $0.count = 42 }
  nonisolated(nonsending) public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(actionCase)
    receive(
      where: { path.extract(from: $0) == value }, describedAs: actionDump(path.embed(value)),
      assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
