import EngineTestSupport
import ReducerKit
import Testing

@testable import Learning
@testable import SandboxRuntime

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

  @Test("An answer first asked inside a grader's spent budget is still the program's own")
  func budgetDoesNotLeakIn() {
    // A program of its own (no other test asks it), which needs wake-ups to give its answer.
    let quiz = Quiz(
      program: [".rows(.element(id: 0, action: .onAppear))", "advance 7s"], answer: ["rows[0].seconds"],
      choices: ["7", "0"])
    let step = LessonStep(id: "budget", kind: .quiz(quiz), setup: [".addRow"], sandbox: nil, line: 1)
    let lesson = Lesson(id: "budget", sandbox: "foreach", order: 1, steps: [step])
    let spent = WakeUpBudget(wakeUps: 0)
    let inside = WakeUpBudget.$current.withValue(spent) {
      LineInterrupt.checking({ true }) {
        LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz)
      }
    }
    #expect(inside == "7")
    #expect(LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz) == "7")
  }
}
