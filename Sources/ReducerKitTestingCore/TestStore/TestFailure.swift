/// One way a TestStore check failed, with everything needed to explain it in any language.
///
/// Actions are given as they are typed at the prompt (`.rows(.element(id: 2, action: .tick))`);
/// diffs as `−`/`+` lines (expected −, actual +). ``message`` is the English text that `swift
/// test` prints; the tutor renders the same data from its locale catalogs.
public struct TestFailure: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The state after `action` is not what the assertion said. `diff`: expected −, actual +.
    case stateMismatch(action: String, diff: String)
    /// The state changed after `action`, but no change was asserted. `diff`: before −, after +.
    case unexpectedStateChange(action: String, diff: String)
    /// The assertion for `action` changed nothing, and neither did the action.
    case expectedChangeButNone(action: String)
    /// `action` was sent while actions from effects were still waiting to be received.
    case sentBeforeReceiving(action: String, pending: [String])
    /// `receive` was called, but no action had come back. `running`: effects still in flight.
    case nothingReceived(expected: String, running: Int)
    /// The next received action is not the expected one. `diff`: expected −, received +.
    case receivedUnexpectedAction(expected: String, received: String, diff: String)
    /// Actions came back from effects and were never asserted with `receive`.
    case unreceivedActions([String])
    /// An effect was still running at the end of the test.
    case effectStillRunning(EffectSummary)
    /// The assertion closure for `action` threw `error`.
    case assertionThrew(action: String, error: String)
    /// `await task.finish()` on the task of `action`, but its effects are still running (they
    /// wait for the clock, or for ever).
    case taskStillRunning(action: String)
    /// `action` was sent after the feature dismissed itself (its root `dismiss()`).
    case sentToDismissedStore(action: String)
    /// Shared state (`@Shared`) changed after the last step (an effect changed it) and no
    /// `store.assert { … }` asserted it before the test ended (TCA: "Test store finished before
    /// asserting against changes to shared state"). `diff`: as last asserted −, now +.
    case sharedStateChangedAtEnd(diff: String)
    /// An endpoint of a `@DependencyClient` (`Client.endpoint`) was called without an
    /// implementation, during the step the failure's location points at (TCA: "Unimplemented: …").
    case unimplementedEndpoint(endpoint: String)
  }

  /// What a running effect looked like when the test ended.
  public struct EffectSummary: Sendable, Equatable {
    /// The action whose reducer returned it.
    public let action: String
    /// The path of lifts it runs under (`rows[id: 2]`), empty at the root.
    public let scope: String
    /// Its cancellation ids, if any.
    public let cancelIDs: [String]
    /// The name given to `.run(name:)`, if any.
    public let name: String?
  }

  public let kind: Kind
  /// The line the failure belongs to.
  public let location: TestLocation

  public var description: String { message }

  /// The failure in English, as `swift test` shows it.
  public var message: String {
    switch kind {
    case .stateMismatch(let action, let diff):
      return """
        The state after \(action) does not match what the assertion expected. \
        (Expected: −, Actual: +)

        \(diff)
        """
    case .unexpectedStateChange(let action, let diff):
      return """
        The state changed after \(action), but no change was asserted. Add a trailing closure \
        that makes the same change. (Before: −, After: +)

        \(diff)
        """
    case .expectedChangeButNone(let action):
      return """
        The assertion for \(action) expected the state to change, but it did not. The closure \
        left the state as it was, and so did the action. If no change is expected, leave the \
        closure out.
        """
    case .sentBeforeReceiving(let action, let pending):
      return """
        \(action) was sent while \(countPhrase(pending.count, "action")) from effects \
        \(pending.count == 1 ? "was" : "were") still waiting to be received. Receive \
        \(pending.count == 1 ? "it" : "them") first:

        \(bulleted(pending))
        """
    case .nothingReceived(let expected, let running):
      let hint =
        running == 0
        ? "No effect is running, so none can still send it."
        : "\(countPhrase(running, "effect")) \(running == 1 ? "is" : "are") still running: "
          + "does the clock need to advance first?"
      return "Expected to receive \(expected), but no action was received. \(hint)"
    case .receivedUnexpectedAction(let expected, let received, let diff):
      return """
        Expected to receive \(expected), but the next action received was \(received). \
        (Expected: −, Received: +)

        \(diff)
        """
    case .unreceivedActions(let actions):
      return """
        The test ended with \(countPhrase(actions.count, "action")) received from effects but \
        never asserted:

        \(bulleted(actions))
        """
    case .effectStillRunning(let effect):
      var details: [String] = []
      if !effect.scope.isEmpty { details.append("in \(effect.scope)") }
      if !effect.cancelIDs.isEmpty {
        details.append("cancel id " + effect.cancelIDs.map { "\"\($0)\"" }.joined(separator: ", "))
      }
      let what = effect.name.map { "The effect '\($0)'" } ?? "An effect"
      let where_ = details.isEmpty ? "" : " (\(details.joined(separator: ", ")))"
      return """
        \(what) started by \(effect.action)\(where_) is still running at the end of the test. \
        Every effect must finish or be cancelled before the test ends: advance the clock until \
        it completes, cancel it, or remove the state that owns it.
        """
    case .assertionThrew(let action, let error):
      return "The assertion for \(action) threw an error: \(error)."
    case .taskStillRunning(let action):
      return """
        The task of \(action) was expected to finish, but its effects are still running. Advance \
        the clock until they complete, or cancel them.
        """
    case .sentToDismissedStore(let action):
      return """
        \(action) was sent after the feature dismissed itself: a dismissed test store takes no \
        more actions.
        """
    case .sharedStateChangedAtEnd(let diff):
      return """
        Test store finished before asserting against changes to shared state. An effect changed \
        it after the last step: assert the change with store.assert { … } at the end of the \
        test. (Before: −, After: +)

        \(diff)
        """
    case .unimplementedEndpoint(let endpoint):
      return """
        Unimplemented: '\(endpoint)' was called. Give the client an implementation for it in \
        the test store's dependencies ('withDependencies: { … }').
        """
    }
  }
}

func countPhrase(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

func bulleted(_ lines: [String]) -> String {
  lines.map { "  • \($0)" }.joined(separator: "\n")
}
