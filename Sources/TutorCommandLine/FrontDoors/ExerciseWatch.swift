import CLibEdit
import ExerciseGraders
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tutor exercise watch`: rustlings' watch mode. Checks the exercise in progress on every save
/// of its file, moves on to the next one when it is solved (copying its starter in), and reads
/// single keys: `h` a hint, `c` or Enter check again, `l` the list, `q` quit. Ctrl-C leaves
/// cleanly, the terminal as it was.
struct ExerciseWatch {
  let command: ExerciseCommand

  var printer: Printer { command.printer }

  func run() -> Int32 {
    guard var exercise = command.current() else {
      printer.print([.message(key: "exercise.allSolved", role: .success)])
      return 0
    }
    // Before the first check: Ctrl-C during a check stops the learner's program too.
    WatchInterrupt.install()
    defer { WatchInterrupt.uninstall() }
    guard begin(exercise) else { return 1 }
    var stamp = Self.stamp(of: command.context.workspace.file(of: exercise))
    var solved = check(exercise)
    if WatchInterrupt.take() {
      printer.print([.blank, .message(key: "exercise.watch.bye", role: .dim)])
      return 0
    }
    let keys = KeyInput()
    defer { keys.restore() }
    while true {
      if solved {
        guard let next = command.current() else {
          printer.print([.message(key: "exercise.watch.allDone", role: .success)])
          return 0
        }
        exercise = next
        guard begin(exercise) else { return 1 }
        stamp = Self.stamp(of: command.context.workspace.file(of: exercise))
        solved = check(exercise)
        continue
      }
      switch keys.next(timeout: 250) {
      case .key("q"), .end:
        printer.print([.message(key: "exercise.watch.bye", role: .dim)])
        return 0
      case .key("h"):
        printer.print(command.hint(exercise))
      case .key("l"):
        _ = command.list()
      case .key("c"), .key("\n"), .key("\r"):
        solved = check(exercise)
      case .key, .none:
        break
      }
      if WatchInterrupt.take() {
        printer.print([.blank, .message(key: "exercise.watch.bye", role: .dim)])
        return 0
      }
      let now = Self.stamp(of: command.context.workspace.file(of: exercise))
      if now != stamp {
        stamp = now
        solved = check(exercise)
      }
    }
  }

  /// Puts the starter in place if needed and says what is being watched.
  func begin(_ exercise: ExerciseInfo) -> Bool {
    guard command.start(exercise) == 0 else { return false }
    printer.print([
      .message(
        key: "exercise.watch.watching",
        arguments: ["name": exercise.name, "path": command.context.workspace.file(of: exercise).path],
        role: .heading),
      .message(key: "exercise.watch.keys", role: .hint),
    ])
    return true
  }

  func check(_ exercise: ExerciseInfo) -> Bool {
    printer.print([
      .blank, .message(key: "exercise.watch.checking", arguments: ["file": exercise.file], role: .dim),
    ])
    let solved = command.check(exercise)
    if !solved && !WatchInterrupt.isSet {
      printer.print([.message(key: "exercise.watch.waiting", role: .hint)])
    }
    return solved
  }

  /// When the file last changed, and its size: a save changes one or the other.
  static func stamp(of file: URL) -> String {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return "" }
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(date) \((attributes[.size] as? Int) ?? -1)"
  }
}

/// Single keys from standard input: at a terminal, without waiting for Enter and without echo
/// (Ctrl-C still interrupts); otherwise, the characters of the lines given.
final class KeyInput {
  enum Event: Equatable { case key(Character), none, end }

  private var saved: termios?

  init() {
    guard isatty(STDIN_FILENO) == 1 else { return }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    saved = settings
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  func restore() {
    guard var saved else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    self.saved = nil
  }

  /// The next key, waiting at most `timeout` milliseconds.
  func next(timeout: Int32) -> Event {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeout) > 0 else { return .none }
    var byte: UInt8 = 0
    let count = read(STDIN_FILENO, &byte, 1)
    if count == 0 { return .end }
    guard count == 1 else { return .none }
    return .key(Character(Unicode.Scalar(byte)))
  }
}

/// Ctrl-C while watching or checking: noted, so that the loop leaves cleanly, the terminal is
/// restored, and a check under way stops its program (in a process group of its own, it does not
/// get the terminal's Ctrl-C).
enum WatchInterrupt {
  private static let flag = Atomic<Bool>(false)
  private static let installed = Atomic<Bool>(false)

  static var isInstalled: Bool { installed.load(ordering: .sequentiallyConsistent) }

  /// Whether Ctrl-C came, without taking it.
  static var isSet: Bool { flag.load(ordering: .sequentiallyConsistent) }

  static func install() {
    installed.store(true, ordering: .sequentiallyConsistent)
    // A test runner's thread may have started the tutor with SIGINT blocked (the mask crosses exec).
    _ = tutor_unblock_line_signals()
    _ = signal(SIGINT) { _ in WatchInterrupt.flag.store(true, ordering: .sequentiallyConsistent) }
  }

  static func uninstall() {
    _ = signal(SIGINT, SIG_DFL)
    installed.store(false, ordering: .sequentiallyConsistent)
  }

  static func take() -> Bool {
    flag.exchange(false, ordering: .sequentiallyConsistent)
  }
}
