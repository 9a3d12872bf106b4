import Grading
import Learning
import LessonFeatures
import PromptLanguage
import SandboxRuntime
import TutorSupport
import TutorTerminal

/// Scenario 4: a prompt line to a typed action — `ExpressionParser.parseValue`, then
/// `ValueDecoder` — over a mix of flat and nested actions of both lessons.
func parseDecode(_ methodology: Methodology, _ report: Report) {
  report.section("4. Parse + decode typed actions")
  let scenario = "4 parse + decode"
  let decoder = ValueDecoder()
  let counters = [".left(.inc)", ".right(.dec)", ".clearLog"]
  let rows = [
    ".addRow", ".rows(.element(id: 42, action: .tick))", ".rows(.element(id: 12345, action: .onAppear))",
    ".rows(.element(id: 7, action: .delegate(.deleteRequested)))",
  ]
  // One closure per line: parse and decode into the line's action type; false on an error.
  let lines: [() -> Bool] =
    counters.map { text in
      {
        do throws(InputError) {
          blackHole(try decoder.decode(Counters.Action.self, from: try ExpressionParser.parseValue(text)))
          return true
        } catch { return false }
      }
    }
    + rows.map { text in
      {
        do throws(InputError) {
          blackHole(try decoder.decode(RowList.Action.self, from: try ExpressionParser.parseValue(text)))
          return true
        } catch { return false }
      }
    }
  let failed = (counters + rows).enumerated().filter { !lines[$0.offset]() }.map(\.element)

  let timing = methodology.measure(setup: { 0 }) { errors, iterations in
    for i in 0..<iterations where !lines[i % lines.count]() { errors += 1 }
  }
  let note = "mix: " + (counters + rows).joined(separator: "  ")
  report.add(
    Record(
      scenario: scenario, name: "parseValue + ValueDecoder.decode", value: timing.median, unit: "ns/action",
      spread: timing.spread,
      note: failed.isEmpty ? note : "CHECK FAILED: did not decode \(failed.joined(separator: ", "))"))
  report.add(
    Record(
      scenario: scenario, name: "throughput", value: 1e9 / timing.median, unit: "actions/s",
      note: "1 / median"))
}
