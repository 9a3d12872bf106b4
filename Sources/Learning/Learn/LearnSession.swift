import Foundation
import PromptLanguage
import SandboxRuntime
import TutorSupport

/// A lesson being learnt: the steps one after another, each with its own fresh sandbox, the
/// checks of quizzes and tasks, hints, skips, and the language switch.
///
///     let learn = LearnSession(library: library, lesson: "pullback", language: "en")!
///     learn.start()             // the title and the first step
///     learn.handle(":next")     // the next step
public final class LearnSession: PromptDriver {
  public let library: LessonLibrary
  public internal(set) var entry: LessonLibrary.Entry
  public internal(set) var stepIndex: Int
  public internal(set) var language: String
  /// The sandbox of the current step.
  public private(set) var session: Session
  /// What the learner has done, for progress files and grading.
  public internal(set) var record = LearnRecord()
  /// The first failure of each step, as shown, for graders.
  public private(set) var firstFailures: [String: [Output]] = [:]
  var hintsShown = 0
  var stepDone = false
  /// The last step was left: the lesson is over, and Enter opens the next one.
  var lessonEnded = false
  /// `:lessons` was just listed: a number or an id typed next opens that lesson.
  var choosingLesson = false
  /// Who is learning: seeds the order of quiz choices (see ``QuizOrder``). The front doors set
  /// it from ``LearnerIdentity``; a transcript carries it in a `# learner:` line.
  public var learner = ""
  /// Whether exercise steps write and compile the learner's file (``ExerciseMode``).
  public var exerciseMode = ExerciseMode.live
  /// The hint that answers the last failed test line, offered before the ladder.
  var failureHint: [Output]?
  /// The goal last said to be overshot, and its value then: said once, not after every line.
  var overshootSaid: String?
  /// The state the current step's sandbox starts in, worked out once per step (an overshot goal
  /// compares with it on every line).
  var stepStart: (step: String, state: Value?)?

  /// A session on `lesson`, at step `step` (0 = the first), or nil when there is no such lesson.
  public init?(
    library: LessonLibrary, lesson: String, language: String, step: Int = 0,
    record: LearnRecord = LearnRecord()
  ) {
    guard let entry = library.entry(lesson), !entry.lesson.steps.isEmpty,
      let session = Session(lesson: entry.lesson.sandbox, sandboxes: library.sandboxes)
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

  package var lesson: Lesson { entry.lesson }
  public var step: LessonStep { lesson.steps[stepIndex] }
  var words: LessonText.StepText? { entry.text(language)?.steps[step.id] }

  /// The sandbox the current step plays in.
  var ownSandbox: String { step.sandbox ?? lesson.sandbox }

  /// Whether the learner is in the step's own sandbox (not one opened with `play <lesson>`).
  var inOwnSandbox: Bool { session.lesson == ownSandbox }

  public var prompt: String {
    var place = "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)"
    if !inOwnSandbox { place += " · " + session.lesson }
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
    let trimmed = line.trimmingWhitespace()
    if choosingLesson {
      choosingLesson = false
      if trimmed.isEmpty { return PromptReply(outputs: []) }
      if let opened = open(trimmed) { return opened }
    }
    if let reply = exerciseLine(trimmed) { return reply }
    if trimmed.hasPrefix(":") { return command(trimmed) }
    if trimmed == "reset" { return command(":retry") }
    if trimmed == "quit" || trimmed == "exit" { return command(":quit") }
    if trimmed.isEmpty { return enter() }
    if isUnansweredQuiz, let reply = quizReply(to: trimmed) { return reply }
    var reply = session.handle(line)
    if reply.failed, step.isTask, !stepDone, inOwnSandbox {
      record.attempt(lesson.id, step.id)
      failureHint = FailureHint.outputs(for: reply.outputs) ?? failureHint
      if firstFailures[step.id] == nil {
        firstFailures[step.id] = [.code(prompt + line, role: .dim)] + reply.outputs
      }
    }
    reply.outputs += afterSandboxLine(reply)
    if reply.quit { return PromptReply(outputs: reply.outputs, failed: reply.failed, quit: true) }
    return reply
  }

  /// The input ended: like `:quit`, a test left open is left unfinished, not judged.
  public func end() -> PromptReply {
    PromptReply(outputs: leaveTest(), quit: true)
  }

  /// Enter on an empty line: moves on once the step is done (as `:next`), else shows the prompt
  /// again; after the last step, opens the next lesson.
  func enter() -> PromptReply {
    if lessonEnded || stepDone { return next() }
    if case .narrative = step.kind { return next() }
    return PromptReply(outputs: [])
  }

  /// Leaves a test still open, saying so only when the learner had started writing it.
  func leaveTest() -> [Output] {
    guard session.isTesting else { return [] }
    let left = session.abandon()
    return (left.verdict?.steps ?? 0) > 0 ? left.outputs : []
  }

  // MARK: Steps

  var title: String { entry.text(language)?.title ?? lesson.id }

  /// Shows the current step and prepares its sandbox.
  func enterStep() -> [Output] {
    hintsShown = 0
    failureHint = nil
    stepDone = record.isDone(lesson.id, step.id)
    lessonEnded = false
    resetSandbox()
    return stepOutputs()
  }

  func resetSandbox() {
    session = Session(lesson: ownSandbox, sandboxes: library.sandboxes) ?? session
    overshootSaid = nil
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
      let key = session.isTesting ? "learn.testIntro" : stepDone ? "flow.testStepDone" : "flow.testStepRetry"
      outputs.append(.message(key: key, role: .hint))
    case .exercise:
      outputs += exerciseIntro()
    }
    if stepDone, step.kind != .narrative { outputs.append(.message(key: "learn.alreadyDone", role: .dim)) }
    return outputs
  }

