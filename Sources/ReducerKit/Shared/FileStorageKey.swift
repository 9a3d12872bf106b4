import Foundation

/// A key to a `Codable` value kept as JSON in a file (swift-sharing's `FileStorageKey`):
///
///     extension SharedKey where Self == FileStorageKey<Stats> {
///       static var stats: Self { fileStorage(.documentsDirectory.appending(component: "stats.json")) }
///     }
///     @Shared(.stats) var stats = Stats()
///
/// The file is read when the first `Shared` for it is made, and written after every change
/// (swift-sharing waits a second to gather changes; here each one is written at once). A file
/// missing, unreadable or not decodable gives the initial value, and the next change replaces
/// it. In tests, files live in memory (``DependencyValues/defaultFileStorage``).
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  public let url: URL
  private let storage: FileStorage

  init(url: URL) {
    self.url = url
    self.storage = DependencyValues.current.defaultFileStorage
  }

  public var id: URL { url.standardizedFileURL }

  public func load(initialValue: Value?) -> Value? {
    guard let data = try? storage.data(at: url) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  public func save(_ value: Value) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    try? storage.write(data, to: url)
  }

  public var description: String { ".fileStorage(\(url.path))" }
}

extension SharedReaderKey {
  /// A key to a value kept as JSON in the file at `url`.
  public static func fileStorage<Value: Codable & Sendable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}
