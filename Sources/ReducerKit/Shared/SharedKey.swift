/// A key to a value kept outside the state, read by `@SharedReader(key)` (swift-sharing's
/// `SharedReaderKey`): `.inMemory("count")`, `.appStorage("count")`, `.fileStorage(url)`.
///
/// Every `@Shared(key)` with an equal key, in one scope (a store and its test, or the app), is
/// the same value. This library's keys load their value once, when the first `Shared` for the
/// key is made, and save on every change; swift-sharing's protocol (load and save
/// continuations, subscriptions) is not reproduced, so a key of your own implements
/// ``load(initialValue:)`` and, for `SharedKey`, ``SharedKey/save(_:)``.
public protocol SharedReaderKey<Value>: Sendable {
  associatedtype Value: Sendable
  /// What makes two keys the same value.
  associatedtype ID: Hashable = Self
  var id: ID { get }
  /// The value the key's storage holds, or nil when it holds none (the initial value is used).
  func load(initialValue: Value?) -> Value?
  /// Calls `didChange` whenever the key's storage is changed from outside (a test setting
  /// `defaultAppStorage` directly). Keys that cannot tell leave it out.
  func subscribe(didChange: @escaping @Sendable (Value?) -> Void)
  /// How dumps and failures name the key: `.inMemory("count")`.
  var description: String { get }
}

extension SharedReaderKey {
  public func subscribe(didChange: @escaping @Sendable (Value?) -> Void) {}
}

extension SharedReaderKey where ID == Self {
  public var id: ID { self }
}

/// A key whose value can be changed and saved (swift-sharing's `SharedKey`).
public protocol SharedKey<Value>: SharedReaderKey {
  /// Keeps `value` in the key's storage: called after every change.
  func save(_ value: Value)
}

extension SharedReaderKey {
  /// A key with its default value, as swift-sharing's `Self[key, default: value]`:
  ///
  ///     extension SharedKey where Self == FileStorageKey<[SyncUp]>.Default {
  ///       static var syncUps: Self { Self[.fileStorage(url), default: []] }
  ///     }
  ///     @Shared(.syncUps) var syncUps   // no initial value needed
  public typealias Default = SharedKeyDefault<Self>
}