  /// The current quiz's choices, in the order this learner sees them.
  public var quizChoices: [String] {
    if case .quiz(let quiz) = step.kind {
      return QuizOrder.arrange(quiz.choices, learner: learner, lesson: lesson.id, step: step.id)
    }
    return []
  }

  var isUnansweredQuiz: Bool {
    if case .quiz = step.kind { return !stepDone }
    return false
  }

  func answer(_ index: Int) -> PromptReply {
    guard case .quiz(let quiz) = step.kind else { return PromptReply(outputs: []) }
    let computed = LessonChecker.computedAnswer(
      lesson: lesson, step: step, quiz: quiz, sandboxes: library.sandboxes)
    let choice = quizChoices[index]
    guard let computed, choice == computed else {
      record.attempt(lesson.id, step.id)
      let note = words?.choiceNotes[choice].map { [Output.prose($0)] } ?? []
      return PromptReply(outputs: [.message(key: "learn.quizWrong", role: .failure)] + note, failed: true)
    }
    return PromptReply(
      outputs: complete(
        with: .message(key: "learn.quizRight", arguments: ["answer": computed], role: .success)))
  }

  /// Checks the goal or the test after a line that went to the sandbox.
  func afterSandboxLine(_ reply: PromptReply) -> [Output] {
    guard inOwnSandbox else {
      guard
        reply.outputs.contains(where: {
          if case .message("play.started", _, _, _) = $0 { true } else { false }
        })
      else { return [] }
      return [.message(key: "flow.otherSandbox", arguments: ["sandbox": session.lesson], role: .hint)]
    }
    guard !stepDone else { return [] }
    switch step.kind {
    case .explore(let explore):
      guard let state = session.encodedState else { return [] }
      guard explore.goals.allSatisfy({ $0.holds(in: state) }) else {
        return overshootNote(explore.goals, state)
      }
      return complete(with: .message(key: "learn.goalReached", role: .success))
    case .test:
      guard let verdict = reply.verdict else { return [] }
      switch verdict.outcome {
      case .passed, .empty:
        let missing = Self.missing(required: requiredSends(), sent: session.lastTestSentActions)
        if verdict.passed, missing.isEmpty {
          return complete(with: .message(key: "learn.taskDone", role: .success))
        }
        resetSandbox()
        guard !missing.isEmpty else { return [.message(key: "learn.testRestarted", role: .hint)] }
        return [.message(key: "learn.testIncomplete", count: missing.count, role: .failure)]
          + missing.map { .code("  • " + $0, role: .hint) }
      case .failedEarlier, .failedAtFinish, .unfinished:
        resetSandbox()
        return [.message(key: "learn.testRestarted", role: .hint)]
      }
    case .narrative, .quiz, .exercise:
      return []
    }
  }

  /// The actions the reference solution's test sends: a learner's test must send them too, so
  /// that `finish` alone does not pass.
  func requiredSends() -> [String] {
    guard let scratch = Session(lesson: ownSandbox, sandboxes: library.sandboxes) else { return [] }
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

  func complete(with message: Output) -> [Output] {
    stepDone = true
    record.complete(lesson.id, step.id)
    var outputs = [message]
    if let explanation = words?.explanation { outputs.append(.prose(explanation)) }
    outputs.append(
      .message(
        key: stepIndex + 1 == lesson.steps.count ? "learn.narrativeLast" : "learn.afterDone", role: .hint))
    return outputs
  }
}
