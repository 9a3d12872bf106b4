import EngineTestSupport
import Foundation
import Testing

@testable import Grading
@testable import Learning
@testable import SandboxRuntime
@testable import TutorCommandLine
@testable import TutorSupport

/// Transcripts are untrusted: each is read in bounded pieces and run within a budget, and a file
/// past a bound is an error that names it — never a hang, never megabytes parsed.
@Suite("Grade limits")
struct GradeLimitsTests {
  let library: LessonLibrary
  let catalog: Catalog

  init() throws {
    library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
  }

  func grader(_ change: (inout GradeLimits) -> Void = { _ in }) -> Grader {
    var limits = GradeLimits()
    change(&limits)
    return Grader(library: library, catalog: catalog, limits: limits)
  }

  @Test(
    "A line longer than the limit is refused where it stands, as the prompt refuses it; the lines after it grade"
  )
  func longLine() throws {
    let reach = ["learn pullback", ":next", "a", ":next", ":next", ":next", ".left(.inc)"]
    let text = (reach + [String(repeating: "x", count: 70_000), ".left(.inc)", ".right(.dec)"]).joined(
      separator: "\n")
    // Refused as the prompt refuses it: not run, said in its place, the lines after it graded.
    let result = grader().grade(text: text, file: "long.txt")
    #expect(result.error == nil)
    let task = try #require(result.tasks.first)
    #expect(task.status == .pass)
    #expect(
      task.code == [
        ".left(.inc)",
        "‹line 8 is longer than 65536 bytes, the limit for one line: not run (the prompt refuses it too)›",
        ".left(.inc)", ".right(.dec)",
      ])
    // Read from a file in chunks: a 6 MB line is read past, never held, and comes as too long.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).txt")
    try Data(("learn pullback\n" + String(repeating: ".left(.inc)", count: 600_000)).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var read = 0
    let lines = try #require(TranscriptLines(path: file.path, limits: GradeLimits()))
    var entries: [TranscriptLineReader.Entry] = []
    try lines.forEach { _, entry in
      read += 1
      entries.append(entry)
      return true
    }
    #expect(entries == [.line("learn pullback"), .tooLong])
  }

  @Test("More lines than the limit")
  func manyLines() {
    let text = "learn pullback\n" + String(repeating: "state\n", count: 30)
    #expect(
      grader { $0.maxLines = 20 }.grade(text: text, file: "many.txt").error
        == "more than 20 lines, the limit for one transcript: not graded")
    #expect(grader { $0.maxLines = 31 }.grade(text: text, file: "many.txt").error == nil)
  }

  @Test("An advance that would wake timers for ever stops at the wake-up budget")
  func wakeUps() {
    let text = """
      learn foreach
      .addRow
      .rows(.element(id: 0, action: .onAppear))
      advance 5s
      advance 100000000s
      """
    let fits = text.split(separator: "\n").dropLast().joined(separator: "\n")
    #expect(grader { $0.maxWakeUps = 5 }.grade(text: fits, file: "t.txt").error == nil)
    #expect(
      grader { $0.maxWakeUps = 50 }.grade(text: text, file: "t.txt").error
        == "line 5 needs more than 50 clock wake-ups, the limit for one transcript: not graded")
  }

  @Test("Past the time limit (--timeout), the file is reported, not waited for")
  func timeout() {
    let text = "learn pullback\n.left(.inc)\n.left(.inc)\n"
    #expect(
      grader { $0.timeout = 0.0001 }.grade(text: text, file: "slow.txt").error
        == "still running after 0.0001 s, at line 2 (the limit is --timeout): not graded")
  }

  @Test("CRLF, a BOM and bytes that are not UTF-8 are read, not rejected")
  func encodings() throws {
    let text = "\u{FEFF}learn pullback\r\n:next\r\na\r\n"
    #expect(grader().grade(text: text, file: "crlf.txt").quizzes.map(\.status) == [.pass])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bytes-\(UUID().uuidString).txt")
    try Data("learn pullback\n:next\n".utf8 + [0xFF, 0xFE, 0x00, 0x1B] + Data("\na\n".utf8)).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = grader().grade(file: file.path)
    #expect(result.error == nil)
    // Not an answer: it went to the sandbox, shown safely; "a" is the first answer.
    #expect(result.quizzes[0].code == ["��␀␛", "a"])
    #expect(result.quizzes[0].status == .pass)
  }

  @Test("What a learner typed is kept within a size per step")
  func codeBounded() {
    let text = "learn pullback\n:next\n" + String(repeating: "state\n", count: 100)
    let result = grader { $0.maxCodeCharacters = 12 }.grade(text: text, file: "c.txt")
    #expect(result.quizzes[0].code == ["state", "state", "st…"])
  }
}

@Suite("Grade options")
struct GradeOptionsTests {
  @Test("tutor grade's options are read, and a bad value says what is expected")
  func parse() throws {
    let parsed = TutorArguments.parse([
      "grade", "class/", "--details", "--shard", "2/3", "--timeout", "2.5", "--output-dir", "out", "--format",
      "html",
    ])
    guard case .success(let arguments) = parsed, case .grade(let options) = arguments.command else {
      Issue.record("not parsed: \(parsed)")
      return
    }
    #expect(options.paths == ["class/"])
    #expect(options.details && !options.merge)
    #expect(options.shard == GradeOptions.Shard("2/3"))
    #expect(options.limits.timeout == 2.5)
    #expect(options.outputDirectory == "out")
    #expect(options.format == .html)
    #expect(
      TutorArguments.parse(["grade", "x", "--timeout", "soon"])
        == .failure(.badGradeOption(key: "grade.badTimeout", value: "soon")))
    #expect(TutorArguments.parse(["grade", "x", "--format", "pdf"]) == .failure(.badFormat("pdf")))
  }

  @Test("A pipe or a device among the transcripts is reported, not read")
  func notARegularFile() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    let result = Grader(library: library, catalog: catalog).grade(file: "/dev/zero")
    #expect(result.error == "not a regular file (a folder, a device or a pipe): not graded")
  }
}
