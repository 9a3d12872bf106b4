import ExerciseGraders
import Foundation

extension ExerciseChecker {
  /// The verdict's key when the learner's program ran to its end without a failure but observed
  /// other facts than the reference's.
  static let differs = "exercise.check.differs"

  /// The verdict, decided here from facts this process can check: the learner's program and the
  /// reference solution's ran the same grader with the same seed; the file is solved only when
  /// the reference passed and the learner's program observed exactly the same facts (every
  /// action, the state it left, the effects running at each step, the failures). Nothing the
  /// learner's program says makes a pass: its diagnosis (the failures and mistakes it reports)
  /// only explains a "not yet".
  static func verdict(
    of ran: ExerciseProcess.Result, reference: ExerciseProcess.Result, exercise: ExerciseInfo, file: URL
  ) -> ExerciseVerdict {
    let detail = crashDetail(ran.errors, file: file)
    // Past the CPU limit the kernel sends SIGXCPU: the same verdict as the clock's limit.
    if ran.timedOut || ran.signal == SIGXCPU { return .crashed(timedOut: true, detail: detail) }
    if ran.interrupted || reference.interrupted {
      return .noVerdict(key: "exercise.check.interrupted", detail: "")
    }
    if ran.overflowed { return .noVerdict(key: "exercise.check.tooMuchOutput", detail: "") }
    let expected = ExerciseTranscript(reading: reference.output)
    guard expected.ended, expected.result?.solved == true, reference.status == 0 else {
      let said =
        (reference.errors.split(separator: "\n").prefix(8).map(String.init) + expected.facts.suffix(4))
        .joined(separator: "\n")
      return .toolchainProblem(key: "exercise.check.referenceFailed", detail: said)
    }
    let observed = ExerciseTranscript(reading: ran.output)
    guard let difference = observed.firstDifference(from: expected) else { return .solved }
    if let result = observed.result, !result.failures.isEmpty, observed.ended { return .notYet(result) }
    if ran.signal != nil { return .crashed(timedOut: false, detail: detail) }
    guard observed.ended else { return .noVerdict(key: "exercise.check.endedEarly", detail: detail) }
    // It ran to its end and reported no failure, yet did not do what the reference did.
    // The detail is the step where they parted, a catalog key (ExerciseOutput says it in words).
    return .noVerdict(key: differs, detail: expected.step(before: difference) ?? "exercise.step.end")
  }
}
