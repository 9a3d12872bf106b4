import TutorSupport

/// A step as the learner reads it: its header, its words in the current language, and what to
/// do (a narrative's "go on", a quiz's choices, a goal, test mode, an exercise's file).
extension LearnSession {
  func stepOutputs(_ here: LearnFlow.StepRef, isDone: Bool) -> [Output] {
    let (entry, step) = place(here)
    let lesson = entry.lesson
    let total = lesson.steps.count
    let title = entry.text(language)?.title ?? lesson.id
    var outputs: [Output] = [
      .blank,
      .message(
        key: "learn.stepHeader",
        arguments: ["n": String(here.index + 1), "total": String(total), "title": title],
        role: .heading),
      .prose(entry.text(language)?.steps[step.id]?.body ?? ""),
    ]
    switch step.kind {
    case .narrative:
      outputs.append(
        .message(key: here.index + 1 == total ? "learn.narrativeLast" : "learn.narrativeNext", role: .hint))
    case .quiz(let quiz):
      let choices = QuizOrder.arrange(quiz.choices, learner: learner, lesson: lesson.id, step: step.id)
      for (index, choice) in choices.enumerated() {
        outputs.append(.code("  \(QuizChoice.letter(index))) \(choice)"))
      }
      outputs.append(
        .message(
          key: "learn.quizPrompt", arguments: ["letters": QuizChoice.letters(choices.count)], role: .hint))
    case .explore(let explore):
      outputs.append(
        .message(
          key: "learn.goal", arguments: ["goal": explore.goals.map(\.text).joined(separator: ", ")],
          role: .hint))
    case .test:
      let key = session.isTesting ? "learn.testIntro" : isDone ? "flow.testStepDone" : "flow.testStepRetry"
      outputs.append(.message(key: key, role: .hint))
    case .exercise:
      outputs += exerciseIntro(step, of: entry)
    }
    if isDone, step.kind != .narrative { outputs.append(.message(key: "learn.alreadyDone", role: .dim)) }
    return outputs
  }
}
