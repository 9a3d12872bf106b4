import BuiltInCourse
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import TutorSupport

/// Scenario 7 (issue 16, target 2): what one prompt line costs with n rows in the state — a
/// `foreach` session in process, n `.addRow` lines (untimed), then lines that each change one
/// row (`.rows(.element(id: k, action: .tick))`, k cycling), handled and rendered as the
/// terminal would show them. Per line, median of batches.
func promptScaling(_ methodology: Methodology, _ report: Report) {
  report.section("8. Prompt line with n rows in state (µs per line)")
  let scenario = "8 prompt scaling"
  guard let resources = BuiltInCourse.course.resources(), let catalog = try? resources.catalog(language: "en")
  else {
    report.note("note: resources not found")
    return
  }
  let renderer = Renderer(catalog: catalog)
  let sizes = methodology.batches >= 11 ? [10, 1_000, 10_000] : [10, 1_000]
  var perLine: [Int: Double] = [:]
  for n in sizes {
    guard let session = Session(lesson: "foreach", sandboxes: BuiltInCourse.sandboxes) else { return }
    for _ in 0..<n { _ = session.handle(".addRow") }
    var next = 0
    let lines = 200
    let timing = methodology.sample { clock in
      let start = clock.now
      for _ in 0..<lines {
        let reply = session.handle(".rows(.element(id: \(next % n), action: .tick))")
        blackHole(renderer.render(reply.outputs))
        next += 7
      }
      return (clock.now - start, lines)
    }
    perLine[n] = timing.median
    report.add(
      Record(
        scenario: scenario, name: "one row changed, handled and rendered", parameters: ["n": n],
        value: timing.median / 1000, unit: "µs", spread: timing.spread))
  }
  if let small = perLine[10], let large = perLine[sizes.last ?? 10] {
    let ratio = large / small
    report.add(
      Record(
        scenario: scenario, name: "line at n = \(sizes.last ?? 10) / line at n = 10",
        parameters: ["n": sizes.last ?? 10], value: ratio, unit: "×", ratio: ratio, ratioTo: "n = 10",
        target: "≤ 2×", met: ratio <= 2))
  }
}

/// `--profile prompt N n`: scenario 8's lines, untimed, for a profiler.
func profilePrompt(iterations: Int, rows n: Int) -> Bool {
  guard let resources = BuiltInCourse.course.resources(),
    let catalog = try? resources.catalog(language: "en"),
    let session = Session(lesson: "foreach", sandboxes: BuiltInCourse.sandboxes)
  else { return false }
  let renderer = Renderer(catalog: catalog)
  for _ in 0..<n { _ = session.handle(".addRow") }
  for line in 0..<iterations {
    let reply = session.handle(".rows(.element(id: \(line * 7 % n), action: .tick))")
    blackHole(renderer.render(reply.outputs))
  }
  return true
}
