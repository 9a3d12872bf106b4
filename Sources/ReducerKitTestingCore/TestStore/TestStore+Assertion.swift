extension TestStore {
  /// Compares the state an action left with what the assertion says, and reports the
  /// difference. Afterwards the actual state counts as asserted, so one mistake reports once.
  /// - Parameter action: the action's dump, made only when a failure names it (a dump reflects the
  ///   whole action: most of a passing step's cost if made every time).
  /// - Parameter stackIDs: where new stack ids start in the assertion (`$0.path.append(…)`):
  ///   the store's as they were before the action; `nil`: each stack's own next id.
  func check(
    actual: State, actualShared: SharedSnapshot, after action: @autoclosure () -> String,
    assert unscoped: ((inout State) throws -> Void)?,
    stackIDs: StackElementIDGenerator? = nil, allowsNoChange: Bool = false, at location: TestLocation
  ) {
    let assert = unscoped.map { assert in withStackIDs(stackIDs, assert) }
    let before = assertedState
    let beforeShared = assertedShared
    defer {
      assertedState = actual
      assertedShared = actualShared
    }
    guard let assert else {
      if !areEqual(before, beforeShared, actual, actualShared) {
        let diff = diff(before, beforeShared, actual, actualShared)
        if isExhaustive {
          fail(.unexpectedStateChange(action: action(), diff: diff), at: location)
        } else {
          noteSkipped("state change after \(action())\n\(diff)")
        }
      }
      return
    }
    // Not exhaustive: as TCA, the closure runs on the actual state first (an `#expect` in it
    // sees the state after the step); only what it says must hold.
    var asserted = actual
    let assertedView = actualShared.copy()
    if !isExhaustive {
      do { try runAssertion(assert, on: &asserted, shared: assertedView) } catch {
        fail(.assertionThrew(action: action(), error: String(describing: error)), at: location)
        return
      }
      if areEqual(asserted, assertedView, actual, actualShared) { return }
    }
    var expected = before
    // The assertion writes shared values into a copy of the snapshot before the step.
    let expectedShared = beforeShared.copy()
    do {
      try runAssertion(assert, on: &expected, shared: expectedShared)
    } catch {
      // As in TCA: a throwing assertion is a failure of its own, not a crash of the test.
      fail(.assertionThrew(action: action(), error: String(describing: error)), at: location)
      return
    }
    if areEqual(expected, expectedShared, actual, actualShared) {
      // A write to shared state that left it as it was is still a change (TCA's rule).
      let wroteShared = actualShared.mutationCount != beforeShared.mutationCount
      if isExhaustive, !allowsNoChange, !wroteShared,
        areEqual(expected, expectedShared, before, beforeShared)
      {
        fail(.expectedChangeButNone(action: action()), at: location)
      }
      return
    }
    if !isExhaustive {
      // Applied to the state before, it gave the actual state (a relative change, `count += 1`),
      // which passed above; applied to the actual state, it changed it.
      fail(
        .stateMismatch(action: action(), diff: diff(asserted, assertedView, actual, actualShared)),
        at: location)
      return
    }
    fail(
      .stateMismatch(action: action(), diff: diff(expected, expectedShared, actual, actualShared)),
      at: location)
  }
}

/// `assert`, run where new stack ids come from a copy of `stackIDs` (a fresh copy each run: a
/// non-exhaustive check runs the assertion twice).
private func withStackIDs<State>(
  _ stackIDs: StackElementIDGenerator?, _ assert: @escaping (inout State) throws -> Void
) -> (inout State) throws -> Void {
  guard let stackIDs else { return assert }
  return { state in
    var values = DependencyValues.current
    values.stackElementID = stackIDs.copy()
    try DependencyValues.$current.withValue(values) { try assert(&state) }
  }
}
