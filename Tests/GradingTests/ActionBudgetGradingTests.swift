import EngineTestSupport
import Testing

@testable import Grading
@testable import Learning
@testable import SandboxRuntime
@testable import TutorSupport

/// Issue 24, point 3: a graded transcript is bounded in actions, not only in wake-ups — one
/// instant can wake a hundred timers.
@Suite("Grading: actions per transcript")
struct ActionBudgetGradingTests {
  @Test(
    "100 ticking rows and 11 × 'advance 1000s' pass the transcript's action bound: an error naming the line")
  func actionsPerTranscript() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    var text = "learn foreach\n"
    for id in 0..<100 { text += ".addRow\n.rows(.element(id: \(id), action: .onAppear))\n" }
    text += String(repeating: "advance 1000s\n", count: 11)
    // Work bounds decide, not the wall clock: the timeout is set out of reach of a busy machine.
    var limits = GradeLimits()
    limits.timeout = 3_600
    let result = Grader(library: library, catalog: catalog, limits: limits).grade(
      text: text, file: "rows.txt")
    // 200 lines of rows, then ten advances of 10,000 actions each spend the budget; the eleventh
    // is stopped by it (line 1 + 200 + 11).
    #expect(
      result.error == "line 212 needs more than 100000 actions, the limit for one transcript: not graded")
  }
}
