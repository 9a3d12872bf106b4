import SandboxRuntime
import TutorSupport

/// What a line run in the sandbox did, measured for ``LearnFlow`` to judge: the goals of an
/// explore step (and how far past one the state went), how a test ended and what it sent.
extension LearnSession {
  func outcome(of line: String, _ ran: PromptReply) -> LearnFlow.SandboxOutcome {
    var outcome = LearnFlow.SandboxOutcome(
      echo: prompt + line, outputs: ran.outputs, failed: ran.failed, sandbox: session.lesson,
      inOwnSandbox: inOwnSandbox, verdict: ran.verdict)
    guard inOwnSandbox, !store.state.progress.isDone else { return outcome }
    switch step.kind {
    case .explore(let explore):
      guard let state = session.encodedState else {
        outcome.goal = .noState
        return outcome
      }
      outcome.goal =
        explore.goals.allSatisfy { $0.holds(in: state) }
        ? .reached : .notReached(overshoot: firstOvershoot(explore.goals, state))
    case .test:
      guard let verdict = ran.verdict else { return outcome }
      switch verdict.outcome {
      case .passed, .empty:
        outcome.sent = session.lastTestSentActions
        outcome.required = requiredSends()
      case .failedEarlier, .failedAtFinish, .unfinished:
        break
      }
    case .narrative, .quiz, .exercise:
      break
    }
    return outcome
  }

  /// The first goal the state went past, with its value as the learner reads it.
  func firstOvershoot(_ goals: [Goal], _ state: Value) -> LearnFlow.Overshoot? {
    for goal in goals {
      guard let actual = goal.overshoot(in: state, from: self.stepStartState()) else { continue }
      let shown = actual == actual.rounded() && abs(actual) < 1e15 ? String(Int(actual)) : String(actual)
      return LearnFlow.Overshoot(
        path: goal.path.description + (goal.counts ? ".count" : ""), actual: shown,
        goal: String(goal.text.split(separator: " ").last ?? ""), key: "\(goal.text)=\(actual)")
    }
    return nil
  }

  /// The state the step's own sandbox starts in (after its setup lines).
  func stepStartState() -> Value? {
    let key = "\(lesson.id)/\(step.id)"
    if let stepStart, stepStart.step == key { return stepStart.state }
    let scratch = Session(lesson: ownSandbox, sandboxes: library.sandboxes)
    for line in step.setup { scratch?.handle(line) }
    stepStart = (key, scratch?.encodedState)
    return stepStart?.state
  }

  /// The actions the reference solution's test sends: a learner's test must send them too, so
  /// that `finish` alone does not pass.
  func requiredSends() -> [String] {
    guard let scratch = Session(lesson: ownSandbox, sandboxes: library.sandboxes) else { return [] }
    for line in step.setup + ["test"] + step.solution { scratch.handle(line) }
    return scratch.lastTestSentActions
  }
}
