extension TestStore {
  /// Compares the state an action left with what the assertion says, and reports the
  /// difference. Afterwards the actual state counts as asserted, so one mistake reports once.
  /// - Parameter action: the action's dump, made only when a failure names it (a dump reflects the
  ///   whole action: most of a passing step's cost if made every time).
  /// - Parameter stackIDs: where new stack ids start in the assertion (`$0.path.append(…)`):
  ///   the store's as they were before the action; `nil`: each stack's own next id.
  func check(
    actual: State, after action: @autoclosure () -> String, assert unscoped: ((inout State) throws -> Void)?,
    stackIDs: StackElementIDGenerator? = nil, at location: TestLocation
  ) {
    let assert = unscoped.map { assert in withStackIDs(stackIDs, assert) }
    let before = assertedState
    defer { assertedState = actual }
    guard let assert else {
      if actual != before {
        if isExhaustive {
          fail(.unexpectedStateChange(action: action(), diff: valueDiff(before, actual) ?? ""), at: location)
        } else {
          noteSkipped("state change after \(action())\n\(valueDiff(before, actual) ?? "")")
        }
      }
      return
    }
    var expected = before
    do {
      try assert(&expected)
    } catch {
      // As in TCA: a throwing assertion is a failure of its own, not a crash of the test.
      fail(.assertionThrew(action: action(), error: String(describing: error)), at: location)
      return
    }
    if expected == actual {
      if expected == before && isExhaustive {
        fail(.expectedChangeButNone(action: action()), at: location)
      }
      return
    }
    if !isExhaustive {
      // Only what the closure says must hold: applying it to the actual state changes nothing.
      var asserted = actual
      do { try assert(&asserted) } catch { return }
      if asserted == actual { return }
      fail(.stateMismatch(action: action(), diff: valueDiff(asserted, actual) ?? ""), at: location)
      return
    }
    fail(.stateMismatch(action: action(), diff: valueDiff(expected, actual) ?? ""), at: location)
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
