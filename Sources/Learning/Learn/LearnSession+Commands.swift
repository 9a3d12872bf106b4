import Foundation
import SandboxRuntime
import TutorSupport

/// The tutor's colon commands in a lesson: `:next`, `:back`, `:hint`, `:skip`, `:retry`, `:lang`.
extension LearnSession {

  func command(_ line: String) -> PromptReply {
    switch LearnCommand.parse(line) {
    case .next: return next()
    case .back:
      if lessonEnded { return PromptReply(outputs: enterStep()) }
      guard stepIndex > 0 else { return PromptReply(outputs: [.say("learn.atStart")], rejected: true) }
      let left = leaveTest()
      stepIndex -= 1
      return PromptReply(outputs: left + enterStep())
    case .hint: return hint()
    case .skip: return skip()
    case .retry:
      let left = leaveTest()
      resetSandbox()
      return PromptReply(outputs: left + [.say("learn.retried")])
    case .lessons(nil):
      choosingLesson = true
      return PromptReply(
        outputs: LessonListing.outputs(library: library, language: language, record: record)
          + [.message(key: "flow.pickLesson", role: .hint)])
    case .lessons(let choice?):
      return open(choice) ?? unknownLesson(choice)
    case .lang(let code?):
      guard LanguageChoice.supported.contains(code) else {
        return PromptReply(
          outputs: [
            .say(
              "learn.unknownLanguage",
              ["language": code, "languages": LanguageChoice.supported.joined(separator: ", ")])
          ],
          rejected: true)
      }
      language = code
      return PromptReply(outputs: stepOutputs(), language: code)
    case .lang(nil):
      return PromptReply(outputs: [.say("learn.currentLanguage", ["language": language])])
    case .showHelp: return PromptReply(outputs: LearnCommand.help)
    case .check:
      // On an exercise step `:check` never gets here (the step takes it first).
      return PromptReply(outputs: [.message(key: "flow.checkNoExercise", role: .hint)], rejected: true)
    case .quit: return PromptReply(outputs: leaveTest(), quit: true)
    case .unknown(let word, let suggestion):
      let key = suggestion == nil ? "learn.unknownCommand" : "learn.unknownCommandSuggestion"
      return PromptReply(
        outputs: [.say(key, ["command": word, "suggestion": suggestion.map { ":" + $0 } ?? ""])],
        rejected: true)
    }
  }

  /// The next step (`:next`, or Enter on a step that is done). A task not done stays undone,
  /// and says so; a test left open is left unfinished, never judged.
  func next() -> PromptReply {
    if lessonEnded { return openNextLesson() }
    var outputs = leaveTest()
    if case .narrative = step.kind {
      record.complete(lesson.id, step.id)
    } else if !stepDone {
      record.moveOn(lesson.id, step.id)
      outputs.append(.message(key: "flow.stepLeftUndone", role: .hint))
    }
    guard stepIndex + 1 < lesson.steps.count else { return PromptReply(outputs: outputs + endLesson()) }
    stepIndex += 1
    return PromptReply(outputs: outputs + enterStep())
  }

  func hint() -> PromptReply {
    // Every `:hint` typed on a step counts, whatever it shows (the answer to a failure, the
    // next rung of the ladder, or that there is none left): graders count what was asked for.
    record.hint(lesson.id, step.id)
    if let answer = failureHint {
      failureHint = nil
      return PromptReply(outputs: answer)
    }
    let hints = words?.hints ?? []
    guard !hints.isEmpty else { return PromptReply(outputs: [.say("learn.noHints")]) }
    guard hintsShown < hints.count else {
      return PromptReply(outputs: [.say("learn.noMoreHints")])
    }
    hintsShown += 1
    return PromptReply(outputs: [
      .message(
        key: "learn.hintHeader", arguments: ["n": String(hintsShown), "total": String(hints.count)],
        role: .hint),
      .prose(hints[hintsShown - 1]),
    ])
  }

  /// Shows the reference solution, runs it on a fresh sandbox, and records the skip.
  func skip() -> PromptReply {
    guard step.isTask || isUnansweredQuiz else { return PromptReply(outputs: [.say("learn.nothingToSkip")]) }
    var outputs: [Output] = []
    if case .quiz(let quiz) = step.kind {
      // Shown, not earned: no ✓ (the learner's own wrong answer stays what it was).
      let computed =
        LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz, sandboxes: library.sandboxes)
        ?? "—"
      outputs.append(.message(key: "learn.skipShowingAnswer", role: .hint))
      outputs.append(.message(key: "learn.quizAnswerShown", arguments: ["answer": computed]))
    } else {
      outputs.append(.message(key: "learn.skipShowing", role: .hint))
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
