import ExerciseGraders
import Foundation
import Testing

/// The seal on an exercise report: standard HMAC-SHA-256, and a report that opens only whole,
/// unchanged, under its own run's key.
@Suite("Sealed exercise reports")
struct SealedReportTests {
  static let key = [UInt8](repeating: 7, count: ExerciseChannel.keyLength)

  func sealed(_ body: String, key: [UInt8] = key) -> [UInt8] {
    Array(body.utf8)
      + Array((ExerciseChannel.sealPrefix + ReportSeal.seal(key: key, body: Array(body.utf8)) + "\n").utf8)
  }

  @Test("HMAC-SHA-256 gives the published test vectors (RFC 4231, cases 1 and 2)")
  func vectors() {
    #expect(
      ReportSeal.seal(key: [UInt8](repeating: 0x0b, count: 20), body: Array("Hi There".utf8))
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(
      ReportSeal.seal(key: Array("Jefe".utf8), body: Array("what do ya want for nothing?".utf8))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test("A sealed report opens with its result and its steps")
  func opens() throws {
    let body =
      "{\"solved\":true}\n{\"ran\":\"exercise.stopwatch.step.open\"}\n{\"ran\":\"exercise.step.end\"}\n"
    let report = try SealedReport.open(sealed(body), key: Self.key).get()
    #expect(report.result.solved)
    #expect(report.steps == ["exercise.stopwatch.step.open", "exercise.step.end"])
  }

  @Test(
    "Forged, changed, prefixed, resealed under another key, or empty: never a result",
    arguments: [
      ("a verdict line alone", Array("{\"solved\":true}\n".utf8), SealedReport.Problem.forged),
      ("nothing", [], .missing),
      (
        "a guessed seal", Array("{\"solved\":true}\nseal \(String(repeating: "0", count: 64))\n".utf8),
        .forged
      ),
    ])
  func refused(_ name: String, bytes: [UInt8], problem: SealedReport.Problem) {
    #expect(SealedReport.open(bytes, key: Self.key) == .failure(problem), "\(name)")
  }

  @Test("A line written before or inside a genuine report breaks its seal")
  func tampered() {
    let genuine = sealed("{\"solved\":false}\n")
    #expect(
      SealedReport.open(Array("{\"solved\":true}\n".utf8) + genuine, key: Self.key) == .failure(.forged))
    let otherKey = sealed("{\"solved\":true}\n", key: [UInt8](repeating: 8, count: ExerciseChannel.keyLength))
    #expect(SealedReport.open(otherKey, key: Self.key) == .failure(.forged))
    #expect(
      SealedReport.open(genuine + Array("{\"solved\":true}\n".utf8), key: Self.key) == .failure(.forged))
  }

  @Test("Every exercise's scenario has its steps, ending once the TestStore has finished")
  func scenarioSteps() {
    for exercise in ExerciseInfo.builtIn {
      let steps = exercise.scenarioSteps
      #expect(steps.count >= 3, "\(exercise.name)")
      #expect(steps.last == "exercise.step.end", "\(exercise.name)")
      #expect(
        steps.dropLast().allSatisfy { $0.hasPrefix("exercise.\(exercise.name).step.") }, "\(exercise.name)")
    }
  }
}
