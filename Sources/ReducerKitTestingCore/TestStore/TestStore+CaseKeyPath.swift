extension TestStore {
  /// Sends the action of a case without payload, named by its case key path, as TCA's
  /// `store.send(\.view.tapped)`: the same as `send(.view(.tapped))`.
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    send(
      action(), assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends `value` in the case named by a case key path, as TCA's `store.send(\.setTo, 5)`:
  /// the same as `send(.setTo(5))`.
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    send(
      action(value), assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Checks that the next action an effect sent back is in the case named by a case key path,
  /// whatever its payload, and the state it left, as TCA's `store.receive(\.delegate.done)` or
  /// `store.receive(\.rows[id: 1].tick)`.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = AnyCasePath(actionCase)
    receive(
      where: { path.extract(from: $0) != nil }, describedAs: describe(actionCase), assert: assert,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Checks that the next action an effect sent back is in the case named by a case key path
  /// with the payload `value`, and the state it left, as TCA's
  /// `store.receive(\.response, 42)`.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = AnyCasePath(actionCase)
    receive(
      where: { path.extract(from: $0) == value }, describedAs: actionDump(path.embed(value)),
      assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How a case key path reads in a failure: the action itself for a case without payload,
  /// else the case's payload type (key paths do not know their members' names).
  func describe<Value>(_ actionCase: CaseKeyPath<Action, Value>) -> String {
    if let unit = () as? Value { return actionDump(actionCase(unit)) }
    return "an action in \(caseName(of: actionCase))"
  }
}

/// The test store of a feature: `let store: TestStoreOf<Counter>`, as TCA names it.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
