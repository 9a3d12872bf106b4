import Foundation

/// Scenario 9 (issue 16, target 4): `tutor run` over transcripts of growing length
/// (`play pullback` and L lines of `.left(.inc)`), its output read and dropped: peak resident
/// set (`wait4`) and time per line. Memory must not grow with L.
func streaming(_ methodology: Methodology, _ report: Report, tutor: String?) {
  report.section("10. Streaming tutor run (peak RSS by transcript length)")
  let scenario = "10 streaming"
  guard let tutor else {
    report.note("note: the release binary is not built")
    return
  }
  let state = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-stream-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: state) }
  let environment = isolatedEnvironment(state: state.path)
  let lengths = methodology.batches >= 11 ? [10_000, 100_000, 400_000] : [10_000, 100_000]
  var peaks: [Int: Double] = [:]
  for length in lengths {
    do {
      let path = try temporaryLines("stream", first: "play pullback\n", line: ".left(.inc)\n", count: length)
      defer { unlink(path) }
      let run = try runForMemory(tutor, ["run", path], inputFile: "/dev/null", environment: environment)
      let problem =
        run.status == 0 && run.head.contains("pullback> .left(.inc)")
        ? nil : "CHECK FAILED: exit \(run.status), output \(run.head.prefix(60).debugDescription)"
      peaks[length] = run.peakMB
      report.add(
        Record(
          scenario: scenario, name: "tutor run, L lines: peak RSS", parameters: ["L": length],
          value: run.peakMB,
          unit: "MB", target: "≤ 100 MB", met: problem == nil && run.peakMB <= 100,
          note: problem ?? "\(format(nanoseconds(run.elapsed) / 1e3 / Double(length))) µs per line"))
    } catch {
      report.add(Record(scenario: scenario, name: "tutor run", value: nil, unit: "MB", note: "\(error)"))
    }
  }
  if let first = lengths.first, let last = lengths.last, let small = peaks[first], let large = peaks[last] {
    report.add(
      Record(
        scenario: scenario, name: "peak RSS at L = \(last) / at L = \(first)", parameters: ["L": last],
        value: large / small, unit: "×", target: "≤ 1.2× (flat)", met: large / small <= 1.2))
  }
}
