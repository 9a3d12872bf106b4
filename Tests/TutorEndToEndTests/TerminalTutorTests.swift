import Foundation
import Testing

/// The real binary in a pseudo-terminal, typed at as a learner would: line editing by libedit.
@Suite("tutor at a terminal", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct TerminalTutorTests {
  let state = TutorProcess.freshStateFolder()

  func session(_ arguments: [String], language: String = "en") -> PTYSession {
    PTYSession(
      command: [TutorProcess.binary] + arguments,
      environment: [
        "XDG_STATE_HOME": state, "HOME": state, "NO_COLOR": "1", "LANG": nil, "LC_ALL": nil,
        "TUTOR_LANG": language, "TUTOR_DEMO_DELAY": "0", "TUTOR_LEARNER": "di",
      ],
      timeout: 10, rows: 40, columns: 120)
  }

  @Test("History is kept across runs: the up arrow recalls the last session's lines")
  func historyAcrossRuns() throws {
    let first = try session(["play", "pullback"]).run([
      .expect("pullback> "), .sendLine(".left(.inc)"), .expect("pullback> "), .sendLine("state"),
      .expect("pullback> "), .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(first.ok, "\(first.error ?? "")\n\(first.screen)")
    #expect(first.exitStatus == 0)
    let second = try session(["play", "pullback"]).run([
      .expect("pullback> "), .key(.up), .key(.up), .expectScreen("pullback> \\.left\\(\\.inc\\)$"),
      .send("\r"), .expectScreen("\\+ Counters.State\\(left: 1, right: 0, seen: 1\\)"),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(second.ok, "\(second.error ?? "")\n\(second.screen)")
  }

  @Test("TAB completes a case name of the action type")
  func tabCompletesCaseNames() throws {
    let result = try session(["play", "pullback"]).run([
      .expect("pullback> "), .send(".cle\t"), .expectScreen("pullback> \\.clearLog ?$"),
      .send("\r"), .expectScreen("\\+ Counters.State\\(left: 0, right: 0, seen: 1\\)"),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }

  @Test("Ctrl-C cancels the line being typed; the session goes on; Ctrl-D leaves cleanly")
  func ctrlCAndCtrlD() throws {
    let result = try session(["play", "pullback"]).run([
      .expect("pullback> "), .send(".left(.in"), .sleep(0.3), .send(PTYSession.ctrlC),
      .expect("line cancelled"), .expect("pullback> "), .sendLine("state"),
      .expectScreen("^Counters.State\\(left: 0, right: 0, seen: 0\\)$"),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
    #expect(result.exitStatus == 0)
    let history = try String(contentsOfFile: state + "/tutor/history", encoding: .utf8)
    #expect(history.contains("state"))
  }

  @Test("A line with ñ arrives intact")
  func unicodeInput() throws {
    let result = try session(["play", "transpose"]).run([
      .expect("transpose> "), .sendLine(".openEditor"), .expect("transpose> "),
      .sendLine(".editor(.setName(\"Añoño ✓\"))"), .expect("transpose> "),
      .sendLine("state editor"), .expectScreen("name: \"Añoño ✓\""),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }

  @Test("Learning at a terminal: quiz, hint and a switch to Spanish")
  func learn() throws {
    let result = try session(["learn", "pullback"]).run([
      .expect("pullback 1/9> "), .sendLine(":next"), .expect("Type your answer: a, b, c."),
      .sendLine("a"), .expect("Right: running the code gives 2 -1 4"),
      .sendLine(":lang es"), .expect("Escribe tu respuesta|Pulsa Intro"), .sendLine(":quit"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }

  @Test("--realtime: a timer's ticks appear above the prompt while a line is being typed")
  func realtime() throws {
    let result = try session(["play", "foreach", "--realtime"]).run([
      .expect("foreach> "), .sendLine(".addRow"), .expect("foreach> "),
      .sendLine(".rows(.element(id: 0, action: .onAppear))"), .expect("foreach> "),
      .send(".rows(.elem"),
      .expectScreen(
        "\\+     #0: Row.State\\(id: 0, seconds: 1\\)(.|\\n)*foreach> \\.rows\\(\\.elem$", timeout: 5),
      .send("ent(id: 0, action: .tick))\r"), .expect("seconds: [23]"),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }

  @Test(
    "Demo mode: each Enter types out the next line of the script and runs it; typing takes over",
    arguments: ["en", "es"])
  func demo(language: String) throws {
    let quizPrompt = language == "es" ? "Escribe tu respuesta" : "Type your answer"
    let result = try session(["demo", "pullback", "--from", "predict"], language: language).run([
      .expect(quizPrompt), .expect("pullback 2/9> "),
      .send("\r"), .expect("pullback 2/9> \\.left\\(\\.inc\\)"), .expect("left: 1"),
      .sendLine("state"), .expect("Counters.State\\(left: 1, right: 0, seen: 1\\)"),
      .send("\r"), .expect("left: 2"),
      .sendLine(":quit"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
  }
}
