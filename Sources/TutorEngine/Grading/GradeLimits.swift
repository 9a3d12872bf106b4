/// The bounds `tutor grade` puts on each untrusted transcript. A file that goes past one is
/// reported as an error naming the bound, and grading goes on with the next file.
public struct GradeLimits: Equatable, Sendable {
  /// Bytes in one line (a typed line is a few dozen; the prompt records lines of thousands of
  /// bytes, which must grade like any other).
  public var maxLineBytes = 65_536
  /// Lines in one file.
  public var maxLines = 20_000
  /// Virtual-clock wake-ups for the whole file (`advance` on running timers): ten lines' worth
  /// of the prompt's own bound on one line (``AdvanceBudget/wakeUpsPerLine``).
  public var maxWakeUps = 100_000
  /// Wall-clock seconds for the whole file (`--timeout`): a last resort for a stuck file, far
  /// above what any ordinary transcript takes, so that the bounds that count work decide.
  public var timeout: Double = 120
  /// Characters kept of what the learner typed on one step, for reports.
  public var maxCodeCharacters = 8_192

  public init() {}

  public static let standard = GradeLimits()
}
