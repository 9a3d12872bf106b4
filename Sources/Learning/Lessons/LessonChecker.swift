import PromptLanguage
import ReducerKit
import SandboxRuntime
import Synchronization

/// Runs every check a lesson makes of itself: quizzes have exactly one right choice (computed by
/// running the program), reference solutions pass, known-wrong attempts fail as declared, and
/// every language has the same steps and hint ladders. Used by `tutor lint` and the test suite.
public enum LessonChecker {
  /// The problems found in one lesson (none when it is sound).
  public static func problems(in entry: LessonLibrary.Entry, sandboxes: SandboxList) -> [LessonFileError] {
    let lesson = entry.lesson
    var problems: [LessonFileError] = []
    let file = entry.folder + "/lesson.md"
    func add(_ line: Int, _ key: String, _ arguments: [String: String] = [:]) {
      problems.append(LessonFileError(file: file, line: line, key: key, arguments))
    }
    for sandbox in Set([lesson.sandbox] + lesson.steps.compactMap(\.sandbox))
    where sandboxes.named(sandbox) == nil {
      add(1, "lint.unknownSandbox", ["sandbox": sandbox])
    }
    guard problems.isEmpty else { return problems }
    for step in lesson.steps {
      switch step.kind {
      case .narrative:
        problems += TryBlock.problems(lesson: lesson, step: step, file: file, sandboxes: sandboxes)
      case .exercise(let exercise):
        problems += exerciseProblems(exercise, lesson: lesson, step: step, file: file, folder: entry.folder)
      case .quiz(let quiz):
        let answer = computedAnswer(lesson: lesson, step: step, quiz: quiz, sandboxes: sandboxes)
        let matching = quiz.choices.filter { $0 == answer }
        if hitWorkBounds(lesson: lesson, step: step, quiz: quiz, sandboxes: sandboxes) {
          add(
            step.line, "lint.quizWork",
            [
              "step": step.id, "wakeUps": String(WorkBounds.wakeUpsPerTranscript),
              "actions": String(WorkBounds.actionsPerTranscript),
            ])
        } else if matching.count != 1 {
          add(
            step.line, "lint.quizAnswer",
            ["step": step.id, "answer": answer ?? "—", "count": String(matching.count)])
        }
      case .explore(let explore):
        if !goalsHold(
          lesson: lesson, step: step, lines: explore.solution, goals: explore.goals, sandboxes: sandboxes)
        {
          add(step.line, "lint.solutionFails", ["step": step.id])
        }
        for wrong in explore.wrong {
          let failed =
            wrong.failure == "goal.notReached"
            ? !goalsHold(
              lesson: lesson, step: step, lines: wrong.lines, goals: explore.goals, sandboxes: sandboxes)
            : run(lesson: lesson, step: step, lines: wrong.lines, sandboxes: sandboxes).keys.contains(
              wrong.failure)
          if !failed { add(step.line, "lint.wrongPasses", ["step": step.id, "failure": wrong.failure]) }
        }
      case .test(let task):
        let outcome = run(lesson: lesson, step: step, lines: ["test"] + task.solution, sandboxes: sandboxes)
        if outcome.failed || !outcome.keys.contains("test.finished") {
          add(step.line, "lint.solutionFails", ["step": step.id])
        }
        for wrong in task.wrong {
          let outcome = run(
            lesson: lesson, step: step, lines: ["test"] + wrong.lines, endSession: true, sandboxes: sandboxes)
          if !outcome.keys.contains(wrong.failure) {
            add(step.line, "lint.wrongPasses", ["step": step.id, "failure": wrong.failure])
          }
        }
      }
    }
    for (language, text) in entry.texts.sorted(by: { $0.key < $1.key }) {
      let textFile = entry.folder + "/\(language).md"
      for step in lesson.steps {
        guard let words = text.steps[step.id] else {
          problems.append(
            LessonFileError(file: textFile, line: 1, key: "lint.missingStepText", ["step": step.id]))
          continue
        }
        if step.isTask && !(2...3).contains(words.hints.count) {
          problems.append(
            LessonFileError(
              file: textFile, line: words.line, key: "lint.hintCount",
              ["step": step.id, "count": String(words.hints.count)]))
        }
        if case .quiz(let quiz) = step.kind {
          let answer = computedAnswer(lesson: lesson, step: step, quiz: quiz, sandboxes: sandboxes)
          problems += ChoiceNote.problems(
            quiz: quiz, answer: answer, words: words, step: step.id, file: textFile)
        }
        if words.body.isEmpty {
          problems.append(
            LessonFileError(file: textFile, line: words.line, key: "lint.emptyStep", ["step": step.id]))
        }
      }
      for (id, words) in text.steps where lesson.step(id) == nil {
        problems.append(
          LessonFileError(file: textFile, line: words.line, key: "lint.extraStepText", ["step": id]))
      }
    }
    problems += SwiftSpelling.problems(in: entry, sandboxes: sandboxes)
    problems += BridgeNote.problems(in: entry)
    problems += TryBlock.textProblems(in: entry)
    if let english = entry.texts["en"] {
      for (language, text) in entry.texts where language != "en" {
        for step in lesson.steps {
          guard let a = english.steps[step.id], let b = text.steps[step.id], a.hints.count != b.hints.count
          else { continue }
          problems.append(
            LessonFileError(
              file: entry.folder + "/\(language).md", line: b.line, key: "lint.hintParity",
              ["step": step.id, "count": String(b.hints.count), "english": String(a.hints.count)]))
        }
      }
    }
    return problems
  }

