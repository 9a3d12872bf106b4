import Foundation
import Testing

/// The per-learner quiz order through the real binary: a transcript carries its learner, so a
/// replay by anyone shows the choices in the recorder's order.
@Suite("Quiz order, end to end")
struct QuizOrderEndToEndTests {
  @Test(
    "A recorded transcript replays with the recorder's quiz order; without one, in the lesson's own order")
  func replayKeepsOrder() throws {
    var tutor = TutorProcess()
    let file = tutor.state + "/quiz.txt"
    let learnt = try tutor.run(["learn", "pullback", "--record", file], input: ":next\na\n:quit\n")
    #expect(learnt.output.contains("✓ Right: running the code gives 2 -1 4"), "\(learnt.output)")
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    #expect(recorded.contains("\n# learner: b53bb12e\n"), "\(recorded)")
    tutor.environment["TUTOR_LEARNER"] = "someone else"
    let replayed = try tutor.run(["run", file])
    #expect(replayed.status == 0, "\(replayed.output)")
    let anonymous = tutor.state + "/anonymous.txt"
    try recorded.replacingOccurrences(of: "# learner: b53bb12e\n", with: "")
      .write(toFile: anonymous, atomically: true, encoding: .utf8)
    // A transcript from before the shuffle: its letters name the choices as the lesson lists them.
    let other = try tutor.run(["run", anonymous])
    #expect(other.status == 0, "\(other.output)")
    #expect(other.output.contains("a) 2 -1 4"), "\(other.output)")
  }
}
