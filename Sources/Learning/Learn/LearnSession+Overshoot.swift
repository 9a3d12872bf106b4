import PromptLanguage
import SandboxRuntime
import TutorSupport

extension LearnSession {
  /// "`responses` is already 2; the goal was 1": once per overshoot, so that a learner who went
  /// past the goal knows that going on will not reach it.
  func overshootNote(_ goals: [Goal], _ state: Value) -> [Output] {
    for goal in goals {
      guard let actual = goal.overshoot(in: state, from: self.stepStartState()) else { continue }
      let said = "\(goal.text)=\(actual)"
      guard overshootSaid != said else { return [] }
      overshootSaid = said
      let shown = actual == actual.rounded() && abs(actual) < 1e15 ? String(Int(actual)) : String(actual)
      let path = goal.path.description + (goal.counts ? ".count" : "")
      let target = String(goal.text.split(separator: " ").last ?? "")
      return [
        .message(
          key: "learn.goalOvershot", arguments: ["path": path, "actual": shown, "goal": target], role: .hint)
      ]
    }
    return []
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
}
