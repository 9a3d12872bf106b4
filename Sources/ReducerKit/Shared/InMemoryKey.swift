/// A key to a value kept in memory for the life of its scope (swift-sharing's `InMemoryKey`):
/// every `@Shared(.inMemory("stats"))` in a store, or in the app, is one value. Each TestStore
/// has its own scope, so tests never see each other's values.
///
///     extension SharedKey where Self == InMemoryKey<Stats> {
///       static var stats: Self { inMemory("stats") }
///     }
///     @Shared(.stats) var stats = Stats()
public struct InMemoryKey<Value: Sendable>: SharedKey {
  public let key: String

  public var id: String { key }

  public func load(initialValue: Value?) -> Value? { nil }

  public func save(_ value: Value) {}

  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

extension SharedReaderKey {
  /// A key to a value kept in memory, shared by name.
  public static func inMemory<Value: Sendable>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key: key)
  }
}
