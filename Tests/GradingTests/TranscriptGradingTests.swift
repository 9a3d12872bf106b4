import EngineTestSupport
import Foundation
import Testing

@testable import Grading
@testable import Learning
@testable import TutorSupport

/// Autograding through `swift test`: every transcript under the folder named by
/// `TUTOR_TRANSCRIPTS` is graded against the lessons' tasks and quizzes, one test case per
/// (transcript, task), named after both, failing with the reason in words.
///
///     TUTOR_TRANSCRIPTS=/path/to/class swift test --filter TranscriptGrading
///
/// Skipped when the variable is not set, so a plain `swift test` does not depend on it.
@Suite("TranscriptGrading", .enabled(if: TranscriptFolder.path != nil, "set TUTOR_TRANSCRIPTS to a folder"))
struct TranscriptGradingTests {
  static var cases: [GradedCase] {
    guard let folder = TranscriptFolder.path else { return [] }
    return GradedCase.all(in: Grader.transcriptFiles(at: [folder]).files)
  }

  @Test("Each task and quiz of each transcript passes", arguments: Self.cases)
  func grade(_ graded: GradedCase) {
    if !graded.passed { Issue.record(Comment(rawValue: graded.message)) }
  }
}

/// One (transcript, task) pair, graded, as a `swift test` case: its name says which, its message
/// why it did not pass.
struct GradedCase: CustomTestStringConvertible, Sendable {
  let name: String
  let passed: Bool
  let message: String

  var testDescription: String { name }

  static func all(in files: [String]) -> [GradedCase] {
    guard let library = try? LessonLibrary.load(from: RepositoryFolders.lessons),
      let catalog = try? Catalog.load(language: "en", from: RepositoryFolders.locales)
    else { return [] }
    let grader = Grader(library: library, catalog: catalog)
    return files.flatMap { file in cases(of: grader.grade(file: file), catalog: catalog) }
  }

  static func cases(of result: GradeResult, catalog: Catalog) -> [GradedCase] {
    let file = UntrustedText.line(result.file)
    if let error = result.error {
      return [
        GradedCase(name: file, passed: false, message: catalog.text("grade.errorLine", ["message": error]))
      ]
    }
    return result.entries.map { entry in
      GradedCase(
        name: file + " · " + GradeReport.name(entry, catalog: catalog), passed: entry.passed,
        message: GradeReport.message(entry, catalog: catalog) ?? "")
    }
  }
}

/// The folder named by `TUTOR_TRANSCRIPTS`, if any.
enum TranscriptFolder {
  static let path = ProcessInfo.processInfo.environment["TUTOR_TRANSCRIPTS"].flatMap { $0.isEmpty ? nil : $0 }
}

/// The same grading on transcripts the suite writes itself, so that it is tested without the
/// variable: a complete one passes, an unfinished one fails for its unfinished task.
@Suite("Grading transcripts")
struct GraderTests {
  let library: LessonLibrary
  let catalog: Catalog

  init() throws {
    library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
  }

  static let complete = """
    learn pullback
    :next
    a
    :next
    :next
    :next
    .left(.inc)
    .left(.inc)
    .right(.dec)
    :next
    :next
    send .left(.inc) { $0.left = 1; $0.seen = 1 }
    send .clearLog { $0.seen = 2 }
    finish
    """

  @Test("A transcript that does every task and answers the quiz passes, 3 of 3")
  func complete() {
    let result = Grader(library: library, catalog: catalog).grade(text: Self.complete, file: "ana.txt")
    #expect(result.passed)
    #expect(result.entries.map(\.status) == [.pass, .pass, .pass])
    #expect(GradeReport.render([result], format: .text, catalog: catalog).hasSuffix("Points 3/3"))
  }

  @Test("swift test autograding: a case per (transcript, task), named, with a readable message")
  func gradedCases() {
    let text = Self.complete.replacingOccurrences(of: "{ $0.left = 1; $0.seen = 1 }", with: "{ $0.left = 1 }")
    let result = Grader(library: library, catalog: catalog).grade(text: text, file: "bea.txt")
    let cases = GradedCase.cases(of: result, catalog: catalog)
    #expect(
      cases.map(\.testDescription) == [
        "bea.txt · quiz 1 · pullback/predict", "bea.txt · task 1 · pullback/reach",
        "bea.txt · task 2 · pullback/first-test",
      ])
    #expect(cases.map(\.passed) == [true, true, false])
    #expect(
      cases[2].message.hasPrefix("pullback 7/9 test> send .left(.inc) { $0.left = 1 }\n✗ the state after"))
    let error = GradedCase.cases(
      of: Grader(library: library, catalog: catalog).grade(text: "play x", file: "c.txt"), catalog: catalog)
    #expect(error.map(\.message) == ["error: play transcripts have no tasks to grade"])
  }

  @Test("A failing attempt is reported with its first failure and its diff")
  func failing() {
    let text = Self.complete.replacingOccurrences(of: "{ $0.left = 1; $0.seen = 1 }", with: "{ $0.left = 1 }")
    let result = Grader(library: library, catalog: catalog).grade(text: text, file: "bea.txt")
    #expect(!result.passed)
    let task = result.tasks[1]
    #expect(result.tasks[1].step == "first-test")
    #expect(task.status == .fail)
    #expect(task.attempts == 1)
    #expect(
      task.firstFailure == """
        pullback 7/9 test> send .left(.inc) { $0.left = 1 }
        ✗ the state after .left(.inc) is not what you said (expected −, actual +):
        − Counters.State(left: 1, right: 0, seen: 0)
        + Counters.State(left: 1, right: 0, seen: 1)
        """)
  }

  @Test("Not a transcript, or no such lesson: an error, not a crash")
  func errors() {
    let grader = Grader(library: library, catalog: catalog)
    #expect(grader.grade(text: ".left(.inc)\n", file: "x").error != nil)
    #expect(
      grader.grade(text: "learn nosuch\n", file: "x").error
        == "there is no lesson 'nosuch' to grade this transcript against")
    #expect(
      grader.grade(text: "play pullback\n.left(.inc)\n", file: "x").error
        == "play transcripts have no tasks to grade")
  }
}
