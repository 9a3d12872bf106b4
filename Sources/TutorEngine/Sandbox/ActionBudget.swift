import Synchronization

/// The actions a whole graded transcript (or quiz program) may run: bound with
/// `ActionBudget.$current.withValue`, every line's advance stops once it is spent, and
/// ``exhausted`` says so (see ``WorkBounds/actionsPerTranscript``). Wake-ups alone do not bound
/// the work: one instant can wake a hundred timers.
public final class ActionBudget: Sendable {
  @TaskLocal public static var current: ActionBudget?

  public let limit: Int
  private let spentCount = Mutex(0)

  public init(actions: Int = WorkBounds.actionsPerTranscript) { limit = actions }

  /// Actions run so far.
  public var spent: Int { spentCount.withLock { $0 } }
  /// Actions still allowed.
  public var left: Int { max(0, limit - spent) }
  /// Whether the budget is spent.
  public var exhausted: Bool { spent >= limit }

  func spend(_ actions: Int) {
    spentCount.withLock { $0 += actions }
  }

  /// The action limit of one line: the per-line bound, or what is left of the transcript's.
  static var lineLimit: Int { min(WorkBounds.actionsPerLine, current?.left ?? .max) }

  /// Whether the line limit that stopped a line was the transcript's rather than the line's.
  static var stoppedByTranscript: Bool { current?.exhausted ?? false }
}
