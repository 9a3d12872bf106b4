import Foundation

/// The tutor's colon commands in a lesson: `:next`, `:back`, `:hint`, `:skip`, `:retry`, `:lang`.
extension LearnSession {

  func command(_ line: String) -> PromptReply {
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

  func next() -> PromptReply {
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

  func hint() -> PromptReply {
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
    record.hint(lesson.id, step.id)
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
