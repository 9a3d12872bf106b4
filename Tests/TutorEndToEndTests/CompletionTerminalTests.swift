import Foundation
import Testing

/// TAB completion in the real binary at a pseudo-terminal: what libedit inserts and lists.
@Suite("TAB completion at a terminal", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct CompletionTerminalTests {
  let state = TutorProcess.freshStateFolder()

  // The screen drops trailing spaces, so ` ?$` is how a line ending in a space is matched; that
  // no space follows `(` is shown by typing straight on after it.

  func session(_ arguments: [String]) -> PTYSession {
    PTYSession(
      command: [TutorProcess.binary] + arguments,
      environment: [
        "XDG_STATE_HOME": state, "HOME": state, "NO_COLOR": "1", "LANG": nil, "LC_ALL": nil,
        "TUTOR_LANG": "en",
      ],
      timeout: 10, rows: 40, columns: 120)
  }

  @Test(
    "An addressed action typed with TAB alone: cases with '(' and no space, labels, ids, the row's actions")
  func addressedAction() throws {
    let result = try session(["play", "foreach"]).run([
      .expect("foreach> "), .sendLine(".addRow"), .expect("foreach> "),
      // `.ro` → `.rows(` with no space after: `.el` follows straight on.
      .send(".ro\t"), .expectScreen("foreach> \\.rows\\($"),
      .send(".el\t"), .expectScreen("foreach> \\.rows\\(\\.element\\($"),
      // The label, then the only id in the state.
      .send("\t"), .expectScreen("foreach> \\.rows\\(\\.element\\(id: ?$"),
      .send("\t"), .expectScreen("foreach> \\.rows\\(\\.element\\(id: 0$"),
      .send(", \t"), .expectScreen("foreach> \\.rows\\(\\.element\\(id: 0, action: ?$"),
      // Several cases: listed below the line, which stays as it was.
      .send(".\t"), .expectScreen("\\.onAppear +\\.tick +\\.delegate\\("),
      .expectScreen("foreach> \\.rows\\(\\.element\\(id: 0, action: \\.$"),
      .send("ti\t"), .expectScreen("action: \\.tick$"),
      .send("))\r"), .expectScreen("\\+     #0: Row.State\\(id: 0, seconds: 1\\)"),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }

  @Test("In a test: `$0.` paths of the state, and after `=` the cases of that property's type")
  func assertions() throws {
    let result = try session(["play", "transpose"]).run([
      .expect("transpose> "), .sendLine("test"), .expect("transpose test> "),
      .send("send .openEditor { $0.ed\t"), .expectScreen("\\{ \\$0\\.editor ?$"),
      .send("= .pre\t"), .expectScreen("\\{ \\$0\\.editor = \\.presented\\($"),
      .send("Editor.State(name: \"\")) }\r"), .expect("as expected"),
      .send("scope edi\t"), .expectScreen("transpose test> scope editor ?$"),
      .send("\r"), .expect("editor test> "),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }

  @Test(
    "A navigation stack with TAB: its actions, the next free id after push(id:, the ids after popFrom(id:")
  func stackActions() throws {
    let result = try session(["play", "navigation"]).run([
      .expect("navigation> "), .sendLine(".open(0)"), .expect("navigation> "),
      .sendLine(".popToRoot"), .expect("navigation> "), .sendLine(".open(1)"), .expect("navigation> "),
      // The stack's three actions, listed below the line.
      .send(".path(.\t"), .expectScreen("\\.element\\( +\\.popFrom\\( +\\.push\\("),
      // After `push(id: `, the next free id: #0 was popped, #1 is on the stack, so 2.
      .send("pu\t"), .expectScreen("navigation> \\.path\\(\\.push\\($"),
      .send("\t"), .expectScreen("navigation> \\.path\\(\\.push\\(id: ?$"),
      .send("\t"), .expectScreen("navigation> \\.path\\(\\.push\\(id: 2$"),
      .send(", state: .detail(NoteDetail.State(note: 0))))\r"),
      .expectScreen("\\+     #2: \\.detail\\(NoteDetail\\.State\\(note: 0, seconds: 0\\)\\)"),
      // After `popFrom(id: `, the ids on the stack.
      .send(".path(.popFrom(id: \t"), .expectScreen("1 +2"),
      .send("1))\r"), .expectScreen("−     #2: "),
      .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
  }
}
