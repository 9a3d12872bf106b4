import EngineTestSupport
import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

/// 20,000 generated prompt lines — the lessons' own lines, mutated — over every sandbox, in play
/// and in test mode: no crash, every line answered, and the work per line bounded, counted in
/// what the line made the tutor say (each action an effect sent back is a line of its own).
/// The seed is fixed; a failure names it and the line, to replay with `Self.lines(seed:)`.
@Suite("Prompt-line fuzzing")
struct PromptLineFuzzTests {
  static let seed: UInt64 = 0x7475_746F_72  // "tutor"
  static let linesPerSandbox = 2_000
  /// The most rendered lines and characters one generated line may cause.
  static let maximumLines = 400
  static let maximumCharacters = 40_000

  /// The lessons' prompt lines (indented in `lesson.md`) and the prompt's commands.
  static let corpus: [String] = {
    var lines: Set<String> = [
      "state", "effects", "advance 1s", "advance 250ms", "undo", "reset", "up", "help", "test", "finish",
      "scope rows[id: 0]", "state rows[id: 0]", "state count", "scope child", "play", "",
    ]
    let folder = RepositoryFolders.lessons
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let file = folder.appendingPathComponent(name).appendingPathComponent("lesson.md")
      guard let data = try? Data(contentsOf: file) else { continue }
      for line in TextLines.split(String(decoding: data, as: UTF8.self)) where line.hasPrefix("    ") {
        lines.insert(String(line.dropFirst(4)))
      }
    }
    return lines.sorted()
  }()

  /// Pieces spliced into lines: syntax, odd characters, big numbers, deep nesting.
  static let pieces = [
    "(", ")", "[", "]", "{", "}", ".", ",", ":", ";", "\"", "\\", "$0", "=", "+=", "-=", " ", "\t", "\0",
    "\u{1}", "\u{7F}", "\u{1B}[2J", "é", "✓", "👩‍👩‍👧", "\u{FEFF}", "\u{202E}", "-", "9223372036854775807",
    "99999999999999999999", "1e308", "0x", "nil", "id:", "action:", ".element(id: ", "rows[id: ", "advance ",
    "ms", "s", "h", String(repeating: "(", count: 200), String(repeating: ".a(", count: 60), "send ",
    "receive ",
  ]

  /// The generated lines for one sandbox, from `seed`.
  static func lines(seed: UInt64, count: Int) -> [String] {
    var generator = ParsingFixtures.SeededGenerator(seed: seed)
    return (0..<count).map { _ in mutate(corpus.randomElement(using: &generator) ?? "", using: &generator) }
  }

  static func mutate(_ line: String, using generator: inout ParsingFixtures.SeededGenerator) -> String {
    var characters = Array(line)
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      let at = Int.random(in: 0...characters.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0, 1: characters.insert(contentsOf: pieces.randomElement(using: &generator) ?? "", at: at)
      case 2:
        if at < characters.count {
          characters.removeSubrange(at..<min(characters.count, at + Int.random(in: 1...6, using: &generator)))
        }
      case 3:
        let other = Array(corpus.randomElement(using: &generator) ?? "")
        characters = Array(characters[..<at]) + other[(Int.random(in: 0...other.count, using: &generator))...]
      default:
        if at < characters.count { characters[at] = pieces.randomElement(using: &generator)?.first ?? "x" }
      }
    }
    return String(characters)
  }

  @Test(arguments: Session.lessons)
  func generatedLinesAreAnsweredWithBoundedWork(lesson: String) throws {
    let renderer = Renderer(
      catalog: try Catalog.load(language: "en", from: RepositoryFolders.locales))
    let seed = Self.seed &+ UInt64(Session.lessons.firstIndex(of: lesson) ?? 0)
    let session = try #require(Session(lesson: lesson))
    var answered = 0
    var tested = 0
    for (index, line) in Self.lines(seed: seed, count: Self.linesPerSandbox).enumerated() {
      // Every 100 lines start afresh, half of the time inside a test; `play`/`quit` lines that
      // leave the sandbox are kept out so that all lines stay on this lesson's sandbox.
      if index % 100 == 0 {
        _ = session.handle("play \(lesson)")
        if index % 200 == 100 { _ = session.handle("test") }
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("play") || trimmed.hasPrefix("quit") { continue }
      if session.prompt.contains(" test> ") { tested += 1 }
      let promptBefore = session.prompt
      let reply = session.handle(line)
      let rendered = renderer.render(reply.outputs)
      let characters = rendered.reduce(0) { $0 + $1.text.count }
      let context = "seed \(seed), line \(index): \(line.debugDescription)"
      // Answered: something said, or the prompt moved (`scope`, `up`, `test`).
      if !trimmed.isEmpty {
        let wasAnswered = !rendered.isEmpty || session.prompt != promptBefore
        #expect(wasAnswered, "no answer; \(context)")
        if wasAnswered { answered += 1 }
      }
      #expect(rendered.count <= Self.maximumLines, "\(rendered.count) lines; \(context)")
      #expect(characters <= Self.maximumCharacters, "\(characters) characters; \(context)")
      #expect(!rendered.contains { $0.text.contains("\0") }, "a NUL reached the output; \(context)")
    }
    #expect(answered > Self.linesPerSandbox * 3 / 4)
    #expect(tested > Self.linesPerSandbox / 4)
  }
}
