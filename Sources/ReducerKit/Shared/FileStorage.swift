import Foundation

/// Where `.fileStorage` keys read and write their files (swift-sharing's `FileStorage`): the
/// file system in an app, memory in tests (``DependencyValues/defaultFileStorage``).
public struct FileStorage: Sendable {
  let load: @Sendable (URL) throws -> Data
  let save: @Sendable (Data, URL) throws -> Void

  /// The real file system: a save writes the whole file atomically, making its folder first.
  public static var fileSystem: FileStorage {
    FileStorage(
      load: { url in try Data(contentsOf: url) },
      save: { data, url in
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
      })
  }

  /// Files kept in memory: what tests use, so that no test reads or writes a real file.
  public static var inMemory: FileStorage {
    let files = InMemoryFiles()
    return FileStorage(load: files.load, save: files.save)
  }

  /// What `url` holds; throws when there is no such file.
  public func data(at url: URL) throws -> Data { try load(url) }

  /// Writes `data` to `url`.
  public func write(_ data: Data, to url: URL) throws { try save(data, url) }
}

/// The files of ``FileStorage/inMemory``, by URL.
private final class InMemoryFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [URL: Data] = [:]

  func load(_ url: URL) throws -> Data {
    guard let data = lock.withLock({ files[url.standardizedFileURL] }) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    return data
  }

  func save(_ data: Data, _ url: URL) throws {
    lock.withLock { files[url.standardizedFileURL] = data }
  }
}

enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// Where `.fileStorage` keys keep their files: the file system live; in a test, memory (the
  /// test's own files, ``SharedTestScope``; a fresh set for each TestStore the tutor makes).
  public var defaultFileStorage: FileStorage {
    get {
      isSet(DefaultFileStorageKey.self)
        ? self[DefaultFileStorageKey.self]
        : SharedTestScope.current?.fileStorage ?? self[DefaultFileStorageKey.self]
    }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
