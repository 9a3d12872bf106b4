import Foundation
import Testing

/// Issue 25, point 5, through the real binary: with `USER`, `LOGNAME`, `USERNAME` and
/// `TUTOR_LEARNER` unset (a container, a CI job), `learn` still shuffles, from a seed it keeps.
@Suite("Quiz seed, end to end")
struct QuizSeedEndToEndTests {
  @Test("An unnamed learner's transcript names the installation's seed, the same in every session")
  func unnamedLearner() throws {
    var tutor = TutorProcess()
    tutor.unset = ["TUTOR_LEARNER", "USER", "LOGNAME", "USERNAME"]
    let seedFile = tutor.state + "/tutor/learner-seed"
    // A demo shows the quiz without making a seed.
    let demo = try tutor.run(["demo", "pullback", "--from", "predict", "--pace", "0"], input: "")
    #expect(demo.output.contains("2 -1 4"), "\(demo.output)")
    #expect(!FileManager.default.fileExists(atPath: seedFile))
    let first = tutor.state + "/first.txt"
    _ = try tutor.run(["learn", "pullback", "--record", first], input: ":quit\n")
    let seed = try String(contentsOfFile: seedFile, encoding: .utf8)
    #expect(!seed.isEmpty && seed.allSatisfy { $0.isHexDigit }, "\(seed)")
    #expect(try String(contentsOfFile: first, encoding: .utf8).contains("# learner: \(seed)\n"))
    let second = tutor.state + "/second.txt"
    _ = try tutor.run(["learn", "pullback", "--record", second], input: ":quit\n")
    #expect(try String(contentsOfFile: second, encoding: .utf8).contains("# learner: \(seed)\n"))
  }
}
