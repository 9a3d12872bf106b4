import Foundation
import Testing

@testable import TutorEngine

/// Quizzes that explain and are shuffled per learner, hints that answer the failure, and the
/// lint of Swift spelling and of the closing TCA/SwiftRex note.
@Suite("Lessons, second edition")
struct LessonsSecondEditionTests {
  func learn(_ lesson: String, language: String = "en", learner: String = "ana") throws -> (
    LearnSession, Renderer
  ) {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let learn = try #require(LearnSession(library: library, lesson: lesson, language: language))
    learn.learner = learner
    let renderer = Renderer(catalog: try Catalog.load(language: language, from: RepositoryFolders.locales))
    return (learn, renderer)
  }

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
    #expect(library.ids.count == 8)
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

  @Test("After a failed test line, the first hint answers the failure, then the ladder goes on")
  func failureHints() throws {
    let (learn, renderer) = try learn("basics")
    while learn.step.id != "first-test" { _ = learn.handle(":next") }
    _ = learn.handle("send .incrementLater")
    _ = learn.handle("advance 1s")
    _ = learn.handle("finish")
    let first = renderer.text(learn.handle(":hint").outputs)
    #expect(first.hasPrefix("Hint for this failure: an effect sent an action back"))
    #expect(first.hasSuffix("receive .increment"))
    let second = renderer.text(learn.handle(":hint").outputs)
    #expect(second.hasPrefix("Hint 1 of 3") || second.contains("its `send` has no block"))
  }

  @Test("An effect in flight points at cancellation or removal; a state mismatch at the field that differs")
  func failureKinds() throws {
    let running = FailureHint.outputs(for: [
      .message(
        key: "test.failure.effectRunning",
        arguments: [
          "name": "timer", "scope": "rows[id: 0]", "action": ".rows(.element(id: 0, action: .onAppear))",
        ])
    ])
    #expect(running?.count == 1)
    let catalog = try Catalog.load(language: "es", from: RepositoryFolders.locales)
    let text = Renderer(catalog: catalog).text(running ?? [])
    #expect(text.contains("quitando el estado que lo inició"))
    let mismatch = FailureHint.outputs(for: [
      .message(key: "test.failure.stateMismatch", arguments: ["action": ".tick"]),
      .code("  Row.State(\n−   seconds: 2,\n+   seconds: 1,\n  )", role: .diff),
    ])
    #expect(
      Renderer(catalog: catalog).text(mismatch ?? []).contains(
        "es `$0.seconds`: dijiste 2, y el reducer lo dejó en 1. Si lo correcto es 1, escribe `$0.seconds = 1`"))
    // A diff that names no field (an element of a plain list) still gets its first line.
    let list = FailureHint.outputs(for: [
      .message(key: "test.failure.stateMismatch", arguments: ["action": ".log"]),
      .code("  Log.State(\n    lines: [\n−     \"a\"\n+     \"b\"\n    ]\n  )", role: .diff),
    ])
    #expect(list?.dropFirst().map { Renderer(catalog: catalog).text([$0]) } == ["  − \"a\"", "  + \"b\""])
    #expect(FailureHint.outputs(for: [.message(key: "test.failure.noChange")]) == nil)
  }

  @Test("Lint flags optional chaining left out; the right spelling passes")
  func swiftSpelling() {
    let optionals: Set<String> = ["detail"]
    #expect(
      SwiftSpelling.problems(in: "receive .tick { $0.rows[id: 0].seconds = 1 }", optionalPaths: [])
        == [.init(code: "$0.rows[id: 0].seconds", part: "$0.rows[id: 0]", fix: "$0.rows[id: 0]?.seconds")])
    #expect(SwiftSpelling.problems(in: "{ $0.rows[id: 0]?.seconds = 1 }", optionalPaths: []).isEmpty)
    #expect(
      SwiftSpelling.problems(in: "{ $0.detail.seconds = 1 }", optionalPaths: optionals).map(\.fix) == [
        "$0.detail?.seconds"
      ])
    #expect(
      SwiftSpelling.problems(in: "{ $0.detail = nil; $0.rows[1].seconds = 2 }", optionalPaths: optionals)
        .isEmpty)
    #expect(SwiftSpelling.problems(in: #"{ $0.scores["ana"].value = 1 }"#, optionalPaths: []).count == 1)
    #expect(SwiftSpelling.optionalPaths(of: LessonFeaturesProbe.sheet) == ["detail"])
  }

  @Test("Every lesson ends with the TCA and SwiftRex note, in both languages, naming the modern spellings")
  func bridgeNotes() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    var all = ""
    for entry in library.entries {
      let last = try #require(BridgeNote.step(of: entry.lesson))
      for language in ["en", "es"] {
        let body = try #require(entry.texts[language]?.steps[last.id]).body
        #expect(BridgeNote.present(in: body, language: language), "\(entry.lesson.id) \(language)")
        all += body
      }
    }
    for spelling in [
      "Scope(state: \\.left, action: \\.left)", "@CasePathable",
      "store.scope(state: \\.left, action: \\.left)",
      ".forEach(\\.rows, action: \\.rows)", "IdentifiedActionOf", "@Presents", "if let", "liftCollection",
      "liftOptional", "transpose()",
    ] {
      #expect(all.contains(spelling), "\(spelling)")
    }
  }

  @Test("Diff words are in the reader's language")
  func diffVocabulary() throws {
    let catalog = try Catalog.load(language: "es", from: RepositoryFolders.locales)
    #expect(
      DiffVocabulary.localize(
        "  [\n    … (2 unchanged),\n−   #2: 1\n    … (1 unchanged)\n  ]", catalog: catalog)
        == "  [\n    … (2 sin cambios),\n−   #2: 1\n    … (1 sin cambios)\n  ]")
  }

  @Test(
    "Help shows each sandbox's own examples, and every one of them works there", arguments: Session.lessons)
  func helpExamples(sandbox: String) throws {
    let session = try #require(Session(lesson: sandbox))
    let help = session.handle("help").outputs.compactMap { output -> String? in
      if case .code(let text, _) = output { return text.trimmingCharacters(in: .whitespaces) }
      return nil
    }
    let own = HelpExamples.of(lesson: sandbox)
    #expect(help.contains { $0.contains(own.action) }, "\(own.action)")
    func noInputError(_ line: String, _ session: Session) -> Bool {
      !session.handle(line).outputs.contains { if case .inputError = $0 { true } else { false } }
    }
    #expect(noInputError(own.action, try #require(Session(lesson: sandbox))), "\(own.action)")
    if let path = own.statePath {
      #expect(noInputError("state \(path)", try #require(Session(lesson: sandbox))), "\(path)")
    }
    if let scope = own.scopePath {
      let fresh = try #require(Session(lesson: sandbox))
      fresh.handle(own.action)
      #expect(noInputError("scope \(scope)", fresh), "\(scope)")
    }
    let test = try #require(Session(lesson: sandbox))
    test.handle("test")
    if !own.send.contains("…") { #expect(!test.handle(own.send).failed, "\(own.send)") }
  }
}
