import EngineTestSupport
import Foundation
import Testing

@testable import ExerciseRunner
@testable import Learning
@testable import TutorSupport

/// The Swift a learner reads in a lesson compiles: every ```` ```swift ```` block of every lesson,
/// in every language, typechecked against ReducerKit with its macro plugin, as `tutor exercise
/// check` compiles a learner's file. All blocks go to one `swiftc -typecheck`, each in a file and
/// a namespace of its own; errors name the lesson file and line.
@Suite("Swift blocks in lessons")
struct LessonSwiftBlockTests {
  /// The toolchain beside the test bundle (its modules and plugin: no library needed to typecheck).
  static let toolchain = ExerciseToolchain.locate()

  /// Every fenced Swift block of every lesson, in English and Spanish.
  static func allBlocks() throws -> [SwiftBlock] {
    let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryFolders.lessons.path).sorted()
    return names.flatMap { name in
      ["en", "es"].flatMap { language -> [SwiftBlock] in
        let file = RepositoryFolders.lessons.appendingPathComponent("\(name)/\(language).md")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return SwiftBlock.blocks(in: text, file: "lessons/\(name)/\(language).md")
      }
    }
  }

  /// Typechecks `blocks` in one compiler run, as `tutor lint` does; the compiler's errors, empty
  /// when all compile.
  static func typecheck(_ blocks: [SwiftBlock], toolchain: ExerciseToolchain) throws -> String {
    SwiftBlockCheck.typecheck(blocks, toolchain: toolchain) ?? ""
  }

  @Test("Fences: ```swift blocks are found with their line; ```swift sketch is kept apart")
  func extraction() {
    let text =
      "Some prose.\n\n```swift\nlet a = 1\n```\n\n```swift sketch\nenum A.B {}\n```\n```sh\nls\n```\n"
    let blocks = SwiftBlock.blocks(in: text, file: "x.md")
    #expect(
      blocks == [
        SwiftBlock(file: "x.md", line: 4, code: "let a = 1", isSketch: false),
        SwiftBlock(file: "x.md", line: 8, code: "enum A.B {}", isSketch: true),
      ])
    #expect(FencedCode.indented(text).contains("\n\n    let a = 1\n"))
    #expect(!FencedCode.indented(text).contains("```"))
  }

  @Test("Every ```swift block of every lesson compiles against ReducerKit, in both languages")
  func lessonBlocksCompile() throws {
    let toolchain = try #require(Self.toolchain, "no exercise modules beside the test bundle")
    let blocks = try Self.allBlocks().filter { !$0.isSketch }
    #expect(blocks.count >= 12)
    let errors = try Self.typecheck(blocks, toolchain: toolchain)
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test("English and Spanish show the same Swift blocks, comments aside")
  func sameBlocksInEveryLanguage() throws {
    let blocks = try Self.allBlocks()
    let lessons = Set(blocks.map { $0.file.split(separator: "/").dropLast().joined(separator: "/") })
    for lesson in lessons.sorted() {
      func code(_ language: String) -> [[String]] {
        blocks.filter { $0.file == "\(lesson)/\(language).md" }.map {
          LessonCodeLayoutTests.code(of: $0.code)
        }
      }
      #expect(code("en") == code("es"), "\(lesson)")
    }
  }

  @Test("A block that is not valid Swift fails, named by its lesson file and line")
  func brokenBlockFails() throws {
    let toolchain = try #require(Self.toolchain, "no exercise modules beside the test bundle")
    let broken = SwiftBlock(
      file: "lessons/x/en.md", line: 12,
      code:
        "@Reducer\nstruct Feature {\n  struct State {}\n  enum Action { case a }\n  var body: some ReducerOf<Self> {\n    Scope(state: \\.nothing, action: \\.a) { EmptyReducer() }\n  }\n}",
      isSketch: false)
    let errors = try Self.typecheck([broken], toolchain: toolchain)
    #expect(errors.contains("lessons/x/en.md:17:"), "\(errors)")
  }

  @Test("Lint names a block that does not compile by its file and line, in the reader's words")
  func lintReportsBrokenBlock() throws {
    let toolchain = try #require(Self.toolchain, "no exercise modules beside the test bundle")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("block-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let entry = try #require(library.entry("basics"))
    let text =
      "# T\n\n## reducer\nText.\n\n```swift\nstruct A {}\nlet b: Int = A()\n```\n\n```swift sketch\ncase .x:\n```\n"
    try text.write(to: folder.appendingPathComponent("en.md"), atomically: true, encoding: .utf8)
    let copy = LessonLibrary.Entry(
      lesson: entry.lesson, texts: ["en": try #require(entry.texts["en"])], folder: folder.path)
    let problems = SwiftBlockCheck.problems(in: [copy], toolchain: toolchain)
    #expect(problems.map(\.line) == [8], "\(problems)")
    #expect(problems.first?.file == folder.path + "/en.md")
    #expect(problems.first?.key == "lint.swiftBlock")
    #expect(problems.first?.arguments["error"]?.contains("cannot convert") == true, "\(problems)")
  }
}
