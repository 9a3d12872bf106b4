import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

/// `:skip` shows the way, and says so: a skipped step is never shown as passed (issue 25, point 8).
@Suite("Skipping is not passing")
struct SkipIsNotAPassTests {
  typealias Harness = LearnSessionTests.Harness

  @Test(":skip on a quiz after a wrong answer shows the answer without a ✓")
  func skippedQuizHasNoTick() throws {
    var harness = try Harness()
    harness.go(to: "predict")
    let wrong = try #require(harness.learn.quizChoices.firstIndex { $0 != "2 -1 4" })
    #expect(harness.type(QuizChoice.letter(wrong)).contains("✗"))
    let skipped = harness.type(":skip")
    #expect(!skipped.contains("✓"), "\(skipped)")
    #expect(skipped.contains("Here is the answer (the skip is noted):"))
    #expect(skipped.contains("The answer: running the code gives 2 -1 4."))
    #expect(harness.learn.record.isSkipped("pullback", "predict"))
  }

  @Test(
    "A lesson walked through with skipped steps is listed as such, never as done", arguments: ["en", "es"])
  func listing(language: String) throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let lesson = try #require(library.entry("pullback")).lesson
    var record = LearnRecord()
    for step in lesson.steps where step.id != "first-test" && step.id != "exercise" {
      record.complete(lesson.id, step.id)
    }
    record.skip(lesson.id, "first-test")
    record.skip(lesson.id, "exercise")
    record.finish(lesson.id)
    #expect(CourseProgress.status(of: lesson, record: record) == .doneWithSkips(skipped: 2))
    // Another lesson part done, with one of its tasks skipped.
    let foreach = try #require(library.entry("foreach")).lesson
    let tasks = foreach.steps.filter(\.isTask)
    record.complete(foreach.id, tasks[0].id)
    record.skip(foreach.id, tasks[1].id)
    #expect(
      CourseProgress.status(of: foreach, record: record)
        == .inProgress(done: 1, total: tasks.count, skipped: 1))

    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
    let text = Renderer(catalog: catalog).text(
      LessonListing.outputs(library: library, language: language, record: record))
    let english = language == "en"
    #expect(text.contains(english ? "[finished, with 2 steps skipped]" : "[terminada, con 2 pasos saltados]"))
    #expect(
      text.contains(
        english
          ? "[in progress: 1 of \(tasks.count) tasks, 1 skipped]"
          : "[a medias: 1 de \(tasks.count) tareas; saltadas: 1]"), "\(text)")
    #expect(!text.contains(english ? "[done]" : "[hecha]"))
  }
}
