import Foundation

/// What a TestStore knows of shared state: each box a reducer or effect of the store changed,
/// with its value from before the first change, and how many changes were made.
///
/// `Shared.withLock` tells the ledger of the store it runs in (found in the dependencies) before
/// every live change. The store takes a ``snapshot()`` after each action, so that a change is
/// checked at the step that made it, even though the state holds only a reference.
package final class SharedLedger: @unchecked Sendable {
  private let lock = NSLock()
  private var boxes: [ObjectIdentifier: any AnySharedBox] = [:]
  private var originals: [ObjectIdentifier: Any] = [:]
  private var mutations = 0
  private var cached: SharedSnapshot?

  package init() {}

  /// Notes a change about to be made to `box`: the first time, with the value it had.
  func willMutate<Value>(_ box: SharedBox<Value>) {
    let id = ObjectIdentifier(box)
    let current = box.liveValue
    lock.withLock {
      if boxes[id] == nil {
        boxes[id] = box
        originals[id] = current
      }
      mutations += 1
      cached = nil
    }
  }

  /// The value `box` had before its first tracked change, if it had one.
  func original<Value>(of box: SharedBox<Value>) -> Value? {
    guard let stored = lock.withLock({ originals[ObjectIdentifier(box)] }) else { return nil }
    return stored as? Value
  }

  /// The live values of every box known so far.
  ///
  /// - Complexity: O(b) for b known boxes; O(1) again while nothing changed.
  package func snapshot() -> SharedSnapshot {
    let (known, count, cached) = lock.withLock { (boxes, mutations, self.cached) }
    if let cached { return cached }
    let snapshot = SharedSnapshot(
      values: known.mapValues(\.anyLiveValue), ledger: self, mutationCount: count)
    lock.withLock { if mutations == count { self.cached = snapshot } }
    return snapshot
  }

  /// The snapshot before anything was tracked: every box reads as it was first seen.
  package func baseline() -> SharedSnapshot {
    SharedSnapshot(values: [:], ledger: self, mutationCount: 0)
  }
}

/// Where a TestStore's ledger travels with its dependencies (nil in a live store).
enum SharedLedgerKey: TestDependencyKey {
  static var testValue: SharedLedger? { nil }
}

extension DependencyValues {
  /// The ledger of the TestStore these values belong to, if any.
  package var sharedLedger: SharedLedger? {
    get { self[SharedLedgerKey.self] }
    set { self[SharedLedgerKey.self] = newValue }
  }
}
