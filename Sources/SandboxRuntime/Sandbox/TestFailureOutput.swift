import ReducerKitTestingCore
import TutorSupport

/// A TestStore failure, put into the learner's words; diffs and actions stay as code.
package enum TestFailureOutput {
  package static func outputs(for failure: TestFailure) -> [Output] {
    func fail(_ key: String, _ arguments: [String: String] = [:], count: Int? = nil) -> Output {
      .message(key: key, arguments: arguments, count: count, role: .failure)
    }
    switch failure.kind {
    case .stateMismatch(let action, let diff):
      return [fail("test.failure.stateMismatch", ["action": action]), .code(diff, role: .diff)]
    case .unexpectedStateChange(let action, let diff):
      return [fail("test.failure.unexpectedChange", ["action": action]), .code(diff, role: .diff)]
    case .expectedChangeButNone(let action):
      return [fail("test.failure.noChange", ["action": action])]
    case .sentBeforeReceiving(let action, let pending):
      return [fail("test.failure.sentBeforeReceiving", ["action": action], count: pending.count)]
        + AdvanceBudget.summarised(pending) { .code("  • " + $0) }
    case .nothingReceived(let expected, let running):
      return [
        fail("test.failure.nothingReceived", ["action": expected]),
        .message(
          key: running == 0 ? "test.failure.nothingRunning" : "test.failure.stillRunning", count: running,
          role: .hint),
      ]
    case .receivedUnexpectedAction(let expected, let received, let diff):
      return [
        fail("test.failure.unexpectedAction", ["expected": expected, "received": received]),
        .code(diff, role: .diff),
      ]
    case .unreceivedActions(let actions):
      return [fail("test.failure.unreceived", count: actions.count)]
        + AdvanceBudget.summarised(actions) { .code("  • " + $0) }
    case .effectStillRunning(let effect):
      var arguments = ["action": effect.action, "scope": effect.scope.isEmpty ? "—" : effect.scope]
      arguments["ids"] = cancelIDList(effect.cancelIDs)
      arguments["name"] = effect.name ?? "run"
      return [
        fail("test.failure.effectRunning", arguments, count: effect.cancelIDs.count),
        .message(key: "test.failure.effectRunningHint", role: .hint),
      ]
    case .assertionThrew(let action, let error):
      return [fail("test.failure.assertionThrew", ["action": action, "error": error])]
    case .taskStillRunning(let action):
      return [fail("test.failure.taskStillRunning", ["action": action])]
    case .sentToDismissedStore(let action):
      return [fail("test.failure.sentToDismissed", ["action": action])]
    case .sharedStateChangedAtEnd(let diff):
      return [
        fail("test.failure.sharedChangedAtEnd"), .code(diff, role: .diff),
        .message(key: "test.failure.sharedChangedAtEndHint", role: .hint),
      ]
    case .unimplementedEndpoint(let endpoint):
      return [fail("test.failure.unimplementedEndpoint", ["endpoint": endpoint])]
    }
  }
}
