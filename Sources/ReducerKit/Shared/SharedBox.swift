import Foundation

/// The storage behind one shared value: every `Shared` made from it, or projected from one that
/// was (`$profile.stats`), reads and writes this box. Its identity is the value's identity.
///
/// The box is locked: effects on other tasks may read and write it. The lock is recursive, so a
/// `withLock` body may read the value it is changing.
package final class SharedBox<Value>: AnySharedBox, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var value: Value
  /// Where the value is kept outside the box (a key's storage); nil for `Shared(value:)`.
  private let persistence: SharedPersistence<Value>?

  init(value: Value, persistence: SharedPersistence<Value>? = nil) {
    self.value = value
    self.persistence = persistence
  }

  /// The value now, whatever a TestStore's snapshots hold.
  package var liveValue: Value { lock.withLock { value } }

  package var anyLiveValue: Any { liveValue }

  /// Changes the live value under the lock, then saves it to the key's storage, if any.
  ///
  /// The body changes a copy, stored back when it returns: it may read the value it is changing
  /// through another `Shared` of the same box (TCA's SyncUps removes a sync-up from the list
  /// while reading its id through the sync-up's own `Shared`), which an `inout` access to the
  /// stored value would forbid. Until it returns, such reads see the value from before.
  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let (result, saved) = try lock.withLock { () throws -> (R, Value) in
      var changed = value
      let result = try body(&changed)
      value = changed
      return (result, changed)
    }
    persistence?.save(saved)
    return result
  }

  /// Replaces the live value without saving it: the key's storage changed it.
  func reload(_ newValue: Value) {
    lock.withLock { value = newValue }
  }

  /// The key this box persists to, or nil.
  var keyDescription: String? { persistence?.description }
}

/// A box whatever its value's type: what a TestStore's ledger keeps.
package protocol AnySharedBox: AnyObject, Sendable {
  /// The live value, as `Any`.
  var anyLiveValue: Any { get }
}

/// How a persisted box saves its value, and how it names its key in dumps.
struct SharedPersistence<Value>: Sendable {
  let save: @Sendable (Value) -> Void
  let description: String
}
