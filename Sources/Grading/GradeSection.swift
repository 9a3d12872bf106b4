import Learning
import SandboxRuntime
import TutorSupport

/// One `learn <lesson>` part of a transcript, run through the learner's own engine line by line
/// while the grader watches: which lessons it touched, what was typed on each step, failed
/// attempts, the first failure, the first answer to each quiz, and whether each task was ever
/// passed (a task passed stays passed, whatever comes after).
final class GradeSection {
  let learn: LearnSession
  private let renderer: Renderer
  private let limits: GradeLimits
  private(set) var lessons: [String] = []
  private(set) var quit = false
  private var attempts: [String: Int] = [:]
  private var code: [String: [String]] = [:]
  private var codeSize: [String: Int] = [:]
  private var firstFailure: [String: String] = [:]
  private var passed: Set<String> = []
  /// Explore tasks a line reached the store on, before they were done: tried.
  private var explored: Set<String> = []
  /// By step key: the first of the lesson's declared wrong-attempt warnings the learner met.
  private var warned: [String: String] = [:]
  /// By step key: the first answer, and whether it was right.
  private var firstAnswer: [String: (chosen: String, right: Bool)] = [:]

  init?(library: LessonLibrary, lesson: String, renderer: Renderer, limits: GradeLimits) {
    guard let learn = LearnSession(library: library, lesson: lesson, language: renderer.catalog.language)
    else { return nil }
    learn.exerciseMode = .transcript
    self.learn = learn
    self.renderer = renderer
    self.limits = limits
    _ = learn.start()
    note(lesson)
  }

  private func note(_ lesson: String) {
    if !lessons.contains(lesson) { lessons.append(lesson) }
  }

  static func key(_ lesson: String, _ step: String) -> String { lesson + "/" + step }

  /// Runs one typed line (comments are not input). What goes to the sandbox is kept as the
  /// step's code; tutor commands (`:next`, `:skip`) are not code.
  func handle(_ line: String) {
    guard !quit else { return }
    if line.hasPrefix("#") {
      // The learner the transcript was recorded for orders the quiz choices, as it did for them.
      if let learner = LearnerIdentity.learner(inTranscriptLine: line) { learn.learner = learner }
      // A sitting that resumed at a saved step: the lines after the marker belong to that step.
      if learn.resume(atMarker: line) != nil { note(learn.lesson.id) }
      return
    }
    let lesson = learn.lesson
    let step = learn.step
    let key = Self.key(lesson.id, step.id)
    let before = learn.record.steps[lesson.id]?[step.id] ?? LearnRecord.StepRecord()
    let prompt = learn.prompt
    // The choices as this learner saw them: a letter means the choice in that order.
    let shownChoices = learn.quizChoices
    let reply = learn.handle(line)
    if !line.trimmingWhitespace().hasPrefix(":") { keep(line, for: key) }
    if step.isTranscriptTask, !before.done, Self.isFailedAttempt(line: line, reply: reply) {
      attempts[key, default: 0] += 1
      if firstFailure[key] == nil {
        firstFailure[key] = UntrustedText.visible(
          renderer.text([.code(prompt + line, role: .dim)] + reply.outputs))
      }
    }
    let after = learn.record.steps[lesson.id]?[step.id] ?? LearnRecord.StepRecord()
    if case .explore = step.kind, !before.done, !line.trimmingWhitespace().hasPrefix(":"),
      !line.trimmingWhitespace().isEmpty, !reply.rejected
    {
      explored.insert(key)
      noteWarning(reply.outputs, of: step, key: key)
    }
    if case .quiz = step.kind, firstAnswer[key] == nil, !before.done {
      if after.attempts > before.attempts || (after.done && !after.skipped) {
        let chosen: String
        if case .choice(let index) = QuizAnswer.read(line, choices: shownChoices) {
          chosen = shownChoices[index]
        } else {
          chosen = UntrustedText.line(line)
        }
        firstAnswer[key] = (chosen, after.attempts == before.attempts)
      }
    }
    if after.done, !after.skipped { passed.insert(key) }
    note(learn.lesson.id)
    if reply.quit { quit = true }
  }

