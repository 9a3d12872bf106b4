import Testing

@testable import TutorEngine

@Suite("A quiz's program runs once per process")
struct ComputedAnswerTests {
  @Test("Asking a quiz's answer again does not run its program again")
  func runsOnce() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let lesson = try #require(library.entry("pullback")?.lesson)
    let quizzes = lesson.steps.compactMap { step -> (LessonStep, Quiz)? in
      if case .quiz(let quiz) = step.kind { return (step, quiz) }
      return nil
    }
    let (step, quiz) = try #require(quizzes.first)
    let answer = LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz)
    #expect(answer != nil)
    for _ in 0..<5 {
      #expect(LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz) == answer)
    }
    #expect(LessonChecker.timesRun(lesson: lesson, step: step, quiz: quiz) == 1)
  }
}
