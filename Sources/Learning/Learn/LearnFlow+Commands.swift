import TutorSupport

/// The tutor's colon commands in a lesson: `:next`, `:back`, `:hint`, `:skip`, `:retry`,
/// `:lessons`, `:lang`, `:help`, `:check`, `:quit`.
extension LearnFlow {
  func command(_ command: LearnCommand, in state: inout State) {
    switch command {
    case .next: next(&state)
    case .back: back(&state)
    case .hint: hint(&state)
    case .skip: skip(&state)
    case .retry:
      state.orders += [.leaveTest]
      resetSandbox(&state)
      show(.say("learn.retried"), in: &state)
    case .lessons(nil):
      state.place = .choosingLesson(returningTo: state.place.spot)
      state.orders.append(
        .show(
          LessonListing.outputs(library: library, language: state.language, record: state.record)
            + [.message(key: "flow.pickLesson", role: .hint)]))
    case .lessons(let choice?):
      if !open(choice, in: &state) { unknownLesson(choice, in: &state) }
    case .lang(let code?):
      guard LanguageChoice.supported.contains(code) else {
        show(
          .say(
            "learn.unknownLanguage",
            ["language": code, "languages": LanguageChoice.supported.joined(separator: ", ")]),
          in: &state)
        state.orders.append(.reject)
        return
      }
      state.language = code
      state.orders += [.showStep(state.here, isDone: state.progress.isDone), .switchLanguage(code)]
    case .lang(nil):
      show(.say("learn.currentLanguage", ["language": state.language]), in: &state)
    case .showHelp:
      state.orders.append(.show(LearnCommand.help))
    case .check:
      // On an exercise step a bare `:check` is the step's (``ExerciseWord``).
      show(.message(key: "flow.checkNoExercise", role: .hint), in: &state)
      state.orders.append(.reject)
    case .quit:
      state.orders += [.leaveTest, .quit]
    case .unknown(let word, let suggestion):
      let key = suggestion == nil ? "learn.unknownCommand" : "learn.unknownCommandSuggestion"
      show(.say(key, ["command": word, "suggestion": suggestion.map { ":" + $0 } ?? ""]), in: &state)
      state.orders.append(.reject)
    }
  }

  /// The next step (`:next`, or Enter on a step that is done). A task not done stays undone,
  /// and says so; a test left open is left unfinished, never judged.
  func next(_ state: inout State) {
    if state.place.spot.isPastEnd { return openNextLesson(&state) }
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    state.orders.append(.leaveTest)
    if case .narrative = step.kind {
      state.record.complete(lesson.id, step.id)
    } else if !state.progress.isDone {
      state.record.moveOn(lesson.id, step.id)
      show(.message(key: "flow.stepLeftUndone", role: .hint), in: &state)
    }
    guard state.stepIndex + 1 < lesson.steps.count else { return endLesson(&state) }
    state.stepIndex += 1
    enterStep(&state)
  }

  /// `:back`: the step before; past the end, the last step again.
  func back(_ state: inout State) {
    if state.place.spot.isPastEnd { return enterStep(&state) }
    guard state.stepIndex > 0 else {
      show(.say("learn.atStart"), in: &state)
      state.orders.append(.reject)
      return
    }
    state.orders.append(.leaveTest)
    state.stepIndex -= 1
    enterStep(&state)
  }

  /// The next rung of the hint ladder, or first the answer to the last failure.
  func hint(_ state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    // Every `:hint` typed on a step counts, whatever it shows (the answer to a failure, the
    // next rung of the ladder, or that there is none left): graders count what was asked for.
    state.record.hint(lesson.id, step.id)
    if let answer = state.progress.failureHint {
      state.progress.failureHint = nil
      state.orders.append(.show(answer))
      return
    }
    let hints = words(state)?.hints ?? []
    guard !hints.isEmpty else { return show(.say("learn.noHints"), in: &state) }
    guard state.progress.hintsShown < hints.count else { return show(.say("learn.noMoreHints"), in: &state) }
    state.progress.hintsShown += 1
    let shown = state.progress.hintsShown
    show(
      .message(
        key: "learn.hintHeader", arguments: ["n": String(shown), "total": String(hints.count)], role: .hint),
      .prose(hints[shown - 1]),
      in: &state)
  }

  /// Shows the reference solution (a quiz's answer), runs it on a fresh sandbox, and records the
  /// skip.
  func skip(_ state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    guard step.isTask || isUnansweredQuiz(state) else { return show(.say("learn.nothingToSkip"), in: &state) }
    if case .quiz(let quiz) = step.kind {
      // Shown, not earned: no ✓ (the learner's own wrong answer stays what it was).
      let computed =
        LessonChecker.computedAnswer(lesson: lesson, step: step, quiz: quiz, sandboxes: library.sandboxes)
        ?? "—"
      show(
        .message(key: "learn.skipShowingAnswer", role: .hint),
        .message(key: "learn.quizAnswerShown", arguments: ["answer": computed]),
        in: &state)
    } else {
      show(.message(key: "learn.skipShowing", role: .hint), in: &state)
      resetSandbox(&state)
      state.orders.append(.runSolution)
    }
    state.record.skip(lesson.id, step.id)
    state.progress.isDone = true
    var outputs: [Output] = []
    if let explanation = words(state)?.explanation { outputs.append(.prose(explanation)) }
    outputs.append(.message(key: "learn.afterDone", role: .hint))
    state.orders.append(.show(outputs))
  }

  /// Shows the step in play afresh: its progress as the record has it, a fresh sandbox, its words.
  func enterStep(_ state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    state.place = .at(.step(StepProgress(isDone: state.record.isDone(lesson.id, step.id))))
    resetSandbox(&state)
    state.orders.append(.showStep(state.here, isDone: state.progress.isDone))
  }

  /// A fresh sandbox: an overshot goal may be said again there.
  func resetSandbox(_ state: inout State) {
    state.overshootSaid = nil
    state.orders.append(.resetSandbox(state.here))
  }
}
