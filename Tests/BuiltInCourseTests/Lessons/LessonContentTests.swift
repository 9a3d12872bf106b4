import EngineTestSupport
import Foundation
import Learning
import Testing
import TutorSupport

/// Every lesson, in both languages: it loads, its checks hold, and the languages agree.
@Suite("Lesson content")
struct LessonContentTests {
  static let library: LessonLibrary? = try? LessonLibrary.load(from: RepositoryFolders.lessons)

  @Test("All lessons load, named by file and line when they do not")
  func loads() throws {
    do {
      _ = try LessonLibrary.load(from: RepositoryFolders.lessons)
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test(
    "Every lesson's checks hold: quizzes, reference solutions, known-wrong attempts, texts",
    arguments: Self.library?.ids ?? [])
  func checksHold(lesson: String) throws {
    let entry = try #require(Self.library?.entry(lesson))
    let catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    let problems = LessonChecker.problems(in: entry)
    #expect(problems.isEmpty, "\(problems.map { $0.message(in: catalog) }.joined(separator: "\n"))")
  }

  @Test("English and Spanish have the same steps, checks and hint counts", arguments: Self.library?.ids ?? [])
  func languagesAgree(lesson: String) throws {
    let entry = try #require(Self.library?.entry(lesson))
    let english = try #require(entry.texts["en"])
    let spanish = try #require(entry.texts["es"])
    #expect(Set(english.steps.keys) == Set(spanish.steps.keys))
    for step in entry.lesson.steps {
      #expect(english.steps[step.id]?.hints.count == spanish.steps[step.id]?.hints.count, "step \(step.id)")
      #expect(
        (english.steps[step.id]?.explanation == nil) == (spanish.steps[step.id]?.explanation == nil),
        "step \(step.id)")
    }
    #expect(english.title != spanish.title)
  }

  @Test("The pullback quiz's answer is computed by running the code: 2 -1 4")
  func pullbackQuiz() throws {
    let entry = try #require(Self.library?.entry("pullback"))
    let step = try #require(entry.lesson.step("predict"))
    guard case .quiz(let quiz) = step.kind else {
      Issue.record("not a quiz")
      return
    }
    #expect(LessonChecker.computedAnswer(lesson: entry.lesson, step: step, quiz: quiz) == "2 -1 4")
  }
}
