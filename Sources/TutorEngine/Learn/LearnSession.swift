import Foundation

/// A lesson being learnt: the steps one after another, each with its own fresh sandbox, the
/// checks of quizzes and tasks, hints, skips, and the language switch.
///
///     let learn = LearnSession(library: library, lesson: "pullback", language: "en")!
///     learn.start()             // the title and the first step
///     learn.handle(":next")     // the next step
public final class LearnSession: PromptDriver {
  public let library: LessonLibrary
  public private(set) var entry: LessonLibrary.Entry
  public private(set) var stepIndex: Int
  public private(set) var language: String
  /// The sandbox of the current step.
  public private(set) var session: Session
  /// What the learner has done, for progress files and grading.
  public private(set) var record = LearnRecord()
  /// The first failure of each step, as shown, for graders.
  public private(set) var firstFailures: [String: [Output]] = [:]
  private var hintsShown = 0
  private var stepDone = false
  private var testFailed = false

  /// A session on `lesson`, at step `step` (0 = the first), or nil when there is no such lesson.
  public init?(
    library: LessonLibrary, lesson: String, language: String, step: Int = 0,
    record: LearnRecord = LearnRecord()
  ) {
    guard let entry = library.entry(lesson), !entry.lesson.steps.isEmpty,
      let session = Session(lesson: entry.lesson.sandbox)
    else { return nil }
    self.library = library
    self.entry = entry
    self.language = language
    self.stepIndex = min(max(0, step), entry.lesson.steps.count - 1)
    self.session = session
    self.record = record
  }

  /// Where the learner is, for the progress file.
  public var position: LearnerProgress.Position {
    LearnerProgress.Position(lesson: lesson.id, step: stepIndex)
  }

  var lesson: Lesson { entry.lesson }
  public var step: LessonStep { lesson.steps[stepIndex] }
  var words: LessonText.StepText? { entry.text(language)?.steps[step.id] }

  public var prompt: String {
    let place = "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)"
    let scope = session.scope.isRoot ? "" : " " + session.scope.description
    return session.isTesting ? "\(place)\(scope) test> " : "\(place)\(scope)> "
  }

  public func completions(line: String, cursor: Int) -> [String] {
    if line.prefix(cursor).hasPrefix(":") { return LearnCommand.words.map { ":" + $0 } }
    return session.completions(line: line, cursor: cursor)
  }

  public func start() -> PromptReply {
    PromptReply(
      outputs: [.message(key: "learn.lessonTitle", arguments: ["title": title], role: .heading)] + enterStep()
    )
  }

  public func handle(_ line: String) -> PromptReply {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix(":") { return command(trimmed) }
    if trimmed == "reset" { return command(":retry") }
    if trimmed.isEmpty, !step.isTask, !isUnansweredQuiz { return next() }
    if isUnansweredQuiz, let choice = QuizChoice.index(of: trimmed, count: quizChoices.count) {
      return answer(choice)
    }
    var reply = session.handle(line)
    if reply.failed, step.isTask, !stepDone {
      record.attempt(lesson.id, step.id)
      if firstFailures[step.id] == nil {
        firstFailures[step.id] = [.code(prompt + line, role: .dim)] + reply.outputs
      }
    }
    reply.outputs += afterSandboxLine(reply)
    if reply.quit { return PromptReply(outputs: reply.outputs, failed: reply.failed, quit: true) }
    return reply
  }

  public func end() -> PromptReply {
    session.end()
  }

  // MARK: Steps

  private var title: String { entry.text(language)?.title ?? lesson.id }

  /// Shows the current step and prepares its sandbox.
  private func enterStep() -> [Output] {
    hintsShown = 0
    stepDone = record.isDone(lesson.id, step.id)
    testFailed = false
    resetSandbox()
    return stepOutputs()
  }

  private func resetSandbox() {
    testFailed = false
    session = Session(lesson: step.sandbox ?? lesson.sandbox) ?? session
    for line in step.setup { session.handle(line) }
    if case .test = step.kind { session.handle("test") }
  }

