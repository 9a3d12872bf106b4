/// How the TestStore checks shared state (`@Shared`), exhaustively, as TCA's does.
///
/// A state holds a shared value by reference, so the state before a step and the state after it
/// point to the same box: compared as they are, they could never differ. The store therefore
/// keeps, beside each state, a ``SharedSnapshot`` of the shared values at that moment (the ledger
/// in its dependencies learns of every box its reducers and effects change). Every comparison of
/// two states reads the left one's shared values from its snapshot and the right one's from
/// its own (``SharedReading/comparing(old:new:)``), and an assertion closure runs on a copy of
/// the snapshot before the step, so that `$0.$count.withLock { $0 = 1 }` changes the expected
/// value, never the live one. So:
///
/// - a change a reducer makes to shared state must be asserted at its `send` or `receive`, or
///   the step fails with a diff;
/// - a change an effect makes (outside any action) is checked at the next step, and one made
///   after the last step fails at the end of the test, unless a `store.assert { … }` asserts it;
/// - with `exhaustivity = .off`, changes nobody asserted are skipped.
extension TestStore {
  /// Whether `lhs` (its shared values as `lhsShared` holds them) equals `rhs` (as `rhsShared`).
  func areEqual(
    _ lhs: State, _ lhsShared: SharedSnapshot, _ rhs: State, _ rhsShared: SharedSnapshot
  ) -> Bool {
    // Nothing tracked and nothing asserted: every shared value reads live on both sides anyway,
    // and a feature without shared state pays nothing more for the comparison.
    if lhsShared.isUntouched, rhsShared.isUntouched { return lhs == rhs }
    return SharedReading.$current.withValue(.comparing(old: lhsShared, new: rhsShared)) { lhs == rhs }
  }

  /// The diff of `old` and `new`, each dumped with its own shared values.
  func diff(
    _ old: State, _ oldShared: SharedSnapshot, _ new: State, _ newShared: SharedSnapshot
  ) -> String {
    if oldShared.isUntouched, newShared.isUntouched { return valueDiff(old, new) ?? "" }
    return SharedReading.$current.withValue(.comparing(old: oldShared, new: newShared)) {
      valueDiff(old, new) ?? ""
    }
  }

  /// Runs an assertion closure on `state`, its shared values read from and written to `shared`.
  func runAssertion(
    _ assert: (inout State) throws -> Void, on state: inout State, shared: SharedSnapshot
  ) throws {
    try SharedReading.$current.withValue(.snapshot(shared)) { try assert(&state) }
  }

  /// At the end of an exhaustive test: shared values changed since the last assertion (by an
  /// effect, after the last step) fail, as in TCA ("finished before asserting against changes to
  /// shared state"), unless a `store.assert { … }` asserted them.
  func checkSharedChangesAtEnd(at location: TestLocation) {
    let now = sharedLedger.snapshot()
    guard now.mutationCount != assertedShared.mutationCount,
      !areEqual(assertedState, assertedShared, assertedState, now)
    else { return }
    let diff = diff(assertedState, assertedShared, assertedState, now)
    if isExhaustive {
      fail(.sharedStateChangedAtEnd(diff: diff), at: location)
    } else {
      noteSkipped("shared state changed after the last step\n\(diff)")
    }
    assertedShared = now
  }

}
