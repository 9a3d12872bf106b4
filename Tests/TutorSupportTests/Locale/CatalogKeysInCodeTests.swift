import EngineTestSupport
import Foundation
import Learning
import Testing
import TutorSupport

/// A key the code names but no catalog holds shows as `⟦key⟧` to the learner: every key written in
/// the sources must exist in both languages.
@Suite("Catalog keys in the code")
struct CatalogKeysInCodeTests {
  /// Literals that look like keys but are not looked up in a catalog, with the reason.
  static let notKeys: Set<String> = [
    "input.error",  // LessonChecker's name for "the line was refused", matched against lesson files.
    "course.md",  // CourseManifest's file name, in the `course` namespace by chance.
  ]

  @Test("Every key literal in Sources/ exists in the English and Spanish catalogs")
  func keysExist() throws {
    let english = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    let spanish = try Catalog.load(language: "es", from: RepositoryFolders.locales)
    let namespaces = Set(english.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
    let found = try Self.keyLiterals(in: RepositoryFolders.root.appendingPathComponent("Sources"))
    let candidates = found.filter { literal in
      literal.key.split(separator: ".").first.map { namespaces.contains(String($0)) } ?? false
    }
    #expect(
      candidates.count > 300, "the scan found only \(candidates.count) keys: is the pattern still right?")
    for literal in candidates where !Self.notKeys.contains(literal.key) {
      for (language, catalog) in [("en", english), ("es", spanish)] {
        // `"learn.help.\(word)"`: some key must start there.
        let found =
          literal.isPrefix
          ? catalog.keys.contains { $0.hasPrefix(literal.key) } : catalog.keys.contains(literal.key)
        #expect(
          found, "'\(literal.key)\(literal.isPrefix ? "…" : "")' (\(literal.file)) is missing in \(language)")
      }
    }
  }

  struct KeyLiteral: Hashable {
    let key: String
    /// The literal goes on with an interpolation: only its start is known.
    let isPrefix: Bool
    let file: String
  }

  /// String literals shaped like `"namespace.name"` (letters and digits between dots), and those
  /// that continue with `\(…)`.
  static func keyLiterals(in folder: URL) throws -> Set<KeyLiteral> {
    let pattern = try Regex(#""([a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+)(\.\\\(|")"#)
    var found: Set<KeyLiteral> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: pattern) {
        guard let key = match.output[1].substring, let end = match.output[2].substring else { continue }
        let isPrefix = end != "\""
        found.insert(
          KeyLiteral(
            key: isPrefix ? key + "." : String(key), isPrefix: isPrefix, file: file.lastPathComponent))
      }
    }
    return found
  }
}
