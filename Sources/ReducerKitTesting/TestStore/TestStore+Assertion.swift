extension TestStore {
  /// Compares the state an action left with what the assertion says, and reports the
  /// difference. Afterwards the actual state counts as asserted, so one mistake reports once.
  /// - Parameter action: the action's dump, made only when a failure names it (a dump reflects the
  ///   whole action: most of a passing step's cost if made every time).
  func check(
    actual: State, after action: @autoclosure () -> String, assert: ((inout State) -> Void)?,
    at location: TestLocation
  ) {
    let before = assertedState
    defer { assertedState = actual }
    guard let assert else {
      if actual != before && exhaustivity == .on {
        fail(.unexpectedStateChange(action: action(), diff: valueDiff(before, actual) ?? ""), at: location)
      }
      return
    }
    var expected = before
    assert(&expected)
    if expected == actual {
      if expected == before && exhaustivity == .on {
        fail(.expectedChangeButNone(action: action()), at: location)
      }
      return
    }
    if exhaustivity == .off {
      // Only what the closure says must hold: applying it to the actual state changes nothing.
      var asserted = actual
      assert(&asserted)
      if asserted == actual { return }
      fail(.stateMismatch(action: action(), diff: valueDiff(asserted, actual) ?? ""), at: location)
      return
    }
    fail(.stateMismatch(action: action(), diff: valueDiff(expected, actual) ?? ""), at: location)
  }
}
