import Foundation

/// The repository's content folders, found from this file.
enum RepositoryFolders {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let lessons = root.appendingPathComponent("lessons")
  static let locales = root.appendingPathComponent("locales")
}
