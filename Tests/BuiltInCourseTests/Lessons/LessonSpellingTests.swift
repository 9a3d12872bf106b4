import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import SandboxRuntime

/// The Swift in lessons: optional chaining where Swift needs it, and the closing TCA/SwiftRex note.
@Suite("Swift spelling in lessons")
struct LessonSpellingTests {
  @Test("Lint flags optional chaining left out; the right spelling passes")
  func swiftSpelling() {
    let optionals: Set<String> = ["detail"]
    #expect(
      SwiftSpelling.problems(in: "receive .tick { $0.rows[id: 0].seconds = 1 }", optionalPaths: [])
        == [.init(code: "$0.rows[id: 0].seconds", part: "$0.rows[id: 0]", fix: "$0.rows[id: 0]?.seconds")])
    #expect(SwiftSpelling.problems(in: "{ $0.rows[id: 0]?.seconds = 1 }", optionalPaths: []).isEmpty)
    #expect(
      SwiftSpelling.problems(in: "{ $0.detail.seconds = 1 }", optionalPaths: optionals).map(\.fix) == [
        "$0.detail?.seconds"
      ])
    #expect(
      SwiftSpelling.problems(in: "{ $0.detail = nil; $0.rows[1].seconds = 2 }", optionalPaths: optionals)
        .isEmpty)
    #expect(SwiftSpelling.problems(in: #"{ $0.scores["ana"].value = 1 }"#, optionalPaths: []).count == 1)
    #expect(LiveState.optionalPaths(of: LessonFeaturesProbe.sheet) == ["detail"])
  }

  @Test("Every lesson ends with the TCA and SwiftRex note, in both languages, naming the modern spellings")
  func bridgeNotes() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    var all = ""
    for entry in library.entries {
      let last = try #require(BridgeNote.step(of: entry.lesson))
      for language in ["en", "es"] {
        let body = try #require(entry.texts[language]?.steps[last.id]).body
        #expect(BridgeNote.present(in: body, language: language), "\(entry.lesson.id) \(language)")
        all += body
      }
    }
    for spelling in [
      "Scope(state: \\.left, action: \\.left)", "@CasePathable",
      "store.scope(state: \\.left, action: \\.left)",
      ".forEach(\\.rows, action: \\.rows)", "IdentifiedActionOf", "@Presents", "if let", "liftCollection",
      "liftOptional", "transpose()", ".forEach(\\.path, action: \\.path)", "StackState<Path.State>",
      "StackActionOf<Path>", "NavigationStack(path:",
    ] {
      #expect(all.contains(spelling), "\(spelling)")
    }
  }
}
