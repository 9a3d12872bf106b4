import BuiltInCourse
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import TutorSupport

/// Scenario 8 (issue 16, target 3): an `advance` over a ticking row asked for 1,000,000 s (it
/// stops at the wake-up limit), and `undo` after h lines against a normal line, in process.
func boundedTime(_ methodology: Methodology, _ report: Report) {
  report.section("9. Bounded time: advance and undo")
  let scenario = "9 bounded time"
  guard let resources = BuiltInCourse.course.resources(), let catalog = try? resources.catalog(language: "en")
  else {
    report.note("note: resources not found")
    return
  }
  let renderer = Renderer(catalog: catalog)

  // advance 1000000s over one ticking row: one line, bounded.
  var printed = 0
  let advance = methodology.sample { clock in
    guard let session = Session(lesson: "foreach", sandboxes: BuiltInCourse.sandboxes) else {
      return (.zero, 1)
    }
    _ = session.handle(".addRow")
    _ = session.handle(".rows(.element(id: 0, action: .onAppear))")
    let start = clock.now
    let lines = renderer.render(session.handle("advance 1000000s").outputs)
    let elapsed = clock.now - start
    printed = lines.count
    return (elapsed, 1)
  }
  report.add(
    Record(
      scenario: scenario,
      name: "advance 1000000s over a ticking row (stops at \(AdvanceBudget.wakeUpsPerLine) wake-ups)",
      value: advance.median / 1e6, unit: "ms", spread: advance.spread, target: "≤ 1 s, ≤ 20 lines printed",
      met: advance.median / 1e9 <= 1 && printed <= 20, note: "\(printed) lines printed"))

  // undo after h lines, against the normal line it takes back.
  let histories = methodology.batches >= 11 ? [100, 1_000, 10_000] : [100, 1_000]
  for h in histories {
    guard let session = Session(lesson: "foreach", sandboxes: BuiltInCourse.sandboxes) else { return }
    _ = session.handle(".addRow")
    for _ in 0..<h { _ = session.handle(".rows(.element(id: 0, action: .tick))") }
    var undoTimes: [Double] = []
    var lineTimes: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<(methodology.batches * 20) {
      var start = clock.now
      blackHole(renderer.render(session.handle("undo").outputs))
      undoTimes.append(nanoseconds(clock.now - start))
      start = clock.now
      blackHole(renderer.render(session.handle(".rows(.element(id: 0, action: .tick))").outputs))
      lineTimes.append(nanoseconds(clock.now - start))
    }
    let undo = Timing(batches: undoTimes, operations: 1)
    let line = Timing(batches: lineTimes, operations: 1)
    let ratio = undo.median / line.median
    report.add(
      Record(
        scenario: scenario, name: "undo after h lines (median of \(undoTimes.count))", parameters: ["h": h],
        value: undo.median / 1000, unit: "µs", ratio: ratio, ratioTo: "the line it takes back",
        target: "≤ 2× a normal line", met: ratio <= 2,
        note: "normal line \(format(line.median / 1000)) µs"))
  }
}
