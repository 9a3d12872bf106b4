import ReducerKitTestingCore

// Questions the diagnoses ask of a scenario's failures.

extension GradedFailure {
  /// The state after an action was wrong or not asserted: any action, or one whose text
  /// contains `action`.
  public func isStateFailure(for action: String? = nil) -> Bool {
    switch kind {
    case .stateMismatch(let sent, _), .unexpectedStateChange(let sent, _), .expectedChangeButNone(let sent):
      return action.map(sent.contains) ?? true
    case .sharedStateChangedAtEnd:
      // No action made it: a state failure only when none is asked for.
      return action == nil
    default:
      return false
    }
  }

  /// A `receive` of an action whose text contains `action` found nothing.
  public func isNothingReceived(expecting action: String) -> Bool {
    if case .nothingReceived(let expected, _) = kind { return expected.contains(action) }
    return false
  }

  /// The effect this failure says was still running at the end, if it is that failure.
  public var runningEffect: TestFailure.EffectSummary? {
    if case .effectStillRunning(let effect) = kind { return effect }
    return nil
  }

  /// Actions that came back and were not received (or were in the way of a send).
  public var pendingActions: [String] {
    switch kind {
    case .sentBeforeReceiving(_, let pending), .unreceivedActions(let pending): return pending
    case .receivedUnexpectedAction(_, let received, _): return [received]
    default: return []
    }
  }
}