  /// The step's words in the current language, and what to do.
  func stepOutputs() -> [Output] {
    var outputs: [Output] = [
      .blank,
      .message(
        key: "learn.stepHeader",
        arguments: ["n": String(stepIndex + 1), "total": String(lesson.steps.count), "title": title],
        role: .heading),
      .prose(words?.body ?? ""),
    ]
    switch step.kind {
    case .narrative:
      outputs.append(
        .message(
          key: stepIndex + 1 == lesson.steps.count ? "learn.narrativeLast" : "learn.narrativeNext",
          role: .hint))
    case .quiz:
      for (index, choice) in quizChoices.enumerated() {
        outputs.append(.code("  \(QuizChoice.letter(index))) \(choice)"))
      }
      outputs.append(
        .message(
          key: "learn.quizPrompt", arguments: ["letters": QuizChoice.letters(quizChoices.count)], role: .hint)
      )
    case .explore(let explore):
      outputs.append(
        .message(
          key: "learn.goal", arguments: ["goal": explore.goals.map(\.text).joined(separator: ", ")],
          role: .hint))
    case .test:
      outputs.append(.message(key: "learn.testIntro", role: .hint))
    }
    if stepDone { outputs.append(.message(key: "learn.alreadyDone", role: .dim)) }
    return outputs
  }

  private var quizChoices: [String] {
    if case .quiz(let quiz) = step.kind { return quiz.choices }
    return []
  }

  private var isUnansweredQuiz: Bool {
    if case .quiz = step.kind { return !stepDone }
    return false
  }

