import Synchronization

/// Declares a dependency with a test value (and a preview value), as TCA's
/// `TestDependencyKey`: the key type names the dependency, `Value` is what reducers read.
///
///     extension APIClient: TestDependencyKey {
///       static let testValue = APIClient(load: { _ in throw Unimplemented() })
///     }
public protocol TestDependencyKey {
  associatedtype Value: Sendable = Self
  /// What a test reads when it did not set the dependency.
  static var testValue: Value { get }
  /// What a preview reads when it did not set the dependency; the test value by default.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  public static var previewValue: Value { testValue }
}

/// Declares a dependency with its live value, as TCA's `DependencyKey`: the one a running app
/// reads. Its test value is the live one unless the key gives its own (TCA reports reading an
/// unset live-only dependency in a test as a failure; ReducerKit hands out the live value).
///
///     struct APIClient { var load: @Sendable (Int) async throws -> String }
///     extension APIClient: DependencyKey {
///       static let liveValue = APIClient(load: { id in … })
///     }
///     extension DependencyValues {
///       var apiClient: APIClient {
///         get { self[APIClient.self] }
///         set { self[APIClient.self] = newValue }
///       }
///     }
public protocol DependencyKey: TestDependencyKey {
  // Restated so that `Value` is inferred from `liveValue` alone.
  associatedtype Value: Sendable = Self
  /// What a running app reads.
  static var liveValue: Value { get }
}

extension DependencyKey {
  public static var previewValue: Value { liveValue }
  public static var testValue: Value { previewValue }
}

extension DependencyValues {
  /// The value of the dependency declared by `key`: the one set on these values, or the key's
  /// default for their ``context`` (made once, then shared by every copy of these values).
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      if let value = custom[id] as? Key.Value { return value }
      return defaults.value(for: id, context: context) { Self.defaultValue(of: key, in: context) }
    }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// Whether the dependency declared by `key` was set on these values (rather than read from its
  /// default).
  func isSet<Key: TestDependencyKey>(_ key: Key.Type) -> Bool {
    custom[ObjectIdentifier(key)] != nil
  }

  /// `self[Key.self]`, as a key path (for ``Dependency/init(_:)-(Key.Type)``).
  subscript<Key: TestDependencyKey>(keyType keyType: KeyType<Key>) -> Key.Value {
    self[Key.self]
  }

  private static func defaultValue<Key: TestDependencyKey>(of key: Key.Type, in context: DependencyContext)
    -> Key.Value
  {
    switch context {
    case .test: return key.testValue
    case .preview: return key.previewValue
    case .live:
      if let live = key as? any DependencyKey.Type, let value = liveValue(of: live) as? Key.Value {
        return value
      }
      return key.testValue
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable { key.liveValue }
}

/// A key type as a hashable value, so that a key path can name `self[Key.self]`.
struct KeyType<Key>: Hashable, Sendable {
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// The defaults of dependency keys read through one set of values and its copies.
final class DefaultValueCache: Sendable {
  private struct Key: Hashable {
    let id: ObjectIdentifier
    let context: DependencyContext
  }

  private let values = Mutex<[Key: any Sendable]>([:])

  func value<Value: Sendable>(
    for id: ObjectIdentifier, context: DependencyContext, make: () -> Value
  ) -> Value {
    let key = Key(id: id, context: context)
    if let cached = values.withLock({ $0[key] }) as? Value { return cached }
    // Made outside the lock: a key's default may read other dependencies.
    let made = make()
    return values.withLock { values in
      if let raced = values[key] as? Value { return raced }
      values[key] = made
      return made
    }
  }
}
