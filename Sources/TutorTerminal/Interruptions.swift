/// Ctrl-C caught around work that is not reading a line, such as the demo typing a line out:
/// the work asks whether Ctrl-C was pressed and stops what it was doing, instead of the process
/// ending.
///
///     let cancelled = Interruptions.catching { interrupted in
///       for character in line where !interrupted() { show(character) }
///       return interrupted()
///     }
public enum Interruptions {
  /// Runs `body` with Ctrl-C (SIGINT) caught; `interrupted` tells whether it was pressed since
  /// `body` began. The usual handling comes back afterwards.
  public static func catching<Result>(_ body: (_ interrupted: () -> Bool) -> Result) -> Result {
    SignalTrap.during(.interrupt) {
      var seen = false
      return body {
        if SignalTrap.take().contains(.interrupt) { seen = true }
        return seen
      }
    }
  }
}
