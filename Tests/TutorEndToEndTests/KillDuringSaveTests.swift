import Foundation
import Testing

@testable import ExerciseRunner
@testable import Grading
@testable import Learning
@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorCommandLine
@testable import TutorSupport
@testable import TutorTerminal

/// SIGKILL at varied moments while the tutor saves progress and history after every line: each
/// file afterwards is the old one or the new one, never half of either.
@Suite("Killed while saving")
struct KillDuringSaveTests {
  static let lines = [
    ":next", ".increment", "state", ":back", ".incrementLater", "advance 1s", ":next", ":hint", "effects",
    ".decrement", ":next", "state count",
  ]

  /// 5 groups of 10 kills, run side by side, each with its own state folder.
  @Test("50 kills of the real binary at varied points leave progress and history readable", arguments: 0..<5)
  func killLoop(group: Int) throws {
    let state = TutorProcess.freshStateFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: state + "/tutor"))
    let historyPath = state + "/tutor/history"
    // How much a whole run writes (its last line is `:quit`), so that kills spread over all of it.
    let whole = try Self.runAndKill(state: TutorProcess.freshStateFolder(), killAfterBytes: .max, quits: true)
    #expect(whole.written > 500)
    var killedWhileRunning = 0
    for round in (group * 10)..<(group * 10 + 10) {
      // A different amount of output before each kill: from the first prompt to the last line.
      // (Later rounds resume at a later step and write less: stay within the first 60%.)
      let killAfter = 1 + (round * 7_919) % (whole.written * 6 / 10)
      let wasRunning = try Self.runAndKill(state: state, killAfterBytes: killAfter).wasRunning
      if wasRunning { killedWhileRunning += 1 }
      switch store.load() {
      case .fresh, .loaded: break
      case .recovered(let path, let damage):
        Issue.record("round \(round): corrupt progress \(path): \(damage)")
      case .unreadable(let problem): Issue.record("round \(round): \(problem)")
      }
      if let history = try? FileAccess.read(historyPath) {
        let text = String(decoding: history, as: UTF8.self)
        #expect(text.isEmpty || text.hasSuffix("\n"), "round \(round): history cut short")
        for line in text.split(separator: "\n") {
          #expect(Self.lines.contains(String(line)), "round \(round): history line '\(line)'")
        }
      }
    }
    #expect(killedWhileRunning >= 8, "the kills should land while the tutor works")
    #expect(FileAccess.exists(store.file.path) && FileAccess.exists(historyPath))
  }

  /// Starts `tutor learn basics` at a terminal, types every line at once, and kills it after it
  /// wrote `killAfterBytes` bytes (or it ended, when `quits` adds a last `:quit`).
  static func runAndKill(state: String, killAfterBytes: Int, quits: Bool = false) throws -> (
    wasRunning: Bool, written: Int
  ) {
    let master = PseudoTerminal.open(O_RDWR | O_NOCTTY)
    guard master >= 0, PseudoTerminal.grant(master) == 0, PseudoTerminal.unlock(master) == 0,
      let name = PseudoTerminal.name(master),
      let terminal = FileHandle(forUpdatingAtPath: String(cString: name))
    else {
      throw POSIXError(.EIO)
    }
    defer { close(master) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TutorProcess.binary)
    process.arguments = ["learn", "basics"]
    var environment = TutorProcess().fullEnvironment
    environment["XDG_STATE_HOME"] = state
    environment["HOME"] = state
    environment["TERM"] = "dumb"
    process.environment = environment
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
    try terminal.close()
    let typed = Array(((Self.lines + (quits ? [":quit"] : [])).joined(separator: "\r") + "\r").utf8)
    _ = typed.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    var seen = 0
    var buffer = [UInt8](repeating: 0, count: 4_096)
    var idle = 0
    // At most 100 idle waits of 50 ms: a bound so that a stuck tutor ends the round instead of
    // hanging the test (the round's checks then tell); no assertion depends on time.
    while seen < killAfterBytes && process.isRunning && idle < 100 {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 50) > 0 else {
        idle += 1
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      seen += count
    }
    let wasRunning = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return (wasRunning, seen)
  }
}

/// The C library's pseudo-terminal calls, looked up at run time: Swift's Glibc module does not
/// declare them (they need `_XOPEN_SOURCE`).
enum PseudoTerminal {
  private static func function<T>(_ name: String, as type: T.Type) -> T {
    unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)!, to: type)
  }

  static let open = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
  static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
  static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
  static let name = function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
}
