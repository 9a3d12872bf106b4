import Foundation
import Testing

/// Issue 16, target 3: Ctrl-C at a terminal stops a long `advance` and the session goes on.
@Suite("Ctrl-C during a long advance", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct InterruptAdvanceTests {
  let state = TutorProcess.freshStateFolder()

  @Test("Ctrl-C stops the clock between wake-ups; the store is consistent and the session goes on")
  func ctrlCStopsAdvance() throws {
    let session = PTYSession(
      command: [TutorProcess.binary, "play", "foreach-board"],
      environment: [
        "XDG_STATE_HOME": state, "HOME": state, "NO_COLOR": "1", "LANG": nil, "LC_ALL": nil,
        "TUTOR_LANG": "en",
      ],
      timeout: 60, rows: 40, columns: 120)
    // 40 rows ticking: a line stops at 10,000 actions (250 wake-ups) now (issue 24), so Ctrl-C
    // comes 50 ms in, while they run.
    var steps: [PTYSession.Step] = [.expect("foreach-board> ")]
    for _ in 0..<40 { steps += [.sendLine(".addRow"), .expect("foreach-board> ")] }
    steps += [
      .sendLine(".everyRow(.onAppear)"), .expect("foreach-board> "),
      .sendLine("advance 1000000s"), .sleep(0.05), .send(PTYSession.ctrlC),
      .expect("interrupted \\(Ctrl-C\\): the clock stopped after"), .expect("foreach-board> "),
      .sendLine("effects"), .expect("40 effects running:"), .expect("foreach-board> "),
      .send(PTYSession.ctrlD), .expectEOF,
    ]
    let result = try session.run(steps)
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
    #expect(result.exitStatus == 0)
  }
}
