import Foundation
import Testing
import TutorEngine

/// Autograding through `swift test`: every transcript under the folder named by
/// `TUTOR_TRANSCRIPTS` is graded against the lessons' tasks, one test case per transcript.
///
///     TUTOR_TRANSCRIPTS=/path/to/class swift test --filter TranscriptGrading
///
/// Skipped when the variable is not set, so a plain `swift test` does not depend on it.
@Suite("TranscriptGrading", .enabled(if: TranscriptFolder.path != nil, "set TUTOR_TRANSCRIPTS to a folder"))
struct TranscriptGradingTests {
  static var transcripts: [String] {
    guard let folder = TranscriptFolder.path else { return [] }
    return Grader.transcriptFiles(at: [folder]).files
  }

  @Test("Every task of the transcript passes", arguments: Self.transcripts)
  func grade(transcript: String) throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    let result = Grader(library: library, catalog: catalog).grade(file: transcript)
    let report = GradeReport.render([result], format: .text, catalog: catalog)
    #expect(result.passed, "\(report)")
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

  @Test("A transcript that does every task passes, 2 of 2")
  func complete() {
    let result = Grader(library: library, catalog: catalog).grade(text: Self.complete, file: "ana.txt")
    #expect(result.passed)
    #expect(result.tasks.map(\.status) == [.pass, .pass])
    #expect(GradeReport.render([result], format: .text, catalog: catalog).hasSuffix("Points 2/2"))
  }

  @Test("A failing attempt is reported with its first failure and its diff")
  func failing() {
    let text = Self.complete.replacingOccurrences(of: "{ $0.left = 1; $0.seen = 1 }", with: "{ $0.left = 1 }")
    let result = Grader(library: library, catalog: catalog).grade(text: text, file: "bea.txt")
    #expect(!result.passed)
    let task = result.tasks[1]
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
    #expect(grader.grade(text: "play pullback\n.left(.inc)\n", file: "x").error != nil)
  }
}
