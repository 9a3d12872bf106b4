import TutorSupport

/// When a step is done: a quiz answered right, an explore goal reached, a test passed with every
/// line, an exercise that compiles and passes; and what a failure leaves (an attempt, the hint
/// that answers it, the first failure kept for graders).
extension LearnFlow {
  func isUnansweredQuiz(_ state: State) -> Bool {
    if case .quiz = step(state)?.kind { return !state.progress.isDone }
    return false
  }

  /// The current quiz's choices, in the order this learner sees them.
  func quizChoices(_ state: State) -> [String] {
    guard let lesson = entry(state)?.lesson, let step = step(state), case .quiz(let quiz) = step.kind else {
      return []
    }
    return QuizOrder.arrange(quiz.choices, learner: state.learner, lesson: lesson.id, step: step.id)
  }

  /// A line typed at an unanswered quiz: true when it was read as an answer (right, wrong or
  /// unclear), false when it is for the sandbox.
  func quizLine(_ line: String, in state: inout State) -> Bool {
    // Letters follow the order this learner sees, and so do the indices.
    let choices = quizChoices(state)
    switch QuizAnswer.read(line, choices: choices) {
    case .choice(let index):
      answer(choices[index], in: &state)
      return true
    case .sandboxLine:
      return false
    case .unclear:
      state.orders += [.show(QuizAnswer.unclearReply(choices: choices).outputs), .reject]
      return true
    }
  }

  /// The learner chose `choice`: right when running the lesson's code gives it.
  func answer(_ choice: String, in state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state), case .quiz(let quiz) = step.kind else {
      return
    }
    guard
      let computed = LessonChecker.computedAnswer(
        lesson: lesson, step: step, quiz: quiz, sandboxes: library.sandboxes),
      choice == computed
    else {
      state.record.attempt(lesson.id, step.id)
      let note = words(state)?.choiceNotes[choice].map { [Output.prose($0)] } ?? []
      state.orders += [.show([.message(key: "learn.quizWrong", role: .failure)] + note), .fail]
      return
    }
    complete(
      with: .message(key: "learn.quizRight", arguments: ["answer": computed], role: .success), in: &state)
  }

  /// Judges a line that went to the sandbox: a failed task line is an attempt (and its hint is
  /// kept); then the goal or the test is checked.
  func sandboxReplied(_ outcome: SandboxOutcome, in state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    if outcome.failed, step.isTask, !state.progress.isDone, outcome.inOwnSandbox {
      state.record.attempt(lesson.id, step.id)
      state.progress.failureHint = FailureHint.outputs(for: outcome.outputs) ?? state.progress.failureHint
      if state.firstFailures[step.id] == nil {
        state.firstFailures[step.id] = [.code(outcome.echo, role: .dim)] + outcome.outputs
      }
    }
    guard outcome.inOwnSandbox else {
      let started = outcome.outputs.contains {
        if case .message("play.started", _, _, _) = $0 { true } else { false }
      }
      if started {
        show(
          .message(key: "flow.otherSandbox", arguments: ["sandbox": outcome.sandbox], role: .hint), in: &state
        )
      }
      return
    }
    guard !state.progress.isDone else { return }
    switch step.kind {
    case .explore:
      switch outcome.goal {
      case .reached?:
        complete(with: .message(key: "learn.goalReached", role: .success), in: &state)
      case .notReached(let overshoot?)?:
        overshot(overshoot, in: &state)
      case .notReached(nil)?, .noState?, nil:
        break
      }
    case .test:
      guard let verdict = outcome.verdict else { return }
      switch verdict.outcome {
      case .passed, .empty:
        let missing = Self.missing(required: outcome.required, sent: outcome.sent)
        if verdict.passed, missing.isEmpty {
          return complete(with: .message(key: "learn.taskDone", role: .success), in: &state)
        }
        resetSandbox(&state)
        guard !missing.isEmpty else {
          return show(.message(key: "learn.testRestarted", role: .hint), in: &state)
        }
        state.orders.append(
          .show(
            [.message(key: "learn.testIncomplete", count: missing.count, role: .failure)]
              + missing.map { .code("  • " + $0, role: .hint) }))
      case .failedEarlier, .failedAtFinish, .unfinished:
        resetSandbox(&state)
        show(.message(key: "learn.testRestarted", role: .hint), in: &state)
      }
    case .narrative, .quiz, .exercise:
      break
    }
  }

  /// "`responses` is already 2; the goal was 1": once per overshoot, so that a learner who went
  /// past the goal knows that going on will not reach it.
  func overshot(_ overshoot: Overshoot, in state: inout State) {
    guard state.overshootSaid != overshoot.key else { return }
    state.overshootSaid = overshoot.key
    show(
      .message(
        key: "learn.goalOvershot",
        arguments: ["path": overshoot.path, "actual": overshoot.actual, "goal": overshoot.goal], role: .hint),
      in: &state)
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

  /// The step is done: the record says so, and the learner reads why it works and how to go on.
  func complete(with message: Output, in state: inout State) {
    complete(with: [message], in: &state)
  }

  /// The step is done: `messages` (the verdict first), the step's explanation, and what next.
  func complete(with messages: [Output], in state: inout State) {
    guard let lesson = entry(state)?.lesson, let step = step(state) else { return }
    state.progress.isDone = true
    state.record.complete(lesson.id, step.id)
    var outputs = messages
    if let explanation = words(state)?.explanation { outputs.append(.prose(explanation)) }
    outputs.append(.message(key: isLastStep(state) ? "learn.narrativeLast" : "learn.afterDone", role: .hint))
    state.orders.append(.show(outputs))
  }
}
