import CLibEdit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal the tutor runs in can do.
///
///     let terminal = TerminalCapabilities.detect()
///     let style = Style(enabled: terminal.usesColor)
public struct TerminalCapabilities: Equatable, Sendable {
  /// Both standard input and standard output are terminals: a person is typing and watching,
  /// and libedit can be used.
  public var isInteractive: Bool
  /// Standard input is a terminal (a person types, even if the output goes to a pipe).
  public var inputIsTerminal: Bool
  /// Standard output is a terminal.
  public var outputIsTerminal: Bool
  /// ANSI colours may be written: standard output is a terminal, `NO_COLOR` is unset or
  /// empty, and `TERM` is not `dumb`.
  public var usesColor: Bool
  /// Columns to lay text out in: the terminal's width, else `COLUMNS`, else 80.
  public var width: Int

  public init(
    isInteractive: Bool, inputIsTerminal: Bool, outputIsTerminal: Bool, usesColor: Bool, width: Int
  ) {
    self.isInteractive = isInteractive
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.usesColor = usesColor
    self.width = width
  }

  /// The width used when neither the terminal nor `COLUMNS` tells one.
  public static let defaultWidth = 80

  /// Looks at the real standard streams (isatty, ioctl TIOCGWINSZ) and at `environment`.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TerminalCapabilities {
    let stdinIsTTY = isatty(STDIN_FILENO) == 1
    let stdoutIsTTY = isatty(STDOUT_FILENO) == 1
    return decide(
      stdinIsTTY: stdinIsTTY,
      stdoutIsTTY: stdoutIsTTY,
      environment: environment,
      windowColumns: stdoutIsTTY ? currentColumns() : nil
    )
  }

  /// The decision itself, without looking at the process: testable.
  ///
  /// - Parameter windowColumns: the terminal's width as the system reports it, if known;
  ///   values below 1 count as unknown.
  public static func decide(
    stdinIsTTY: Bool,
    stdoutIsTTY: Bool,
    environment: [String: String],
    windowColumns: Int? = nil
  ) -> TerminalCapabilities {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    let width: Int
    if let columns = windowColumns, columns > 0 {
      width = columns
    } else if let text = environment["COLUMNS"],
      let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0
    {
      width = columns
    } else {
      width = defaultWidth
    }
    return TerminalCapabilities(
      isInteractive: stdinIsTTY && stdoutIsTTY,
      inputIsTerminal: stdinIsTTY,
      outputIsTerminal: stdoutIsTTY,
      usesColor: stdoutIsTTY && !noColor && !dumb,
      width: width
    )
  }

  /// The columns to lay text out in right now: the terminal's width (asked again on every call,
  /// so a resized window counts from the next line printed), else `COLUMNS`, else 80.
  public static func currentWidth(environment: [String: String]) -> Int {
    decide(
      stdinIsTTY: false, stdoutIsTTY: false, environment: environment, windowColumns: currentColumns()
    ).width
  }

  /// The width of the terminal on standard output right now, or `nil` when it is not known
  /// (standard output is not a terminal, or reports 0 columns).
  public static func currentColumns() -> Int? {
    let columns = Int(tutor_terminal_columns(STDOUT_FILENO))
    return columns > 0 ? columns : nil
  }
}
