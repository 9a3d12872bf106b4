import ReducerKit
import Synchronization

/// The actions the `advance` lines of a whole graded transcript (or quiz program) may run: bound with
/// `ActionBudget.$current.withValue`, every line's advance stops once it is spent, and
/// ``exhausted`` says so (see ``WorkBounds/actionsPerTranscript``). Wake-ups alone do not bound
/// the work: one instant can wake a hundred timers.
public final class ActionBudget: Sendable {
  @TaskLocal public static var current: ActionBudget?

  public let limit: Int
  private let spentCount = Mutex(0)
  private let stopped = Mutex(false)

  public init(actions: Int = WorkBounds.actionsPerTranscript) { limit = actions }

  /// Actions run so far.
  public var spent: Int { spentCount.withLock { $0 } }
  /// Actions still allowed.
  public var left: Int { max(0, limit - spent) }
  /// Whether a line was stopped for want of budget (spending it exactly stops nothing).
  public var exhausted: Bool { stopped.withLock { $0 } }

  func spend(_ actions: Int) {
    spentCount.withLock { $0 += actions }
  }

  /// After an advance stopped at its action limit: when the line's limit was what was left of
  /// the transcript's budget (less than a line's own), and nothing is left now, the transcript's
  /// budget stopped it. A line stopped by its own bound as the budget runs out exactly is not.
  static func noteStop(_ outcome: AdvanceOutcome, lineLimit: Int) {
    guard outcome.stop == .actionLimit, lineLimit < WorkBounds.actionsPerLine, let budget = current,
      budget.left == 0
    else { return }
    budget.stopped.withLock { $0 = true }
  }

  /// The action limit of one line: the per-line bound, or what is left of the transcript's.
  static var lineLimit: Int { min(WorkBounds.actionsPerLine, current?.left ?? .max) }

  /// Whether the line limit that stopped a line was the transcript's rather than the line's.
  static var stoppedByTranscript: Bool { current?.exhausted ?? false }
}
