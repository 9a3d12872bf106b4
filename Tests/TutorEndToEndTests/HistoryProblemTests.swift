import Foundation
import Testing

/// A line history that cannot be saved is said once, in the learner's words; the session goes on.
@Suite("History that cannot be saved", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct HistoryProblemTests {
  @Test("A folder where the history file should be: one message, and the session goes on")
  func folderInTheWay() throws {
    let state = TutorProcess.freshStateFolder()
    try FileManager.default.createDirectory(
      atPath: state + "/tutor/history", withIntermediateDirectories: true)
    let result = try PTYSession(
      command: [TutorProcess.binary, "play", "pullback"],
      environment: [
        "XDG_STATE_HOME": state, "HOME": state, "NO_COLOR": "1", "LANG": nil, "LC_ALL": nil,
        "TUTOR_LANG": "es",
      ],
      timeout: 10, rows: 40, columns: 100
    ).run([
      .expect("pullback> "), .sendLine(".left(.inc)"), .expect("pullback> "),
      .sendLine(".left(.inc)"), .expect("left: 2"), .expect("pullback> "),
      .sendLine("quit"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
    let said = result.plain.components(separatedBy: "No he podido guardar el historial de líneas").count - 1
    #expect(said == 1, "\(result.plain)")
    #expect(result.plain.contains(state + "/tutor/history"), "\(result.plain)")
  }
}
