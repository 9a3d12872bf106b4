import EngineTestSupport
import Foundation
import Testing
import TutorSupport

@Suite("Locale catalogs")
struct CatalogParityTests {
  @Test("Every key exists in both catalogs, with the same plural forms")
  func parity() throws {
    let english = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    let spanish = try Catalog.load(language: "es", from: RepositoryFolders.locales)
    #expect(english.keys.subtracting(spanish.keys).sorted() == [])
    #expect(spanish.keys.subtracting(english.keys).sorted() == [])
    for key in english.keys {
      #expect(english.pluralForms(of: key) == spanish.pluralForms(of: key), "\(key)")
    }
  }

  @Test(
    "Language choice: option, then TUTOR_LANG, LC_ALL, LC_MESSAGES, LANG",
    arguments: [
      (nil, ["LANG": "es_ES.UTF-8"], "es"),
      ("en", ["LANG": "es_ES.UTF-8"], "en"),
      (nil, ["TUTOR_LANG": "es", "LANG": "en_US"], "es"),
      (nil, ["LC_ALL": "C", "LANG": "es_MX.UTF-8"], "es"),
      (nil, ["LC_MESSAGES": "es@euro"], "es"),
      (nil, ["LANG": "fr_FR.UTF-8"], "en"),
      (nil, [:], "en"),
    ] as [(String?, [String: String], String)])
  func languageChoice(option: String?, environment: [String: String], expected: String) {
    #expect(LanguageChoice.resolve(option: option, environment: environment) == expected)
  }
}
