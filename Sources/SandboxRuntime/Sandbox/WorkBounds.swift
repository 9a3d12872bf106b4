/// The bounds on the work of one prompt line and of one graded transcript, in one place: the
/// prompt, `tutor run`, quiz programs and `tutor grade` all read them, so a line the prompt
/// accepts is never cut off in grading. Every bound counts work (wake-ups, actions, lines,
/// bytes), never the wall clock, so a verdict does not depend on the machine's load.
public enum WorkBounds {
  /// Bytes in one line, as UTF-8 (a `\r` before its newline counted): the prompt refuses a
  /// longer line, running and recording nothing, and grading refuses it alike, line for line,
  /// so every line the prompt records grades. Typed lines are a few dozen bytes; pasted ones,
  /// thousands.
  public static let lineBytes = 65_536
  /// Instants at which sleepers wake in one `advance` line (then the clock stops and says so).
  public static let wakeUpsPerLine = 10_000
  /// Actions one line may process: one instant can wake many effects (`advance 1000s` over 100
  /// ticking rows is 100,000 actions), so wake-ups alone do not bound a line. Checked after
  /// each wake-up: a line may go past it by what one instant sets off.
  public static let actionsPerLine = 10_000
  /// Wake-ups for a whole graded transcript: ten lines at ``wakeUpsPerLine``.
  public static let wakeUpsPerTranscript = 100_000
  /// Actions the `advance` lines of a whole graded transcript (or quiz program) may run: ten
  /// lines at ``actionsPerLine``. (A sent action's work is the reducer's, bounded per line.)
  public static let actionsPerTranscript = 100_000
  /// Actions sent back by effects that a test at the prompt holds for `receive`: `advance`
  /// stops the clock when this many wait.
  public static let queuedInTest = 1_000
  /// Lines `undo` may replay while effects keep running (no checkpoint can hold a running
  /// effect): past that, undo says it cannot go back and changes nothing.
  public static let undoReplayLines = 256
  /// Actions listed one by one in a line's output, before the summary.
  public static let actionsShown = 10
  /// Distinct actions given a "… N more times" line of their own; the rest share one line.
  public static let summaryKinds = 10
  /// Running effects listed one by one by `effects`, oldest first; the rest are counted.
  public static let effectsShown = 50
  /// Bytes of one lesson file (`lesson.md`, `en.md`, `es.md`): a larger one is not read.
  public static let lessonFileBytes = 1 << 20
}
