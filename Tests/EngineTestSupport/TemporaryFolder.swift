import Foundation

/// A fresh folder for one test, removed when the test ends.
package final class TemporaryFolder {
  package let path: String

  package init() {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("tutor-files-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    // Read-only files and folders made by a test must not stop the clean-up.
    if let names = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] {
      for name in names { chmod(path + "/" + name, 0o755) }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  package func file(_ name: String) -> String { path + "/" + name }

  package func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
