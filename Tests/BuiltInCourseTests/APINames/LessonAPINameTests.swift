import EngineTestSupport
import Foundation
import Testing

@testable import ExerciseRunner
@testable import Learning

/// The lessons and the README name only API that ReducerKit has, in TCA's spelling — or say
/// whose a name is (``APINameCheck``). The compiled ```` ```swift ```` blocks of the lessons are
/// the lesson block test's; this reads what nothing compiles.
@Suite("API names in lessons and README")
struct LessonAPINameTests {
  static let toolchain = ExerciseToolchain.locate()
  /// Extracted once for the suite.
  static let api: Result<DeclaredAPI, any Error>? = toolchain.map { toolchain in
    Result { try DeclaredAPI.extract(toolchain: toolchain) }
  }

  static func declaredAPI() throws -> (DeclaredAPI, ExerciseToolchain) {
    let toolchain = try #require(toolchain, "no exercise modules beside the test bundle")
    let api = try #require(api).get()
    return (api, toolchain)
  }

  /// Every lesson's words, in both languages, with the names its exercise starter declares.
  static func lessonDocuments() throws -> [APINameCheck.Document] {
    let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryFolders.lessons.path).sorted()
    return try names.flatMap { name -> [APINameCheck.Document] in
      let folder = RepositoryFolders.lessons.appendingPathComponent(name)
      let starter =
        (try? String(contentsOf: folder.appendingPathComponent("exercise.en.swift"), encoding: .utf8))
      let declared = starter.map { SwiftNameScanner.scan($0).declared } ?? []
      return try ["en", "es"].compactMap { language in
        let file = folder.appendingPathComponent("\(language).md")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return APINameCheck.Document(
          file: "lessons/\(name)/\(language).md", text: try String(contentsOf: file, encoding: .utf8),
          checksPlainSwiftBlocks: false, declared: declared)
      }
    }
  }

  /// The README and the docs page that teaches the library's effects and dependencies (the other
  /// docs are about the tutor's own workings): every Swift block and inline span is read.
  static func readmeDocuments() throws -> [APINameCheck.Document] {
    return try ["README.md", "docs/effects-and-dependencies.md"].map { path in
      APINameCheck.Document(
        file: path,
        text: try String(contentsOf: RepositoryFolders.root.appendingPathComponent(path), encoding: .utf8),
        checksPlainSwiftBlocks: true)
    }
  }

  @Test("The lessons' sketches, prose, hints and explanations name only ReducerKit's API, or say whose")
  func lessonsNameReducerKitAPI() throws {
    let (api, toolchain) = try Self.declaredAPI()
    let documents = try Self.lessonDocuments()
    #expect(documents.count >= 18)
    let problems = APINameCheck.problems(in: documents, api: api, toolchain: toolchain)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("The README and the docs name only ReducerKit's API, or say whose")
  func readmeNamesReducerKitAPI() throws {
    let (api, toolchain) = try Self.declaredAPI()
    let problems = APINameCheck.problems(in: try Self.readmeDocuments(), api: api, toolchain: toolchain)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }
}

extension LessonAPINameTests {
  /// `text` with `original` replaced by `planted`, which must be there to replace.
  static func planting(_ planted: String, for original: String, in text: String) throws -> String {
    try #require(text.contains(original), "\(original) is no longer in the text")
    return text.replacingOccurrences(of: original, with: planted)
  }

  @Test("A misspelt name planted in a lesson's sketch, prose or hint is found, with its file and line")
  func plantedNamesInALesson() throws {
    let (api, toolchain) = try Self.declaredAPI()
    let lesson = try #require(try Self.lessonDocuments().first { $0.file == "lessons/presentation/en.md" })
    var text = try Self.planting(
      "// sketch: after the shop's Reduce\n.ifLett(\\.$destination, action: \\.destination)",
      for: "// sketch: after the shop's Reduce\n.ifLet(\\.$destination, action: \\.destination)",
      in: lesson.text)
    text = try Self.planting(
      "`@Dependency(\\.dismisser)` and", for: "`@Dependency(\\.dismiss)` and", in: text)
    text = try Self.planting("`PresentationActions`:", for: "`PresentationAction`:", in: text)
    text = try Self.planting(
      "`.ifLet(\\.$ticker, actions: \\.ticker) { Ticker() }`",
      for: "`.ifLet(\\.$ticker, action: \\.ticker) { Ticker() }`",
      in: text)
    var planted = lesson
    planted.text = text
    let problems = APINameCheck.problems(in: [planted], api: api, toolchain: toolchain)
    let found = problems.map(\.spelling).sorted()
    #expect(
      found == [
        ".ifLet(_:actions:)", ".ifLett(_:action:)", "@Dependency(\\.dismisser)", "PresentationActions",
      ],
      "\(problems)")
    // A block's problem is at the block's first line: its comment, after the fence.
    let comment = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.hasPrefix("// sketch: after the shop's Reduce")
      })
    #expect(problems.first { $0.spelling.hasPrefix(".ifLett") }?.line == comment + 1)
    // The lesson as it is has none of them.
    #expect(APINameCheck.problems(in: [lesson], api: api, toolchain: toolchain).isEmpty)
  }

  @Test("A name that needs a label is found where its label is taken away, in English and Spanish")
  func unlabelledNames() throws {
    let (api, toolchain) = try Self.declaredAPI()
    let lessons = try Self.lessonDocuments()
    var english = try #require(lessons.first { $0.file == "lessons/foreach/en.md" })
    english.text = try Self.planting(
      "and a list view iterates", for: "and a SwiftUI list view iterates", in: english.text)
    english.text = try Self.planting(
      "actions. `liftEach` says it once:",
      for: "actions. This library's `liftEach`, after SwiftRex's, says it once:",
      in: english.text)
    var spanish = try #require(lessons.first { $0.file == "lessons/presentation/es.md" })
    spanish.text = try Self.planting(
      "Hay dos respuestas, las dos\nde la lección",
      for: "Hay dos respuestas, las dos de esta biblioteca,\nde la lección",
      in: spanish.text)
    let problems = APINameCheck.problems(in: [english, spanish], api: api, toolchain: toolchain)
    #expect(
      problems.map { "\($0.file) \($0.spelling)" } == [
        "lessons/foreach/en.md .liftEach", "lessons/foreach/en.md ForEach(_:)",
        "lessons/foreach/en.md RowView(store:)", "lessons/presentation/es.md .transpose()",
        "lessons/presentation/es.md .dismissing(last:)", "lessons/presentation/es.md Presentation",
      ], "\(problems)")
  }

  @Test("A misspelt name planted in the README's Swift or its inline code is found")
  func plantedNamesInTheReadme() throws {
    let (api, toolchain) = try Self.declaredAPI()
    let readme = try #require(try Self.readmeDocuments().first { $0.file == "README.md" })
    var text = try Self.planting(
      "`.cancellable(id:cancelInFlights:)`", for: "`.cancellable(id:cancelInFlight:)`", in: readme.text)
    text = try Self.planting(
      "var path = StackStat<Path.State>()", for: "var path = StackState<Path.State>()", in: text)
    text = try Self.planting("`NavigationStack`", for: "`IdentifiedArrayOf<T>`", in: text)
    var planted = readme
    planted.text = text
    let problems = APINameCheck.problems(in: [planted], api: api, toolchain: toolchain)
    #expect(
      problems.map(\.spelling).sorted() == [
        ".cancellable(id:cancelInFlights:)", "NavigationStack", "StackStat",
      ],
      "\(problems)")
  }
}
