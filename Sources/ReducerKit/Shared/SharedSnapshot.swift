import Foundation

/// The values of the shared boxes a TestStore knows, at one moment: after an action, or as a
/// test asserted them.
///
/// A box the snapshot does not hold was not known yet when it was taken: its value then was the
/// one the ledger saw before the box's first tracked change (or, for a box no tracked code ever
/// changed, its live value).
package final class SharedSnapshot: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier: Any]
  private let ledger: SharedLedger?
  /// How many tracked changes had been made when it was taken: two snapshots with different
  /// counts may hold equal values, yet a reducer wrote to shared state in between.
  package let mutationCount: Int

  init(values: [ObjectIdentifier: Any], ledger: SharedLedger?, mutationCount: Int) {
    self.values = values
    self.ledger = ledger
    self.mutationCount = mutationCount
  }

  /// Whether it holds nothing and nothing had been tracked when it was taken: every shared
  /// value reads live through it (a TestStore whose feature never changed shared state).
  package var isUntouched: Bool { mutationCount == 0 && lock.withLock { values.isEmpty } }

  /// A snapshot of nothing: every box reads live.
  package static var empty: SharedSnapshot { SharedSnapshot(values: [:], ledger: nil, mutationCount: 0) }

  /// A copy an assertion closure may write to, leaving this one as it was.
  package func copy() -> SharedSnapshot {
    SharedSnapshot(values: lock.withLock { values }, ledger: ledger, mutationCount: mutationCount)
  }

  func value<Value>(of box: SharedBox<Value>) -> Value {
    let id = ObjectIdentifier(box)
    // Unwrapped before the cast: a missing entry must not read as `nil` for an optional value.
    if let stored = lock.withLock({ values[id] }), let value = stored as? Value { return value }
    if let original = ledger?.original(of: box) { return original }
    return box.liveValue
  }

  func set<Value>(_ value: Value, for box: SharedBox<Value>) {
    lock.withLock { values[ObjectIdentifier(box)] = value }
  }
}
