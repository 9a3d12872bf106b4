import PromptLanguage
import ReducerKit
import Synchronization
import TutorSupport

/// The bounds of one `advance` line: at most ``wakeUpsPerLine`` instants at which sleepers wake
/// (then the clock stops there and says so), and the first ``receivedShown`` actions effects
/// sent back are listed one by one, the rest summarised by action.
public enum AdvanceBudget {
  /// Wake-ups one `advance` line may run: see ``WorkBounds/wakeUpsPerLine``.
  public static let wakeUpsPerLine = WorkBounds.wakeUpsPerLine
  /// Actions sent back listed one per line, before the summary.
  public static let receivedShown = WorkBounds.actionsShown

  /// What a bounded advance says about where it stopped, if it stopped early.
  /// - Parameter queueFull: the action limit was a test's queue of actions waiting for `receive`.
  static func stopOutputs(_ outcome: AdvanceOutcome, asked: Duration, queueFull: Bool = false) -> [Output] {
    guard let stop = outcome.stop else { return [] }
    var arguments = [
      "advanced": DurationText.format(outcome.advanced),
      "asked": DurationText.format(asked),
      "left": DurationText.format(asked - outcome.advanced),
      "wakeUps": String(outcome.wakeUps),
      "limit": String(wakeUpsPerLine),
      "actions": String(outcome.actions),
    ]
    switch stop {
    case .limit:
      return [.message(key: "perf.advanceLimit", arguments: arguments, role: .warning)]
    case .interrupted:
      return [.message(key: "perf.advanceInterrupted", arguments: arguments, role: .warning)]
    case .actionLimit:
      let key: String
      if queueFull {
        key = "perf.testQueueFull"
        arguments["limit"] = String(WorkBounds.queuedInTest)
      } else if ActionBudget.stoppedByTranscript {
        key = "perf.transcriptActionLimit"
        arguments["limit"] = String(ActionBudget.current?.limit ?? WorkBounds.actionsPerTranscript)
      } else {
        key = "perf.advanceActionLimit"
        arguments["limit"] = String(WorkBounds.actionsPerLine)
      }
      return [.message(key: key, arguments: arguments, role: .warning)]
    }
  }

  /// The lines for actions effects sent back: the first ``receivedShown`` as they came, then
  /// one line per action for the rest, with how many more times it came.
  static func receivedOutputs(_ dumps: [String]) -> [Output] {
    summarised(dumps) { .say("live.received", ["action": $0]) }
  }

  /// The first ``receivedShown`` of `dumps` through `line`, then one "… N more" line for each
  /// distinct action among the rest, in the order they first came.
  /// Only the first ``WorkBounds/summaryKinds`` distinct actions get a line of their own; one
  /// last line counts the others, so the output of a line stays bounded however many rows sent.
  package static func summarised(_ dumps: [String], line: (String) -> Output) -> [Output] {
    var outputs: [Output] = dumps.prefix(receivedShown).map(line)
    guard dumps.count > receivedShown else { return outputs }
    var order: [String] = []
    var counts: [String: Int] = [:]
    var others = 0
    var otherKinds = Set<String>()
    for dump in dumps.dropFirst(receivedShown) {
      if counts[dump] == nil {
        guard order.count < WorkBounds.summaryKinds else {
          others += 1
          otherKinds.insert(dump)
          continue
        }
        order.append(dump)
      }
      counts[dump, default: 0] += 1
    }
    for dump in order {
      let count = counts[dump] ?? 0
      outputs.append(
        .message(key: "perf.receivedMore", arguments: ["action": dump], count: count, role: .dim))
    }
    if others > 0 {
      outputs.append(
        .message(
          key: "perf.receivedOthers", arguments: ["kinds": String(otherKinds.count)], count: others,
          role: .dim))
    }
    return outputs
  }
}

/// Whether the learner asked to stop the line that is running (Ctrl-C at a terminal). The
/// terminal installs the check while a line runs; the engine asks it between wake-ups.
public enum LineInterrupt {
  /// The check of the line being run: task-local, so that two sessions running at once (tests in
  /// parallel) never see each other's. Held in a class: with Swift 6.3, binding a task-local of
  /// optional function type again inside its own binding, outside a task, crashes optimized
  /// builds in `swift_task_localValuePush` (a quiz answer worked out during a learner's line does
  /// that); a task-local holding a class does not.
  @TaskLocal private static var check: Check?

  private final class Check: Sendable {
    let requested: @Sendable () -> Bool
    init(_ requested: @escaping @Sendable () -> Bool) { self.requested = requested }
  }

  /// Runs `body` with `requested` asking `check`.
  public static func checking<Result>(_ check: @escaping @Sendable () -> Bool, _ body: () -> Result) -> Result
  {
    $check.withValue(Check(check)) { body() }
  }

  /// Whether a stop was asked for (false when no check is installed).
  static var requested: Bool {
    check?.requested() ?? false
  }
}
