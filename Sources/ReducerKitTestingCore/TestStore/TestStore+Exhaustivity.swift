/// How strict a ``TestStore`` is (TCA's `Exhaustivity`).
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change, received action and running effect must be accounted for.
  case on
  /// Unasserted state changes and received actions are allowed, and effects may still run at
  /// the end; assertions that are made must still hold. With `showSkippedAssertions`, what was
  /// skipped is printed (TCA shows it as expected failures, which Swift Testing on Linux lacks).
  case off(showSkippedAssertions: Bool)

  /// Not exhaustive, skipping quietly: `.off(showSkippedAssertions: false)`.
  public static var off: Exhaustivity { .off(showSkippedAssertions: false) }
}

extension TestStore {
  var isExhaustive: Bool { exhaustivity == .on }

  /// Whether skipped assertions are printed.
  var showsSkippedAssertions: Bool { exhaustivity == .off(showSkippedAssertions: true) }

  /// Tells what a non-exhaustive store skipped, when it was asked to show it.
  func noteSkipped(_ what: @autoclosure () -> String) {
    guard showsSkippedAssertions else { return }
    print("note: skipped assertion: \(what())")
  }

  /// Checks the state as it is now, asserting what `updateStateToExpectedResult` says changed
  /// since the last assertion (TCA's `store.assert { }`): for state changed by effects or
  /// actions a non-exhaustive test did not assert.
  ///
  ///     store.exhaustivity = .off
  ///     store.send(.refresh)
  ///     store.assert { $0.isLoading = true }
  public func assert(
    _ updateStateToExpectedResult: @escaping (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.settle()
    check(
      actual: receivedActions.last?.state ?? lastProcessedState,
      actualShared: receivedActions.last?.shared ?? sharedLedger.snapshot(), after: "store.assert",
      // As TCA's: a `store.assert` that states what the state already is, is not a failure.
      assert: updateStateToExpectedResult, allowsNoChange: true,
      at: TestLocation(fileID, filePath, line, column))
  }
}
