import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

/// Where the course picks up, and how far each lesson got.
@Suite("Course progress")
struct CourseProgressTests {
  let library: LessonLibrary

  init() throws { library = try LessonLibrary.load(from: RepositoryFolders.lessons) }

  func pullback() throws -> Lesson { try #require(library.entry("pullback")).lesson }

  /// A record with every step of `lesson` done.
  func allDone(_ lesson: Lesson, into record: inout LearnRecord) {
    for step in lesson.steps { record.complete(lesson.id, step.id) }
    record.finish(lesson.id)
  }

  @Test("A first run has nowhere to resume: the menu")
  func firstRun() {
    #expect(CourseProgress.resumePoint(library: library, progress: LearnerProgress()) == nil)
  }

  @Test("Resume at the first unfinished step (a task passed over), not where the learner stood")
  func firstUnfinishedStep() throws {
    var progress = LearnerProgress()
    progress.record.complete("pullback", "crew")
    progress.record.complete("pullback", "predict")
    progress.record.moveOn("pullback", "reach")
    progress.current = LearnerProgress.Position(lesson: "pullback", step: 7)
    #expect(
      CourseProgress.resumePoint(library: library, progress: progress)
        == LearnerProgress.Position(lesson: "pullback", step: 4))
  }

  @Test("A finished lesson is not resumed at its last step: the next unfinished lesson is")
  func finishedLessonLeadsOn() throws {
    var progress = LearnerProgress()
    allDone(try pullback(), into: &progress.record)
    progress.current = LearnerProgress.Position(lesson: "pullback", step: 7)
    let next = try #require(CourseProgress.lesson(after: "pullback", in: library))
    #expect(
      CourseProgress.resumePoint(library: library, progress: progress)
        == LearnerProgress.Position(lesson: next.lesson.id, step: 0))
  }

  @Test("Every lesson done: nowhere to resume")
  func everythingDone() {
    var progress = LearnerProgress()
    for entry in library.entries { allDone(entry.lesson, into: &progress.record) }
    progress.current = LearnerProgress.Position(lesson: "transpose", step: 3)
    #expect(CourseProgress.resumePoint(library: library, progress: progress) == nil)
  }

  @Test("A lesson walked to its end with a task passed over is still in progress")
  func passedOverIsNotDone() throws {
    var record = LearnRecord()
    let lesson = try pullback()
    for step in lesson.steps where step.id != "first-test" { record.complete(lesson.id, step.id) }
    record.moveOn(lesson.id, "first-test")
    record.finish(lesson.id)
    #expect(CourseProgress.status(of: lesson, record: record) == .inProgress(done: 2, total: 3))
    #expect(CourseProgress.startStep(of: lesson, record: record) == 6)
  }

  @Test("The listing says done, in progress (k of n tasks), or not started", arguments: ["en", "es"])
  func listing(language: String) throws {
    var record = LearnRecord()
    allDone(try #require(library.entry("basics")).lesson, into: &record)
    record.complete("pullback", "crew")
    record.complete("pullback", "reach")
    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
    let text = Renderer(catalog: catalog).text(
      LessonListing.outputs(library: library, language: language, record: record))
    let english = language == "en"
    #expect(text.contains(english ? ". basics — " : ". basics — "))
    #expect(text.contains(english ? "[done]" : "[hecha]"))
    #expect(text.contains(english ? "[in progress: 1 of 3 tasks]" : "[a medias: 1 de 3 tareas]"))
    #expect(text.contains(english ? "[not started]" : "[sin empezar]"))
  }
}

extension CourseProgressTests {
  @Test("Narrative steps before where the learner stood count as read (progress from before they were noted)")
  func narrativesBeforeThePositionAreRead() throws {
    var progress = LearnerProgress()
    progress.record.complete("pullback", "predict")
    progress.current = LearnerProgress.Position(lesson: "pullback", step: 3)
    #expect(
      CourseProgress.resumePoint(library: library, progress: progress)
        == LearnerProgress.Position(lesson: "pullback", step: 3))
  }
}
