import EngineTestSupport
import Foundation
import Testing

@testable import Learning

/// Issue 25, point 5: where nothing names the learner the choices may come as written, so lint
/// refuses a course (or a lesson with three quizzes or more) whose right answers crowd one place.
@Suite("Where quizzes keep their right answer")
struct QuizPositionsTests {
  @Test("The course as written spreads its right answers: lint finds nothing")
  func courseIsSpread() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    #expect(QuizPositions.problems(in: library.entries).isEmpty)
    let positions = Set(QuizPositions.placed(in: library.entries).map(\.quiz.position))
    #expect(positions.count >= 3, "\(positions)")
  }

  @Test("Every right answer moved to (a): the course and the effects lesson are refused, by name")
  func crowdedIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-quizpos-\(UUID().uuidString)")
    let lessons = folder.appendingPathComponent("lessons")
    try FileManager.default.copyItem(at: RepositoryFolders.lessons, to: lessons)
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try LessonLibrary.load(from: lessons)
    for entry in library.entries {
      let file = URL(fileURLWithPath: entry.folder).appendingPathComponent("lesson.md")
      var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      for step in entry.lesson.steps {
        guard case .quiz(let quiz) = step.kind,
          let answer = LessonChecker.computedAnswer(lesson: entry.lesson, step: step, quiz: quiz)
        else { continue }
        // The step's choice lines, in order; the right one goes first.
        let start = try #require(lines.firstIndex(of: "## \(step.id)"))
        let indices = lines.indices.filter { $0 > start && lines[$0].hasPrefix("choice:") }
          .prefix(quiz.choices.count)
        var choices = indices.map { lines[$0] }
        let right = try #require(choices.firstIndex(of: "choice: \(answer)"))
        choices.insert(choices.remove(at: right), at: 0)
        for (index, choice) in zip(indices, choices) { lines[index] = choice }
      }
      try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }
    let crowded = try LessonLibrary.load(from: lessons)
    let problems = QuizPositions.problems(in: crowded.entries)
    #expect(problems.allSatisfy { $0.key == "lint.quizPositions" && $0.arguments["letter"] == "a" })
    let total = QuizPositions.placed(in: crowded.entries).count
    #expect(
      problems.contains { $0.arguments["count"] == String(total) && $0.arguments["total"] == String(total) })
    let effects = try #require(
      problems.first { $0.file.hasSuffix("effects/lesson.md") && $0.arguments["total"] == "4" })
    #expect(effects.arguments["steps"] == "predict-stale, predict-debounce, predict-throttle, predict-ids")
  }
}
