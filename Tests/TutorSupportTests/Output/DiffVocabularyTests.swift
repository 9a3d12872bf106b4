import EngineTestSupport
import Foundation
import Testing

@testable import TutorSupport

@Suite("Diff vocabulary")
struct DiffVocabularyTests {
  @Test("Diff words are in the reader's language")
  func diffVocabulary() throws {
    let catalog = try Catalog.load(language: "es", from: RepositoryFolders.locales)
    #expect(
      DiffVocabulary.localize(
        "  [\n    … (2 unchanged),\n−   #2: 1\n    … (1 unchanged)\n  ]", catalog: catalog)
        == "  [\n    … (2 sin cambios),\n−   #2: 1\n    … (1 sin cambios)\n  ]")
  }
}
