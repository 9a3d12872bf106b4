import SandboxRuntime

/// A line's work with Ctrl-C caught: instead of ending the program, Ctrl-C asks the engine to
/// stop (see ``LineInterrupt``), which it does between two wake-ups of a long `advance`, leaving
/// the store consistent. Outside this, Ctrl-C keeps its usual effect.
public enum InterruptibleWork {
  public static func run<Result>(_ body: () -> Result) -> Result {
    SignalTrap.during(.interrupt) {
      LineInterrupt.checking({ SignalTrap.takeInterrupt() }, body)
    }
  }
}
