import Foundation

/// The boxes made for keys, so that every `@Shared(key)` with an equal key shares one value
/// (swift-sharing's persistent references). One registry per scope: a TestStore's (made with its
/// dependencies, so each test store starts empty) or the app's (one for the process).
///
/// Boxes stay registered for the life of the scope: a key's value outlives the features that
/// showed it, as an in-memory key's does in swift-sharing.
package final class SharedKeyRegistry: @unchecked Sendable {
  private struct Key: Hashable {
    let keyType: ObjectIdentifier
    let id: AnyHashable
  }

  private let lock = NSLock()
  private var boxes: [Key: any AnySharedBox] = [:]

  package init() {}

  /// The box for `key`, made on first use from the key's storage or `initialValue`.
  func box<K: SharedReaderKey>(
    for key: K, initialValue: () -> K.Value, save: (@Sendable (K.Value) -> Void)?
  ) -> SharedBox<K.Value> {
    let registryKey = Key(keyType: ObjectIdentifier(K.self), id: AnyHashable(key.id))
    if let found = lock.withLock({ boxes[registryKey] }) as? SharedBox<K.Value> { return found }
    // Made outside the lock: loading may read dependencies, or take a while (a file).
    let initial = initialValue()
    let value = key.load(initialValue: initial) ?? initial
    let made = SharedBox(
      value: value,
      persistence: SharedPersistence(save: save ?? { _ in }, description: key.description))
    let registered = lock.withLock { () -> (box: SharedBox<K.Value>, isNew: Bool) in
      if let raced = boxes[registryKey] as? SharedBox<K.Value> { return (raced, false) }
      boxes[registryKey] = made
      return (made, true)
    }
    if registered.isNew {
      key.subscribe { [weak made] newValue in made?.reload(newValue ?? initial) }
    }
    return registered.box
  }

  /// The app's registry: one for the process.
  static let live = SharedKeyRegistry()
}

enum SharedKeyRegistryKey: DependencyKey {
  static var liveValue: SharedKeyRegistry { .live }
  static var testValue: SharedKeyRegistry { SharedKeyRegistry() }
}

extension DependencyValues {
  /// Where `@Shared(key)` finds the value for its key: the running test's registry in a test
  /// (``SharedTestScope``), else the app's registry live, a fresh one for each set of test values
  /// (each TestStore the tutor makes).
  package var sharedKeyRegistry: SharedKeyRegistry {
    get {
      isSet(SharedKeyRegistryKey.self)
        ? self[SharedKeyRegistryKey.self]
        : SharedTestScope.current?.registry ?? self[SharedKeyRegistryKey.self]
    }
    set { self[SharedKeyRegistryKey.self] = newValue }
  }
}
