import Foundation

/// A key to a value kept in ``DependencyValues/defaultAppStorage`` under a name
/// (swift-sharing's `AppStorageKey`, on `UserDefaults` there; here this library's in-memory
/// ``AppStorageValues``):
///
///     @Shared(.appStorage("count")) var count = 0
///
/// Its values are those `UserDefaults` takes: `Bool`, `Int`, `Double`, `String`, `Data`, `Date`,
/// `URL`, a `RawRepresentable` of `Int` or `String`, and their optionals.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  public let key: String
  private let store: AppStorageValues
  private let encode: @Sendable (Value) -> Any?
  private let decode: @Sendable (Any) -> Value?

  init(
    key: String, encode: @escaping @Sendable (Value) -> Any?,
    decode: @escaping @Sendable (Any) -> Value?
  ) {
    self.key = key
    self.store = DependencyValues.current.defaultAppStorage
    self.encode = encode
    self.decode = decode
  }

  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: ObjectIdentifier(store)) }

  public func load(initialValue: Value?) -> Value? {
    store.object(forKey: key).flatMap(decode)
  }

  public func save(_ value: Value) {
    store.set(encode(value), forKey: key)
  }

  public func subscribe(didChange: @escaping @Sendable (Value?) -> Void) {
    store.observe(key) { [decode] in didChange($0.flatMap(decode)) }
  }

  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// What makes two `.appStorage` keys one value: the name, in one store.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// A value `UserDefaults` can hold as it is (the types `.appStorage` takes, besides raw
/// representables and optionals).
public protocol AppStorageValue: Sendable {}
extension Bool: AppStorageValue {}
extension Int: AppStorageValue {}
extension Double: AppStorageValue {}
extension String: AppStorageValue {}
extension Data: AppStorageValue {}
extension Date: AppStorageValue {}
extension URL: AppStorageValue {}

extension SharedReaderKey {
  /// A key to a `Bool`, `Int`, `Double`, `String`, `Data`, `Date` or `URL` in app storage.
  public static func appStorage<Value: AppStorageValue>(_ key: String) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(key: key, encode: { $0 }, decode: { $0 as? Value })
  }

  /// A key to an optional `Bool`, `Int`, … in app storage: nil removes it.
  public static func appStorage<Value: AppStorageValue>(_ key: String) -> Self
  where Self == AppStorageKey<Value?> {
    AppStorageKey(key: key, encode: { $0 }, decode: { $0 as? Value })
  }

  /// A key to a raw-representable value in app storage, kept as its raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(_ key: String) -> Self
  where Self == AppStorageKey<Value>, Value.RawValue: AppStorageValue {
    AppStorageKey(key: key, encode: { $0.rawValue }, decode: { ($0 as? Value.RawValue).flatMap(Value.init) })
  }

  /// A key to an optional raw-representable value in app storage.
  public static func appStorage<Value: RawRepresentable & Sendable>(_ key: String) -> Self
  where Self == AppStorageKey<Value?>, Value.RawValue: AppStorageValue {
    AppStorageKey(
      key: key, encode: { $0?.rawValue }, decode: { ($0 as? Value.RawValue).flatMap(Value.init) })
  }
}
