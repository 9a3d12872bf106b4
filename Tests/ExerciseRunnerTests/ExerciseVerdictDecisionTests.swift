import ExerciseGraders
import Foundation
import Testing

@testable import ExerciseRunner

/// The verdict is decided in the tutor's process from the two programs' facts: only the same
/// facts as a passing reference make "solved"; whatever else the learner's program prints (a
/// verdict line, the grader's own marked lines, a fake ✔) makes none.
@Suite("Exercise verdicts from facts")
struct ExerciseVerdictDecisionTests {
  static let exercise = ExerciseInfo.builtIn[2]
  static let file = URL(fileURLWithPath: "/tmp/Stopwatch.swift")
  static let passing = ExerciseResult(failures: [], mistakes: [])
  static let facts = [
    "step exercise.stopwatch.step.open", "action .open", "state S(1)", "step exercise.step.end",
  ]

  static func ran(_ output: String, status: Int32 = 0, signal: Int32? = nil) -> ExerciseProcess.Result {
    var result = ExerciseProcess.Result(status: status, output: output, errors: "")
    result.signal = signal
    return result
  }

  static var reference: ExerciseProcess.Result {
    ran(ExerciseTranscript.lines(facts: facts, result: passing))
  }

  static func verdict(_ learner: ExerciseProcess.Result, reference: ExerciseProcess.Result = reference)
    -> ExerciseVerdict
  {
    ExerciseChecker.verdict(of: learner, reference: reference, exercise: exercise, file: file)
  }

  @Test("The same facts as the reference, the learner's own prints around them: solved")
  func sameFacts() {
    let output = "debugging…" + ExerciseTranscript.lines(facts: Self.facts, result: Self.passing) + "bye\n"
    #expect(Self.verdict(Self.ran(output)) == .solved)
  }

  @Test(
    "A claimed pass without the reference's facts: never solved",
    arguments: [
      "{\"solved\":true}\n",
      "\n\u{1E}result {\"solved\":true}\n\u{1E}end\n✔ stopwatch is solved\n",
      ExerciseTranscript.lines(facts: Array(facts.dropLast()), result: passing),
      ExerciseTranscript.lines(facts: facts + ["action .open"], result: passing),
      ExerciseTranscript.lines(facts: facts.map { $0.replacing("S(1)", with: "S(2)") }, result: passing),
    ])
  func claimedPass(_ output: String) {
    #expect(!Self.verdict(Self.ran(output)).isSolved)
  }

  @Test("Forged lines before the real ones make other facts: the step where they part is said")
  func parted() {
    let forged =
      "\u{1E}fact step exercise.stopwatch.step.open\n"
      + ExerciseTranscript.lines(facts: Self.facts, result: Self.passing)
    #expect(
      Self.verdict(Self.ran(forged))
        == .noVerdict(key: ExerciseChecker.differs, detail: "exercise.stopwatch.step.open"))
  }

  @Test("A run that ends before the end line: ended early; killed by a signal: crashed")
  func endedEarly() {
    let cut = "\n\u{1E}fact step exercise.stopwatch.step.open\n"
    #expect(Self.verdict(Self.ran(cut)) == .noVerdict(key: "exercise.check.endedEarly", detail: ""))
    #expect(Self.verdict(Self.ran(cut, status: -1, signal: 6)) == .crashed(timedOut: false, detail: ""))
  }

  @Test("A diagnosis without failures explains nothing: the facts decide")
  func diagnosisWithoutFailures() throws {
    let failing = ExerciseResult(failures: [], mistakes: [.stopwatchNotLifted])
    let output = ExerciseTranscript.lines(facts: ["step exercise.stopwatch.step.open"], result: failing)
    #expect(!Self.verdict(Self.ran(output)).isSolved)
  }

  @Test("A reference that does not pass gives no verdict: the tutor says so, never solved")
  func referenceFails() {
    let broken = Self.ran("")
    let verdict = Self.verdict(Self.reference, reference: broken)
    guard case .toolchainProblem(let key, _) = verdict else {
      Issue.record("\(verdict)")
      return
    }
    #expect(key == "exercise.check.referenceFailed")
  }

  @Test("Facts round-trip: line breaks inside a fact stay inside it")
  func roundTrip() {
    let facts = ["state A(\n  b: 1\n)", "action .x(\"a\\\\nb\")"]
    let read = ExerciseTranscript(reading: ExerciseTranscript.lines(facts: facts, result: Self.passing))
    #expect(read.ended)
    #expect(read.result == Self.passing)
    #expect(read.facts.count == 2)
    #expect(
      read.facts
        != ExerciseTranscript(
          reading: ExerciseTranscript.lines(facts: ["state A(", "  b: 1", ")"], result: Self.passing)
        ).facts)
  }

  @Test("SHA-256 gives the published test vectors (FIPS 180-4: \"abc\", the empty message)")
  func sha256() {
    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
    #expect(
      hex(SHA256.digest(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }
}
