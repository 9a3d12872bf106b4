import TutorSupport

/// How a test typed at the prompt ended: the one rule, and the one wording, that every front door
/// (play, learn, run, replay, demo, grade) uses, so that none of them can contradict another.
///
/// - A test passes only when `finish` passed, every earlier line passed, and it ran at least one
///   `send`, `receive` or `advance`.
/// - `finish` passing after a failed line is not a pass: "finish passed, but 2 earlier lines failed".
/// - A test that ran nothing is empty: never "passed".
/// - A test left without `finish` (`quit`, `:next`, `:quit`) is unfinished: neutral, neither ✓ nor ✗.
/// - A line the parser rejected changed nothing: it is not counted at all.
///
///     TestVerdict.finished(steps: 3, failedLines: 1, finishFailures: 0).outcome
///     // .failedEarlier(1)
public struct TestVerdict: Equatable, Sendable {
  public enum Outcome: Equatable, Sendable {
    /// `finish` passed and so did every line before it.
    case passed
    /// `finish` passed, but nothing was sent, received or advanced: nothing was checked.
    case empty
    /// `finish` passed, but this many earlier lines had failed.
    case failedEarlier(Int)
    /// `finish` itself failed: actions unreceived or effects still running.
    case failedAtFinish
    /// Left without `finish`: effects still running and actions still waiting, at that moment.
    case unfinished(runningEffects: Int, waitingActions: Int)
  }

  public let outcome: Outcome
  /// The `send`, `receive` and `advance` lines the test ran (rejected lines not counted).
  public let steps: Int
  /// How many of them failed a check.
  public let failedLines: Int

  public init(outcome: Outcome, steps: Int, failedLines: Int) {
    self.outcome = outcome
    self.steps = steps
    self.failedLines = failedLines
  }

  /// The verdict of a test ended by `finish` (or by `play`, `reset` or the end of input, which
  /// run the same check).
  public static func finished(steps: Int, failedLines: Int, finishFailures: Int) -> TestVerdict {
    let outcome: Outcome
    if finishFailures > 0 {
      outcome = .failedAtFinish
    } else if failedLines > 0 {
      outcome = .failedEarlier(failedLines)
    } else if steps == 0 {
      outcome = .empty
    } else {
      outcome = .passed
    }
    return TestVerdict(outcome: outcome, steps: steps, failedLines: failedLines)
  }

  /// The verdict of a test left without `finish`.
  public static func unfinished(steps: Int, failedLines: Int, runningEffects: Int, waitingActions: Int)
    -> TestVerdict
  {
    TestVerdict(
      outcome: .unfinished(runningEffects: runningEffects, waitingActions: waitingActions), steps: steps,
      failedLines: failedLines)
  }

  /// Whether the test passed: the only outcome that may say "✓ test passed".
  public var passed: Bool { outcome == .passed }

  /// Whether the test failed (an unfinished or empty test neither passed nor failed).
  public var failed: Bool {
    switch outcome {
    case .failedEarlier, .failedAtFinish: true
    case .passed, .empty, .unfinished: false
    }
  }

  /// The verdict in words. A failure at `finish` is already shown by its ✗ lines, so it adds none.
  public var outputs: [Output] {
    switch outcome {
    case .passed:
      return [.message(key: "test.finished", role: .success)]
    case .empty:
      return [.message(key: "flow.verdict.empty", role: .hint)]
    case .failedEarlier(let count):
      return [.message(key: "flow.verdict.failedEarlier", count: count, role: .failure)]
    case .failedAtFinish:
      return []
    case .unfinished(let effects, let actions):
      switch (effects, actions) {
      case (0, 0):
        return [.message(key: "flow.verdict.unfinished", role: .hint)]
      case (0, _):
        return [.message(key: "flow.verdict.unfinishedWaiting", count: actions, role: .hint)]
      case (_, 0):
        return [.message(key: "flow.verdict.unfinishedRunning", count: effects, role: .hint)]
      default:
        return [
          .message(key: "flow.verdict.unfinishedRunning", count: effects, role: .hint),
          .message(key: "flow.verdict.alsoWaiting", count: actions, role: .hint),
        ]
      }
    }
  }
}
