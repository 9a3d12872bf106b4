import PromptLanguage
import ReducerKitTestingCore
import SandboxRuntime
import TutorSupport

/// A grader's TestStore failure, told about the learner's reducer. In an exercise the test is the
/// grader's and the reducer is the learner's, so "the state after .close is not what you said"
/// (the prompt's words, where the learner writes the test) would blame the wrong one: here it is
/// "after .close your reducer left `$0.stopwatch` at … ; the exercise expects …". Diffs and
/// actions stay as code, marked expected − and your reducer +.
enum ExerciseFailureOutput {
  static func outputs(for failure: TestFailure) -> [Output] {
    func fail(_ key: String, _ arguments: [String: String] = [:], count: Int? = nil) -> Output {
      .message(key: key, arguments: arguments, count: count, role: .failure)
    }
    switch failure.kind {
    case .stateMismatch(let action, let diff):
      return [mismatch(action: action, diff: diff), .code(diff, role: .diff)]
    case .unexpectedStateChange(let action, let diff):
      return [fail("exercise.failure.unexpectedChange", ["action": action]), .code(diff, role: .diff)]
    case .expectedChangeButNone(let action):
      return [fail("exercise.failure.noChange", ["action": action])]
    case .sentBeforeReceiving(let action, let pending):
      return [fail("exercise.failure.sentBeforeReceiving", ["action": action], count: pending.count)]
        + AdvanceBudget.summarised(pending) { .code("  • " + $0) }
    case .nothingReceived(let expected, let running):
      return [
        fail("exercise.failure.nothingReceived", ["action": expected]),
        .message(
          key: running == 0 ? "exercise.failure.nothingRunning" : "test.failure.stillRunning", count: running,
          role: .hint),
      ]
    case .receivedUnexpectedAction(let expected, let received, let diff):
      return [
        fail("exercise.failure.unexpectedAction", ["expected": expected, "received": received]),
        .code(diff, role: .diff),
      ]
    case .unreceivedActions(let actions):
      return [fail("exercise.failure.unreceived", count: actions.count)]
        + AdvanceBudget.summarised(actions) { .code("  • " + $0) }
    case .effectStillRunning(let effect):
      var arguments = ["action": effect.action, "scope": effect.scope.isEmpty ? "—" : effect.scope]
      arguments["ids"] = cancelIDList(effect.cancelIDs)
      arguments["name"] = effect.name ?? "run"
      return [fail("exercise.failure.effectRunning", arguments, count: effect.cancelIDs.count)]
    case .assertionThrew, .taskStillRunning, .sentToDismissedStore, .unimplementedEndpoint,
      .sharedStateChangedAtEnd:
      // The grader's own doing, or (an endpoint nobody implemented) said best in TCA's words.
      return TestFailureOutput.outputs(for: failure)
    }
  }

  /// The first field that differs, named, when the diff shows one; else the general sentence.
  private static func mismatch(action: String, diff: String) -> Output {
    var arguments = ["action": action]
    guard let field = DiffFirstField.read(diff) else {
      return .message(key: "exercise.failure.stateMismatch", arguments: arguments, role: .failure)
    }
    // The learner wrote a reducer, not a block: its state is `state`, not `$0`.
    arguments["path"] = field.path.hasPrefix("$0") ? "state" + field.path.dropFirst(2) : field.path
    switch (field.said, field.actual) {
    case (let said?, let actual?):
      arguments["expected"] = said
      arguments["actual"] = actual
      return .message(key: "exercise.failure.field", arguments: arguments, role: .failure)
    case (let said?, nil):
      arguments["expected"] = said
      return .message(key: "exercise.failure.fieldMissing", arguments: arguments, role: .failure)
    case (nil, let actual?):
      arguments["actual"] = actual
      return .message(key: "exercise.failure.fieldExtra", arguments: arguments, role: .failure)
    case (nil, nil):
      return .message(key: "exercise.failure.stateMismatch", arguments: arguments, role: .failure)
    }
  }
}
