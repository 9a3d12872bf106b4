import Foundation

/// This library's stand-in for the `UserDefaults` behind `.appStorage` keys: values by name,
/// kept in memory for the life of the scope (a TestStore's, or the process's), with
/// `UserDefaults`' spelling for the calls tests make.
///
///     @Dependency(\.defaultAppStorage) var defaults
///     defaults.set(1, forKey: "count")
///     defaults.integer(forKey: "count")   // 1
///
/// Nothing is written to disk: a value set in one run of the app is not there in the next.
public final class AppStorageValues: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var values: [String: Any] = [:]
  private var observers: [String: [@Sendable (Any?) -> Void]] = [:]

  public init() {}

  /// The value stored for `key`, or nil.
  public func object(forKey key: String) -> Any? { lock.withLock { values[key] } }

  /// Stores `value` for `key` (nil removes it), and tells the shared values kept under the key.
  public func set(_ value: Any?, forKey key: String) {
    let toldOf = lock.withLock { () -> [@Sendable (Any?) -> Void] in
      values[key] = value
      return observers[key] ?? []
    }
    for observer in toldOf { observer(value) }
  }

  /// Removes the value for `key`.
  public func removeObject(forKey key: String) { set(nil, forKey: key) }

  public func integer(forKey key: String) -> Int { object(forKey: key) as? Int ?? 0 }
  public func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
  public func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
  public func string(forKey key: String) -> String? { object(forKey: key) as? String }
  public func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
  public func url(forKey key: String) -> URL? { object(forKey: key) as? URL }

  /// Calls `observer` with the new value whenever `key` is set (from anywhere).
  func observe(_ key: String, _ observer: @escaping @Sendable (Any?) -> Void) {
    lock.withLock { observers[key, default: []].append(observer) }
  }

  /// The app's values: one set for the process.
  static let live = AppStorageValues()
}

enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: AppStorageValues { .live }
  static var testValue: AppStorageValues { AppStorageValues() }
}

extension DependencyValues {
  /// Where `.appStorage` keys keep their values (swift-sharing's `defaultAppStorage`, a
  /// `UserDefaults` there): this library's in-memory ``AppStorageValues``: in a test, the test's
  /// own (``SharedTestScope``); elsewhere the app's, or a fresh one for each TestStore.
  public var defaultAppStorage: AppStorageValues {
    get {
      isSet(DefaultAppStorageKey.self)
        ? self[DefaultAppStorageKey.self]
        : SharedTestScope.current?.appStorage ?? self[DefaultAppStorageKey.self]
    }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}
