import EngineTestSupport
import Foundation
import Testing

@testable import SandboxRuntime
@testable import TutorSupport

/// Seeded fuzzing of effects-heavy sessions (issue 24): many running effects, long advances,
/// undo storms and tests with actions queued. Every line's output stays within the same bounds
/// as ``PromptLineFuzzTests`` (counted in rendered lines and characters, never timed), and the
/// work behind it within ``WorkBounds`` (effects never listed by an ordinary line).
@Suite("Effects-heavy fuzzing")
struct EffectsFuzzTests {
  static let seed: UInt64 = 0x6566_6665_6374  // "effect"
  static let linesPerSandbox = 1_000

  /// Lines that pile effects up, move time far, and take lines back, per sandbox.
  static func corpus(_ lesson: String) -> [String] {
    let common = [
      "advance 1s", "advance 1000s", "advance 99999h", "advance 10000s", "undo", "undo", "undo", "effects",
      "state", "test", "finish", "reset",
    ]
    switch lesson {
    case "basics": return common + Array(repeating: ".incrementLater", count: 12) + [".increment"]
    case "foreach":
      return common + [".addRow", ".addRow", ".rows(.element(id: 0, action: .onAppear))"]
        + (0..<12).map { ".rows(.element(id: \($0), action: .onAppear))" }
        + ["receive .rows(.element(id: 0, action: .tick))", ".rows(.element(id: 1, action: .onDisappear))"]
    default:
      return common + [
        ".addRow", ".addRow", ".everyRow(.onAppear)", ".everyRow(.tick)", ".everyRow(.onAppear)",
      ]
        + ["receive .rows(.element(id: 0, action: .tick))"]
    }
  }

  @Test(arguments: ["basics", "foreach", "foreach-board"])
  func effectsHeavyLinesHaveBoundedOutput(lesson: String) throws {
    let renderer = Renderer(catalog: try Catalog.load(language: "en", from: RepositoryFolders.locales))
    var generator = ParsingFixtures.SeededGenerator(seed: Self.seed &+ UInt64(lesson.count))
    let session = try #require(Session(lesson: lesson))
    let corpus = Self.corpus(lesson)
    var listedBefore = 0
    for index in 0..<Self.linesPerSandbox {
      let line = corpus.randomElement(using: &generator) ?? "state"
      let reply = session.handle(line)
      let rendered = renderer.render(reply.outputs)
      let characters = rendered.reduce(0) { $0 + $1.text.count }
      let context = "seed \(Self.seed), \(lesson), line \(index): \(line)"
      #expect(rendered.count <= PromptLineFuzzTests.maximumLines, "\(rendered.count) lines; \(context)")
      #expect(characters <= PromptLineFuzzTests.maximumCharacters, "\(characters) characters; \(context)")
      // Only `effects` lists the running effects; an ordinary line only counts them (undo and
      // reset start a fresh store, whose count starts at 0).
      let listed = (session.sandbox as? any UndoCounting)?.effectsListed ?? 0
      if line != "effects" {
        #expect(listed <= listedBefore, "a line listed the running effects; \(context)")
      }
      listedBefore = listed
    }
  }
}
