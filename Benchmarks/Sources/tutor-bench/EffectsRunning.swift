import BuiltInCourse
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import TutorSupport

/// Scenario 12 (issue 24, points 1 and 2): the cost of a line with n effects running, against
/// the same line with 200 running; and `undo` with a timer running after h lines.
func effectsRunning(_ methodology: Methodology, _ report: Report) {
  report.section("12. Lines with effects running")
  let scenario = "12 effects running"
  guard let resources = BuiltInCourse.course.resources(), let catalog = try? resources.catalog(language: "en")
  else {
    report.note("note: resources not found")
    return
  }
  let renderer = Renderer(catalog: catalog)
  let clock = ContinuousClock()

  /// The median cost of one `.incrementLater` line (rendered) once `n` effects run.
  func lineCost(running n: Int) -> Timing {
    guard let session = Session(lesson: "basics", sandboxes: BuiltInCourse.sandboxes) else {
      return Timing(batches: [.nan], operations: 1)
    }
    for _ in 0..<n { _ = session.handle(".incrementLater") }
    var batches: [Double] = []
    let perBatch = 100
    for _ in 0..<methodology.batches {
      let start = clock.now
      for _ in 0..<perBatch { blackHole(renderer.render(session.handle(".incrementLater").outputs)) }
      batches.append(nanoseconds(clock.now - start) / Double(perBatch))
    }
    return Timing(batches: batches, operations: perBatch)
  }

  let small = lineCost(running: 200)
  for n in [200, 2_000, 20_000] {
    let cost = n == 200 ? small : lineCost(running: n)
    let ratio = cost.median / small.median
    report.add(
      Record(
        scenario: scenario, name: "a line with n effects running", parameters: ["n": n],
        value: cost.median / 1000, unit: "µs", spread: cost.spread, ratio: ratio, ratioTo: "n = 200",
        target: n == 200 ? nil : "≤ 1.5× the line with 200 running", met: n == 200 ? nil : ratio <= 1.5))
  }

  // undo with a timer running, after h lines: replays at most WorkBounds.undoReplayLines, or
  // says it cannot go back that far (and changes nothing).
  var first: Double?
  for h in [100, 1_000, 3_000] {
    guard let session = Session(lesson: "foreach", sandboxes: BuiltInCourse.sandboxes) else { return }
    _ = session.handle(".addRow")
    _ = session.handle(".rows(.element(id: 0, action: .onAppear))")
    for _ in 0..<h { _ = session.handle(".addRow") }
    var times: [Double] = []
    for _ in 0..<(methodology.batches * 4) {
      let start = clock.now
      blackHole(renderer.render(session.handle("undo").outputs))
      times.append(nanoseconds(clock.now - start))
      _ = session.handle(".addRow")
    }
    let undo = Timing(batches: times, operations: 1)
    let base = first ?? undo.median
    first = base
    report.add(
      Record(
        scenario: scenario, name: "undo with a timer running after h lines", parameters: ["h": h],
        value: undo.median / 1000, unit: "µs", spread: undo.spread, ratio: undo.median / base,
        ratioTo: "h = 100", target: h == 100 ? nil : "does not grow with h (≤ 1.5× h = 100)",
        met: h == 100 ? nil : undo.median / base <= 1.5,
        note: "replays at most \(WorkBounds.undoReplayLines) lines; past that it refuses"))
  }
}
