extension TestStore {
  /// Compares the state an action left with what the assertion says, and reports the
  /// difference. Afterwards the actual state counts as asserted, so one mistake reports once.
  /// - Parameter action: the action's dump, made only when a failure names it (a dump reflects the
  ///   whole action: most of a passing step's cost if made every time).
  func check(
    actual: State, after action: @autoclosure () -> String, assert: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) {
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
