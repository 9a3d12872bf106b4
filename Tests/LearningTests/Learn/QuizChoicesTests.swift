import EngineTestSupport
import Foundation
import Testing

@testable import Learning

/// Quizzes shuffled per learner, with an explanation for every wrong choice.
@Suite("Quiz choices")
struct QuizChoicesTests {
  @Test("The quiz order is a permutation, stable for a learner, and differs between learners")
  func quizOrder() {
    let choices = ["a", "b", "c", "d"]
    let ana = QuizOrder.arrange(choices, learner: "ana", lesson: "basics", step: "predict")
    #expect(ana.sorted() == choices)
    #expect(QuizOrder.arrange(choices, learner: "ana", lesson: "basics", step: "predict") == ana)
    let orders = Set(
      ["bo", "cy", "di", "ed", "fa", "gu"].map {
        QuizOrder.arrange(choices, learner: $0, lesson: "basics", step: "predict")
      })
    #expect(orders.count > 1)
    #expect(
      LearnerIdentity.current(environment: ["USER": "ana"])
        == LearnerIdentity.current(environment: ["TUTOR_LEARNER": "ana"]))
    #expect(LearnerIdentity.current(environment: [:]) == "")
    #expect(LearnerIdentity.learner(inTranscriptLine: LearnerIdentity.transcriptLine("1f")) == "1f")
  }

  @Test("A wrong choice shows its own explanation; the letters follow the learner's order")
  func wrongChoiceExplains() throws {
    let (learn, renderer) = try learn("pullback")
    while learn.step.id != "predict" { _ = learn.handle(":next") }
    let wrong = try #require(learn.quizChoices.firstIndex(of: "2 -1 3"))
    let text = renderer.text(learn.handle(QuizChoice.letter(wrong)).outputs)
    #expect(text.contains("it also\ncounts `.clearLog`") || text.contains("counts `.clearLog`"))
    let right = try #require(learn.quizChoices.firstIndex(of: "2 -1 4"))
    let done = learn.handle(QuizChoice.letter(right))
    #expect(!done.failed)
  }

  @Test(
    "Every quiz with more than two choices has at least four, and a note for each wrong one, in both languages"
  )
  func quizzesExplain() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    #expect(library.ids.count == 9)
    for entry in library.entries {
      for step in entry.lesson.steps {
        guard case .quiz(let quiz) = step.kind else { continue }
        #expect(quiz.choices.count >= 3, "\(entry.lesson.id)/\(step.id)")
        for language in ["en", "es"] {
          let notes = try #require(entry.texts[language]?.steps[step.id]).choiceNotes
          #expect(notes.count == quiz.choices.count - 1, "\(entry.lesson.id)/\(step.id) \(language)")
        }
      }
    }
  }
}
