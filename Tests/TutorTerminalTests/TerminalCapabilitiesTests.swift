import Testing

@testable import TutorTerminal

@Suite("TerminalCapabilities")
struct TerminalCapabilitiesTests {
  @Test func interactiveOnlyWhenBothStreamsAreTerminals() {
    let cases: [(Bool, Bool, Bool)] = [
      (true, true, true), (true, false, false), (false, true, false), (false, false, false),
    ]
    for (stdin, stdout, interactive) in cases {
      let capabilities = TerminalCapabilities.decide(
        stdinIsTTY: stdin, stdoutIsTTY: stdout, environment: [:])
      #expect(capabilities.isInteractive == interactive)
      #expect(capabilities.inputIsTerminal == stdin)
      #expect(capabilities.outputIsTerminal == stdout)
    }
  }

  @Test func colourFollowsStandardOutput() {
    #expect(
      TerminalCapabilities.decide(stdinIsTTY: false, stdoutIsTTY: true, environment: [:]).usesColor)
    #expect(
      !TerminalCapabilities.decide(stdinIsTTY: true, stdoutIsTTY: false, environment: [:]).usesColor)
  }

  @Test func noColorTurnsColourOffUnlessEmpty() {
    let off = TerminalCapabilities.decide(
      stdinIsTTY: true, stdoutIsTTY: true, environment: ["NO_COLOR": "1"])
    #expect(!off.usesColor)
    #expect(off.isInteractive)
    let empty = TerminalCapabilities.decide(
      stdinIsTTY: true, stdoutIsTTY: true, environment: ["NO_COLOR": ""])
    #expect(empty.usesColor)
  }

  @Test func dumbTerminalHasNoColour() {
    let dumb = TerminalCapabilities.decide(
      stdinIsTTY: true, stdoutIsTTY: true, environment: ["TERM": "dumb"])
    #expect(!dumb.usesColor)
    let xterm = TerminalCapabilities.decide(
      stdinIsTTY: true, stdoutIsTTY: true, environment: ["TERM": "xterm-256color"])
    #expect(xterm.usesColor)
  }

  @Test func widthComesFromTheWindowThenColumnsThenEighty() {
    func width(_ window: Int?, _ environment: [String: String]) -> Int {
      TerminalCapabilities.decide(
        stdinIsTTY: true, stdoutIsTTY: true, environment: environment, windowColumns: window
      ).width
    }
    #expect(width(120, ["COLUMNS": "100"]) == 120)
    #expect(width(nil, ["COLUMNS": "100"]) == 100)
    #expect(width(0, ["COLUMNS": " 64 "]) == 64)
    #expect(width(nil, ["COLUMNS": "wide"]) == 80)
    #expect(width(nil, ["COLUMNS": "-3"]) == 80)
    #expect(width(nil, [:]) == 80)
  }

  @Test func detectDoesNotCrashAndRespectsNoColor() {
    let capabilities = TerminalCapabilities.detect(environment: ["NO_COLOR": "yes"])
    #expect(!capabilities.usesColor)
    #expect(capabilities.width > 0)
  }
}
