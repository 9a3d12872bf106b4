import EngineTestSupport
import Foundation
import Testing

@testable import Grading
@testable import Learning
@testable import SandboxRuntime
@testable import TutorCommandLine

/// Issue 24, points 6, 10 and 11: numbers from the prompt and the command line are range-checked
/// with a message that names the real problem; lesson files are read with a bound.
@Suite("Bounded input: durations, options, lesson files")
struct BoundedInputTests {
  @Test("A duration past the largest is 'too large', naming the largest, in both languages")
  func tooLargeDuration() throws {
    let english = try SessionHarness(lesson: "basics")
    #expect(
      english.type("advance 99999999999h")
        == "'99999999999h' is too large: the longest advance is 1000000000000s (and one line stops after 10000 wake-ups anyway)"
    )
    #expect(english.type("advance 1000000000000s").contains("too large") == false)
    let spanish = try SessionHarness(lesson: "basics", language: "es")
    #expect(
      spanish.type("advance 99999999999h").hasPrefix("'99999999999h' es demasiado: el avance más largo es"))
    #expect(english.type("advance lots").contains("is not a duration"))
  }

  @Test("--timeout and --pace are range-checked; '10s' is accepted", arguments: ["1e19", "1e300", "86401"])
  func timeoutRange(value: String) {
    guard
      case .failure(let problem) = GradeOptions.parse(paths: ["x"], values: ["--timeout": value], flags: [])
    else {
      Issue.record("--timeout \(value) was accepted")
      return
    }
    #expect(problem == .badGradeOption(key: "grade.timeoutTooLong", value: value))
    #expect(PaceText.parse(value) == nil)
  }

  @Test("--timeout 10s and 10 are ten seconds")
  func timeoutSpellings() throws {
    for text in ["10s", "10"] {
      let options = try GradeOptions.parse(paths: ["x"], values: ["--timeout": text], flags: []).get()
      #expect(options.limits.timeout == 10)
    }
  }

  @Test("A lesson file over the bound is not read: the lesson is an error naming the bound")
  func lessonFileIsBounded() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-big-\(UUID().uuidString)")
    let lessons = folder.appendingPathComponent("lessons")
    try FileManager.default.copyItem(at: RepositoryFolders.lessons, to: lessons)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = lessons.appendingPathComponent("basics/en.md")
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(repeating: 0x41, count: WorkBounds.lessonFileBytes + 1))
    try handle.close()
    let error = #expect(throws: LessonFileError.self) { try LessonLibrary.load(from: lessons) }
    #expect(error?.key == "files.lessonTooLarge")
  }
}

/// Issue 24, point 6: a quiz's program runs under one transcript's work bounds, and `lint` says
/// when it hits them.
@Suite("Quiz programs are bounded")
struct QuizWorkBoundTests {
  @Test("A quiz program of 30 × 'advance 2h' over ticking rows stops at the bounds; lint names it")
  func crafted() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-quiz-\(UUID().uuidString)")
    let lessons = folder.appendingPathComponent("lessons")
    try FileManager.default.copyItem(at: RepositoryFolders.lessons, to: lessons)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = lessons.appendingPathComponent("foreach/lesson.md")
    let text = try String(contentsOf: file, encoding: .utf8)
    let program =
      "program:\n    advance 1s\n    .rows(.element(id: 0, action: .delegate(.deleteRequested)))\n    advance 2s\n"
    #expect(text.contains(program))
    let crafted = text.replacingOccurrences(
      of: program, with: "program:\n" + String(repeating: "    advance 2h\n", count: 30))
    try crafted.write(to: file, atomically: true, encoding: .utf8)
    let library = try LessonLibrary.load(from: lessons)
    let entry = try #require(library.entry("foreach"))
    let problems = LessonChecker.problems(in: entry)
    #expect(problems.contains { $0.key == "lint.quizWork" })
  }
}
