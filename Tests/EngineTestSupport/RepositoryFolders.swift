import Foundation

/// The repository's content folders, found from this file.
package enum RepositoryFolders {
  /// `Tests/EngineTestSupport/RepositoryFolders.swift` → the repository.
  package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  package static let lessons = root.appendingPathComponent("lessons")
  package static let locales = root.appendingPathComponent("locales")
}
