import SandboxRuntime
import TutorSupport

/// Carrying out ``LearnFlow``'s orders: the parts of a lesson that need the world.
extension LearnSession {
  func carryOut(_ orders: [LearnFlow.Order], into reply: inout PromptReply) {
    for order in orders {
      switch order {
      case .show(let outputs): reply.outputs += outputs
      case .leaveTest: reply.outputs += leaveTest()
      case .resetSandbox(let here): resetSandbox(here)
      case .showStep(let here, let isDone): reply.outputs += stepOutputs(here, isDone: isDone)
      case .runInSandbox(let line): runInSandbox(line, into: &reply)
      case .runSolution: reply.outputs += runSolution()
      case .checkExercise: checkExercise(into: &reply)
      case .showExerciseSolution: showExerciseSolution(into: &reply)
      case .fail: reply.failed = true
      case .reject: reply.rejected = true
      case .quit: reply.quit = true
      case .switchLanguage(let code): reply.language = code
      }
    }
  }

  /// The lesson and step an order names.
  func place(_ here: LearnFlow.StepRef) -> (entry: LessonLibrary.Entry, step: LessonStep) {
    let entry = library.entry(here.lesson) ?? self.entry
    let steps = entry.lesson.steps
    return (entry, steps.indices.contains(here.index) ? steps[here.index] : step)
  }

  /// Leaves a test still open, saying so only when the learner had started writing it.
  func leaveTest() -> [Output] {
    guard session.isTesting else { return [] }
    let left = session.abandon()
    return (left.verdict?.steps ?? 0) > 0 ? left.outputs : []
  }

  func resetSandbox(_ here: LearnFlow.StepRef) {
    let (entry, step) = place(here)
    session = Session(lesson: step.sandbox ?? entry.lesson.sandbox, sandboxes: library.sandboxes) ?? session
    for line in step.setup { session.handle(line) }
    if case .test = step.kind { session.handle("test") }
  }

  /// The line goes to the sandbox; the flow judges what it did.
  func runInSandbox(_ line: String, into reply: inout PromptReply) {
    let ran = session.handle(line)
    reply.outputs += ran.outputs
    reply.failed = ran.failed
    reply.rejected = ran.rejected
    reply.quit = ran.quit
    reply.language = ran.language
    reply.verdict = ran.verdict
    carryOut(send(.sandboxReplied(outcome(of: line, ran))), into: &reply)
    if reply.quit { reply = PromptReply(outputs: reply.outputs, failed: reply.failed, quit: true) }
  }

  /// The reference solution, run on the sandbox, each line shown at its prompt.
  func runSolution() -> [Output] {
    var outputs: [Output] = []
    for line in step.solution {
      outputs.append(.code(session.prompt + line, role: .dim))
      outputs += session.handle(line).outputs
    }
    return outputs
  }
}
