import SandboxRuntime

/// The bounds `tutor grade` puts on each untrusted transcript. A file that goes past one is
/// reported as an error naming the bound, and grading goes on with the next file.
public struct GradeLimits: Equatable, Sendable {
  /// Bytes in one line: the prompt's own bound (``WorkBounds/lineBytes``), so a line it
  /// recorded always grades, and a longer one is refused by both alike (not run, said).
  public var maxLineBytes = WorkBounds.lineBytes
  /// Lines in one file.
  public var maxLines = 20_000
  /// Virtual-clock wake-ups for the whole file (`advance` on running timers): ten lines' worth
  /// of the prompt's own bound on one line (``AdvanceBudget/wakeUpsPerLine``).
  public var maxWakeUps = WorkBounds.wakeUpsPerTranscript
  /// Actions for the whole file (see ``WorkBounds/actionsPerTranscript``).
  public var maxActions = WorkBounds.actionsPerTranscript
  /// Wall-clock seconds for the whole file (`--timeout`): a last resort for a stuck file, far
  /// above what any ordinary transcript takes, so that the bounds that count work decide.
  public var timeout: Double = 120
  /// Characters kept of what the learner typed on one step, for reports.
  public var maxCodeCharacters = 8_192

  public init() {}

  public static let standard = GradeLimits()

  /// The longest `--timeout` accepted, in seconds: a day.
  public static let longestTimeout: Double = 86_400
}
