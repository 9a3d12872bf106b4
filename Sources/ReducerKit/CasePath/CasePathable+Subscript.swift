extension CasePathable {
  /// The enum's own case key paths, for writing one out: `\AppAction.Cases.left`.
  public typealias Cases = Case<Self>

  /// The payload of the case, or `nil` when the value is in another case.
  ///
  ///     action[case: \.left]              // Counter.Action?
  ///     action[case: \.rows[id: 0].tick]  // Void? — .rows(.element(id: 0, action: .tick))
  ///
  /// The key path is read once per call site when it captures nothing, as the lifts read theirs
  /// (``resolvedEntry(atCallSite:operatorName:fileID:line:)``): a reducer may ask on every action.
  public subscript<Value>(
    case keyPath: @escaping @autoclosure () -> CaseKeyPath<Self, Value>,
    fileID fileID: StaticString = #fileID,
    line line: UInt = #line
  ) -> Value? {
    resolvedEntry(atCallSite: keyPath, operatorName: "subscript(case:)", fileID: fileID, line: line)
      .path.extract(from: self)
  }

  /// Replaces the payload when the value is in the case; otherwise changes nothing.
  ///
  ///     action[case: \.setTo] = 7         // .setTo(5) becomes .setTo(7); .inc stays .inc
  @_disfavoredOverload
  public subscript<Value>(
    case keyPath: @escaping @autoclosure () -> CaseKeyPath<Self, Value>,
    fileID fileID: StaticString = #fileID,
    line line: UInt = #line
  ) -> Value {
    @available(*, unavailable)
    get { fatalError("read a case with the optional subscript") }
    set {
      let path = resolvedEntry(
        atCallSite: keyPath, operatorName: "subscript(case:)", fileID: fileID, line: line
      ).path
      guard path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }

  /// The payload, type-erased, or `nil` when the value is in another case.
  @_disfavoredOverload
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    (Case<Self>()[keyPath: keyPath] as? any ErasedCase)?.extractErased(self)
  }

  /// Whether the value is in the case: `action.is(\.left)`.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Changes the payload in place when the value is in the case; does nothing otherwise.
  ///
  ///     state.modify(\.loggedIn) { $0.name = "Ana" }
  ///
  /// (swift-case-paths also reports a runtime issue on a mismatch; here the call is quietly
  /// ignored: check the case first when it matters.)
  public mutating func modify<Value>(_ keyPath: CaseKeyPath<Self, Value>, yield: (inout Value) -> Void) {
    let path = resolvedCasePath(keyPath)
    guard var value = path.extract(from: self) else { return }
    yield(&value)
    self = path.embed(value)
  }
}

/// A ``Case`` seen without its payload type.
protocol ErasedCase {
  func extractErased(_ root: Any) -> Any?
}

extension Case: ErasedCase {
  func extractErased(_ root: Any) -> Any? { box.extractErased(root) }
}
