import EngineTestSupport
import Foundation
import Testing

@testable import Learning

/// Code in lessons fits the terminal, and a starter's code is written once for both languages.
@Suite("Lesson code layout")
struct LessonCodeLayoutTests {
  @Test("Code lines are indented or fenced lines; a paragraph's continuation is not code")
  func codeLines() {
    let text = "Prose that\n    continues here.\n\n    .left(.inc)\n```swift\nlet x = 1\n```\n"
    #expect(CodeWidth.codeLines(of: text).map(\.number) == [4, 6])
  }

  @Test("Lint reports a code line wider than 76 columns, with its file and line")
  func wideLineReported() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let entry = try #require(library.entry("basics"))
    let wide = "# T\n\n## reducer\nText.\n\n    " + String(repeating: "x", count: 73) + "\n\n    fits\n"
    try wide.write(to: folder.appendingPathComponent("en.md"), atomically: true, encoding: .utf8)
    let copy = LessonLibrary.Entry(
      lesson: entry.lesson, texts: ["en": try #require(entry.texts["en"])], folder: folder.path)
    let problems = CodeWidth.problems(in: [copy])
    #expect(problems.map(\.line) == [6])
    #expect(problems.first?.key == "lint.codeTooWide")
    #expect(problems.first?.arguments["width"] == "77")
  }

  @Test("No code line in any lesson is wider than 76 columns")
  func lessonsFit() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let problems = CodeWidth.problems(in: library.entries)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  /// Swift lines with comments taken out (a `//` outside a string literal ends the line), and
  /// blank lines dropped: what must be the same in every language.
  static func code(of source: String) -> [String] {
    source.split(separator: "\n").compactMap { line -> String? in
      var text = ""
      var inString = false
      var previous: Character = " "
      for character in line {
        if character == "\"" { inString.toggle() }
        if !inString, character == "/", previous == "/" {
          text.removeLast()
          break
        }
        text.append(character)
        previous = character
      }
      while text.last == " " { text.removeLast() }
      return text.isEmpty ? nil : text
    }
  }

  @Test("Each exercise's starters differ only in their comments")
  func startersShareTheirCode() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryFolders.lessons.path).sorted()
    var compared = 0
    for name in names {
      let folder = RepositoryFolders.lessons.appendingPathComponent(name)
      guard
        let english = try? String(
          contentsOf: folder.appendingPathComponent("exercise.en.swift"), encoding: .utf8)
      else { continue }
      let spanish = try String(
        contentsOf: folder.appendingPathComponent("exercise.es.swift"), encoding: .utf8)
      #expect(Self.code(of: english) == Self.code(of: spanish), "\(name): the code differs between en and es")
      compared += 1
    }
    #expect(compared >= 9)
    #expect(Self.code(of: "let a = 1  // one\n// two\n  b()\n") == ["let a = 1", "  b()"])
    #expect(Self.code(of: #"f("a//b")  // c"#) == [#"f("a//b")"#])
    #expect(Self.code(of: "let a = 1\n") != Self.code(of: "let a = 2\n"))
  }
}
