import CLibEdit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Catches the signals that matter while a reader waits for a line: Ctrl-C (SIGINT), resuming
/// after Ctrl-Z (SIGCONT) and a resized window (SIGWINCH).
///
/// While ``during(_:wake:_:)`` runs, each chosen signal has a handler installed without
/// `SA_RESTART`: it records the signal and writes a byte to the `wake` descriptor, so that a
/// blocking `read` or `poll` returns (with `EINTR`, or with the descriptor readable when
/// another thread took the signal). The reader then calls ``take()``. The previous handlers
/// come back afterwards, so Ctrl-C outside reading keeps its usual effect.
///
/// A signal handler has no context pointer, so what it records lives in two process-wide
/// atomics; only one trap should be active at a time (readers read on one thread).
enum SignalTrap {
  struct Signals: OptionSet, Sendable {
    let rawValue: UInt32
    static let interrupt = Signals(rawValue: 1)
    static let resume = Signals(rawValue: 2)
    static let resize = Signals(rawValue: 4)
  }

  private static let pending = Atomic<UInt32>(0)
  private static let wakeDescriptor = Atomic<Int32>(-1)

  /// Async-signal-safe: atomics and `write` only, and `errno` kept.
  private static let handler: tutor_signal_handler = { number in
    let signal: Signals =
      switch number {
      case SIGINT: .interrupt
      case SIGCONT: .resume
      case SIGWINCH: .resize
      default: []
      }
    _ = pending.bitwiseOr(signal.rawValue, ordering: .sequentiallyConsistent)
    let descriptor = wakeDescriptor.load(ordering: .sequentiallyConsistent)
    if descriptor >= 0 {
      let savedErrno = errno
      var byte: UInt8 = 0
      _ = write(descriptor, &byte, 1)
      errno = savedErrno
    }
  }

  /// Runs `body` with handlers for `signals`; signals recorded before are dropped.
  ///
  /// - Parameter wake: a descriptor (the write end of a non-blocking pipe) that each caught
  ///   signal writes a byte to, or `nil`.
  static func during<Result>(_ signals: Signals, wake: Int32? = nil, _ body: () -> Result) -> Result {
    _ = take()  // also makes sure the atomics exist before any handler runs
    _ = tutor_unblock_line_signals()
    wakeDescriptor.store(wake ?? -1, ordering: .sequentiallyConsistent)
    var installed: [(Int32, sigaction)] = []
    let numbers: [(Signals, Int32)] = [(.interrupt, SIGINT), (.resume, SIGCONT), (.resize, SIGWINCH)]
    for (signal, number) in numbers where signals.contains(signal) {
      var previous = sigaction()
      if tutor_signal_trap(number, handler, &previous) == 0 { installed.append((number, previous)) }
    }
    defer {
      for (number, previous) in installed.reversed() {
        var action = previous
        _ = tutor_signal_restore(number, &action)
      }
      wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
    }
    return body()
  }

  /// Whether Ctrl-C was caught since it was last taken, forgetting only that signal.
  static func takeInterrupt() -> Bool {
    let before = pending.bitwiseAnd(~Signals.interrupt.rawValue, ordering: .sequentiallyConsistent).oldValue
    return before & Signals.interrupt.rawValue != 0
  }

  /// The signals caught since the last call, forgetting them.
  static func take() -> Signals {
    Signals(rawValue: pending.exchange(0, ordering: .sequentiallyConsistent))
  }
}
