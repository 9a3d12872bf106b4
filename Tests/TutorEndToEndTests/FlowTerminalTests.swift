import Foundation
import Testing

/// The learn flow typed at a real terminal (libedit in a pseudo-terminal).
@Suite("Flow at a terminal", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct FlowTerminalTests {
  let state = TutorProcess.freshStateFolder()

  func session(_ arguments: [String], language: String = "en") -> PTYSession {
    PTYSession(
      command: [TutorProcess.binary] + arguments,
      environment: [
        "XDG_STATE_HOME": state, "HOME": state, "NO_COLOR": "1", "LANG": nil, "LC_ALL": nil,
        "TUTOR_LANG": language, "TUTOR_LEARNER": "di",
      ],
      timeout: 10, rows: 40, columns: 100)
  }

  @Test("Enter reads on, waits on an unanswered quiz, moves on once it is answered")
  func enter() throws {
    let result = try session(["learn", "pullback"]).run([
      .expect("pullback 1/9> "), .send("\r"), .expect("Type your answer: a, b, c, d."),
      .expect("pullback 2/9> "),
      .send("\r"), .expect("pullback 2/9> "), .sendLine("a"), .expect("Right: running the code gives"),
      .expect("pullback 2/9> "), .send("\r"), .expect("── 3/9 · "), .expect("pullback 3/9> "),
      .sendLine(":quit"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
  }

  @Test("play foreach in a lesson shows that sandbox in the prompt; :retry comes back")
  func otherSandbox() throws {
    let result = try session(["learn", "pullback"]).run([
      .expect("pullback 1/9> "), .sendLine("play foreach"), .expect("pullback 1/9 · foreach> "),
      .sendLine(":retry"), .expect("starts afresh\r\npullback 1/9> "),
      .sendLine(":quit"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
  }

  @Test("Ctrl-D in a test leaves it unfinished: a neutral line; :lang after a done test says it is done")
  func ctrlDAndLang() throws {
    let result = try session(["play", "foreach"]).run([
      .expect("foreach> "), .sendLine("test"), .expect("foreach test> "),
      .sendLine("send .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }"), .expect("as expected"),
      .sendLine("send .rows(.element(id: 0, action: .onAppear))"), .expect("foreach test> "),
      .send(PTYSession.ctrlD), .expect("test left unfinished: 1 effect was still running"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
    #expect(!result.plain.contains("✗"))
    var steps: [PTYSession.Step] = [.expect("basics 1/10> ")]
    for number in 2...8 { steps += [.sendLine(":next"), .expect("basics \(number)/10( test)?> ")] }
    steps += [
      .sendLine(":skip"), .expect("test superado"), .expect("basics 8/10> "), .sendLine(":lang en"),
      .expect("This test task is done: press Enter"), .expect("basics 8/10> "), .send("\r"),
      .expect("── 9/10 · "), .sendLine(":quit"), .expectEOF,
    ]
    let learn = try session(["learn", "basics"], language: "es").run(steps)
    #expect(learn.ok, "\(learn.error ?? "")\n\(learn.plain)")
  }
}