  private func answer(_ index: Int) -> PromptReply {
    guard case .quiz(let quiz) = step.kind else { return PromptReply(outputs: []) }
    let computed = LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz)
    guard let computed, quiz.choices[index] == computed else {
      record.attempt(lesson.id, step.id)
      return PromptReply(outputs: [.message(key: "learn.quizWrong", role: .failure)], failed: true)
    }
    return PromptReply(
      outputs: complete(
        with: .message(key: "learn.quizRight", arguments: ["answer": computed], role: .success)))
  }

  /// Checks the goal or the test after a line that went to the sandbox.
  private func afterSandboxLine(_ reply: PromptReply) -> [Output] {
    guard !stepDone else { return [] }
    switch step.kind {
    case .explore(let explore):
      guard let state = session.encodedState, explore.goals.allSatisfy({ $0.holds(in: state) }) else {
        return []
      }
      return complete(with: .message(key: "learn.goalReached", role: .success))
    case .test:
      if reply.failed { testFailed = true }
      let finished = reply.outputs.contains {
        if case .message("test.finished", _, _, _) = $0 { true } else { false }
      }
      guard finished else {
        guard !session.isTesting, !reply.outputs.isEmpty else { return [] }
        resetSandbox()
        return [.message(key: "learn.testRestarted", role: .hint)]
      }
      guard !testFailed else {
        resetSandbox()
        return [.message(key: "learn.testHadFailures", role: .failure)]
      }
      let missing = Self.missing(required: requiredSends(), sent: session.lastTestSentActions)
      guard missing.isEmpty else {
        resetSandbox()
        return [.message(key: "learn.testIncomplete", count: missing.count, role: .failure)]
          + missing.map { .code("  • " + $0, role: .hint) }
      }
      return complete(with: .message(key: "learn.taskDone", role: .success))
    case .narrative, .quiz:
      return []
    }
  }

  /// The actions the reference solution's test sends: a learner's test must send them too, so
  /// that `finish` alone does not pass.
  private func requiredSends() -> [String] {
    guard let scratch = Session(lesson: step.sandbox ?? lesson.sandbox) else { return [] }
    for line in step.setup + ["test"] + step.solution { scratch.handle(line) }
    return scratch.lastTestSentActions
  }

  /// The required actions not sent, counting repeats.
  static func missing(required: [String], sent: [String]) -> [String] {
    var left = sent
    return required.filter { action in
      guard let index = left.firstIndex(of: action) else { return true }
      left.remove(at: index)
      return false
    }
  }

  private func complete(with message: Output) -> [Output] {
    stepDone = true
    record.complete(lesson.id, step.id)
    var outputs = [message]
    if let explanation = words?.explanation { outputs.append(.prose(explanation)) }
    outputs.append(
      .message(
        key: stepIndex + 1 == lesson.steps.count ? "learn.narrativeLast" : "learn.afterDone", role: .hint))
    return outputs
  }

  // MARK: Commands

  private func command(_ line: String) -> PromptReply {
    switch LearnCommand.parse(line) {
    case .next: return next()
    case .back:
      guard stepIndex > 0 else { return PromptReply(outputs: [.say("learn.atStart")], failed: true) }
      stepIndex -= 1
      return PromptReply(outputs: enterStep())
    case .hint: return hint()
    case .skip: return skip()
    case .retry:
      resetSandbox()
      testFailed = false
      return PromptReply(outputs: [.say("learn.retried")])
    case .lessons:
      return PromptReply(outputs: LessonListing.outputs(library: library, language: language, record: record))
    case .lang(let code?):
      guard LanguageChoice.supported.contains(code) else {
        return PromptReply(
          outputs: [
            .say(
              "learn.unknownLanguage",
              ["language": code, "languages": LanguageChoice.supported.joined(separator: ", ")])
          ],
          failed: true)
      }
      language = code
      return PromptReply(outputs: stepOutputs(), language: code)
    case .lang(nil):
      return PromptReply(outputs: [.say("learn.currentLanguage", ["language": language])])
    case .showHelp: return PromptReply(outputs: LearnCommand.help)
    case .quit: return PromptReply(outputs: session.isTesting ? session.end().outputs : [], quit: true)
    case .unknown(let word, let suggestion):
      let key = suggestion == nil ? "learn.unknownCommand" : "learn.unknownCommandSuggestion"
      return PromptReply(
        outputs: [.say(key, ["command": word, "suggestion": suggestion.map { ":" + $0 } ?? ""])], failed: true
      )
    }
  }

  private func next() -> PromptReply {
    if step.isTask || isUnansweredQuiz, !stepDone {
      record.moveOn(lesson.id, step.id)
    }
    guard stepIndex + 1 < lesson.steps.count else {
      record.finish(lesson.id)
      return PromptReply(outputs: [
        .message(key: "learn.lessonDone", arguments: ["title": title], role: .success)
      ])
    }
    stepIndex += 1
    return PromptReply(outputs: enterStep())
  }

  private func hint() -> PromptReply {
    let hints = words?.hints ?? []
    guard !hints.isEmpty else { return PromptReply(outputs: [.say("learn.noHints")]) }
    guard hintsShown < hints.count else {
      return PromptReply(outputs: [.say("learn.noMoreHints")])
    }
    hintsShown += 1
    record.hint(lesson.id, step.id)
    return PromptReply(outputs: [
      .message(
        key: "learn.hintHeader", arguments: ["n": String(hintsShown), "total": String(hints.count)],
        role: .hint),
      .prose(hints[hintsShown - 1]),
    ])
  }

  /// Shows the reference solution, runs it on a fresh sandbox, and records the skip.
  private func skip() -> PromptReply {
    guard step.isTask || isUnansweredQuiz else { return PromptReply(outputs: [.say("learn.nothingToSkip")]) }
    var outputs: [Output] = [.message(key: "learn.skipShowing", role: .hint)]
    if case .quiz(let quiz) = step.kind {
      let computed = LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz) ?? "—"
      outputs.append(.message(key: "learn.quizRight", arguments: ["answer": computed], role: .success))
    } else {
      resetSandbox()
      for line in step.solution {
        outputs.append(.code(session.prompt + line, role: .dim))
        outputs += session.handle(line).outputs
      }
    }
    record.skip(lesson.id, step.id)
    stepDone = true
    if let explanation = words?.explanation { outputs.append(.prose(explanation)) }
    outputs.append(.message(key: "learn.afterDone", role: .hint))
    return PromptReply(outputs: outputs)
  }
}