  /// Keeps the first warning of the ones the lesson declares as this step's wrong attempts.
  private func noteWarning(_ outputs: [Output], of step: LessonStep, key: String) {
    guard warned[key] == nil else { return }
    let declared = Set(step.wrongAttempts.map(\.failure))
    for output in outputs {
      guard case .message(let name, _, _, _) = output, declared.contains(name) else { continue }
      warned[key] = UntrustedText.visible(renderer.text([output]))
      return
    }
  }

  /// What an explore task tried and not reached failed with: its goals, and the lesson's own
  /// warning for the wrong attempt the learner made, if they met one.
  private func goalNotReached(_ step: LessonStep, key: String) -> String? {
    guard case .explore(let explore) = step.kind else { return nil }
    let goal = renderer.catalog.text(
      "grade.goalNotReached", ["goal": explore.goals.map(\.text).joined(separator: ", ")])
    return [goal, warned[key]].compactMap { $0 }.joined(separator: "\n")
  }

  /// The verdict rule's count: a line whose check failed is an attempt; a line refused as input
  /// (`reply.rejected`: the parser's, a tutor command's) changed nothing and is not.
  static func isFailedAttempt(line: String, reply: PromptReply) -> Bool {
    guard reply.failed, !reply.rejected, !line.trimmingWhitespace().hasPrefix(":") else {
      return false
    }
    return !reply.outputs.contains { output in
      switch output {
      case .inputError: true
      case .message(let key, _, _, _): key.hasPrefix("command.")
      default: false
      }
    }
  }

  /// Keeps a typed line, its control characters made visible, within the size limit.
  /// A line refused before it ran (longer than the prompt accepts): nothing runs; the step's
  /// code says so in its place, `message` between `‹ ›`.
  func refuse(_ message: String) {
    guard !quit else { return }
    keep("‹" + message + "›", for: Self.key(learn.lesson.id, learn.step.id))
  }

  private func keep(_ line: String, for key: String) {
    let line = UntrustedText.visible(line)
    let size = codeSize[key, default: 0]
    guard size < limits.maxCodeCharacters else { return }
    let kept =
      line.count + size > limits.maxCodeCharacters
      ? String(line.prefix(limits.maxCodeCharacters - size)) + "…" : line
    code[key, default: []].append(kept)
    codeSize[key] = size + kept.count
  }

  /// Ends the input (a test still running is finished) and grades every task and quiz of the
  /// lessons the section touched.
  func finish(library: LessonLibrary) -> [GradeResult.Task] {
    if !quit { _ = learn.end() }
    var entries: [GradeResult.Task] = []
    for lessonID in lessons {
      guard let lesson = library.entry(lessonID)?.lesson else { continue }
      var tasks = 0
      var quizzes = 0
      for step in lesson.steps {
        let key = Self.key(lessonID, step.id)
        let record = learn.record.steps[lessonID]?[step.id] ?? LearnRecord.StepRecord()
        if step.isTranscriptTask {
          tasks += 1
          let tried = attempts[key, default: 0]
          let status: GradeResult.Status =
            passed.contains(key)
            ? .pass : record.skipped ? .skipped : tried > 0 || explored.contains(key) ? .fail : .notDone
          let failure =
            status == .fail ? firstFailure[key] ?? goalNotReached(step, key: key) : firstFailure[key]
          entries.append(
            GradeResult.Task(
              kind: .task, lesson: lessonID, step: step.id, number: tasks, status: status, attempts: tried,
              hints: record.hints, code: code[key] ?? [], firstFailure: failure))
        } else if case .quiz(let quiz) = step.kind {
          quizzes += 1
          let first = firstAnswer[key]
          let status: GradeResult.Status =
            first.map { $0.right ? .pass : .fail } ?? (record.skipped ? .skipped : .notDone)
          entries.append(
            GradeResult.Task(
              kind: .quiz, lesson: lessonID, step: step.id, number: quizzes, status: status,
              attempts: record.attempts, hints: record.hints, code: code[key] ?? [], firstFailure: nil,
              chosen: first?.chosen,
              answer: LessonChecker.computedAnswer(
                lesson: lesson, step: step, quiz: quiz, sandboxes: library.sandboxes)))
        }
      }
    }
    return entries
  }
}