  /// The answer a quiz's program gives: the values at its answer paths, joined by spaces.
  ///
  /// Worked out once per process for each program (a learner's session asks it at every answer,
  /// and a grader for every transcript), as it runs the program on a fresh sandbox.
  public static func computedAnswer(lesson: Lesson, step: LessonStep, quiz: Quiz, sandboxes: SandboxList)
    -> String?
  {
    let key = answerKey(lesson: lesson, step: step, quiz: quiz)
    // Run under the lock, so that two threads asking at once run the program once.
    return computedAnswers.withLock { memo in
      if let known = memo.answers[key] { return known }
      let (answer, bounded) = runQuiz(
        sandbox: step.sandbox ?? lesson.sandbox, setup: step.setup, quiz: quiz, sandboxes: sandboxes)
      memo.answers[key] = .some(answer)
      if bounded { memo.bounded.insert(key) }
      memo.runs[key, default: 0] += 1
      return answer
    }
  }

  /// How many times this quiz's program was run in this process (tests count it).
  static func timesRun(lesson: Lesson, step: LessonStep, quiz: Quiz, sandboxes: SandboxList) -> Int {
    computedAnswers.withLock { $0.runs[answerKey(lesson: lesson, step: step, quiz: quiz)] ?? 0 }
  }

  /// Everything the answer depends on: the sandbox, the setup, the program and the answer paths.
  private static func answerKey(lesson: Lesson, step: LessonStep, quiz: Quiz) -> String {
    ([step.sandbox ?? lesson.sandbox] + step.setup + ["\u{1D}"] + quiz.program + ["\u{1D}"] + quiz.answer)
      .joined(separator: "\u{1E}")
  }

  private struct AnswerMemo {
    var answers: [String: String?] = [:]
    var runs: [String: Int] = [:]
    /// The programs that ran out of their work bounds.
    var bounded: Set<String> = []
  }

  private static let computedAnswers = Mutex(AnswerMemo())

  /// Whether this quiz's program ran out of its work bounds (see ``runQuiz(sandbox:setup:quiz:sandboxes:)``);
  /// its answer is then nil, and `lint` says so.
  static func hitWorkBounds(lesson: Lesson, step: LessonStep, quiz: Quiz, sandboxes: SandboxList) -> Bool {
    _ = computedAnswer(lesson: lesson, step: step, quiz: quiz, sandboxes: sandboxes)
    return computedAnswers.withLock { $0.bounded.contains(answerKey(lesson: lesson, step: step, quiz: quiz)) }
  }

  /// Runs the program under work bounds of its own, those of one graded transcript
  /// (``WorkBounds``), and outside the Ctrl-C check of whatever asked (a grader's transcript, a
  /// learner's line): its answer is kept for the process, so nothing of the asker's may cut it
  /// short, and a lesson file's program cannot run without end. Nil when it ran out.
  private static func runQuiz(
    sandbox: String, setup: [String], quiz: Quiz, sandboxes: SandboxList
  ) -> (String?, bounded: Bool) {
    guard let session = Session(lesson: sandbox, sandboxes: sandboxes) else { return (nil, false) }
    let wakeUps = WakeUpBudget(wakeUps: WorkBounds.wakeUpsPerTranscript)
    let actions = ActionBudget()
    WakeUpBudget.$current.withValue(wakeUps) {
      ActionBudget.$current.withValue(actions) {
        LineInterrupt.checking({ false }) {
          for line in setup + quiz.program {
            session.handle(line)
            if wakeUps.exhausted != nil || actions.exhausted { return }
          }
        }
      }
    }
    if wakeUps.exhausted != nil || actions.exhausted { return (nil, true) }
    guard let state = session.encodedState else { return (nil, false) }
    var parts: [String] = []
    for pathText in quiz.answer {
      guard let path = try? ValuePath.parse(pathText), let value = try? state.lookup(path) else {
        return (nil, false)
      }
      parts.append(literalText(value))
    }
    return (parts.joined(separator: " "), false)
  }

  /// What a transcript did: the catalog keys it printed, and whether any line failed.
  struct Outcome {
    var keys: Set<String> = []
    var failed = false
  }

  static func run(
    lesson: Lesson, step: LessonStep, lines: [String], endSession: Bool = false, sandboxes: SandboxList
  ) -> Outcome {
    var outcome = Outcome()
    guard let session = Session(lesson: step.sandbox ?? lesson.sandbox, sandboxes: sandboxes) else {
      return outcome
    }
    func note(_ reply: Session.Reply) {
      outcome.failed = outcome.failed || reply.failed || reply.rejected
      for case .message(let key, _, _, _) in reply.outputs { outcome.keys.insert(key) }
      for case .inputError in reply.outputs { outcome.keys.insert("input.error") }
    }
    for line in step.setup { session.handle(line) }
    for line in lines { note(session.handle(line)) }
    if endSession { note(session.end()) }
    return outcome
  }

  static func goalsHold(
    lesson: Lesson, step: LessonStep, lines: [String], goals: [Goal], sandboxes: SandboxList
  ) -> Bool {
    guard let session = Session(lesson: step.sandbox ?? lesson.sandbox, sandboxes: sandboxes) else {
      return false
    }
    for line in step.setup + lines { session.handle(line) }
    guard let state = session.encodedState else { return false }
    return goals.allSatisfy { $0.holds(in: state) }
  }
}
