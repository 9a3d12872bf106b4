import Foundation
import TutorEngine

/// Scenario 6: `tutor grade <folder>` over 100 transcripts of the `pullback` lesson.
///
/// The transcripts are written to a temporary folder (prompt lines, as `tutor run` reads them):
/// a mix of passing and failing tests. When the command line has no `grade` command yet, the row
/// says so instead of showing a number.
func grading(_ methodology: Methodology, _ report: Report, tutor: String?) {
  report.section("6. Grading 100 transcripts")
  let scenario = "6 grading"
  let name = "tutor grade <100 transcripts>"
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-transcripts-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: folder) }
  do {
    try writeTranscripts(count: 100, to: folder)
  } catch {
    report.add(
      Record(
        scenario: scenario, name: name, value: nil, unit: "ms", target: "≤ 5 s",
        note: "cannot write transcripts: \(error)"))
    return
  }

  if case .failure(.unknownCommand) = TutorArguments.parse(["grade", folder.path]) {
    report.add(
      Record(
        scenario: scenario, name: name, parameters: ["transcripts": 100], value: nil, unit: "ms",
        target: "≤ 5 s", note: "not available yet (the command line has no `grade` command)"))
    return
  }
  guard let tutor else {
    report.add(
      Record(
        scenario: scenario, name: name, value: nil, unit: "ms", target: "≤ 5 s",
        note: "the release binary is not built"))
    return
  }
  var times: [Double] = []
  var status: Int32 = 0
  for _ in 0..<(methodology.batches >= 11 ? 5 : 3) {
    do {
      let run = try runProcess(tutor, ["grade", folder.path])
      status = run.status
      times.append(nanoseconds(run.exit) / 1e6)
    } catch {
      report.add(
        Record(scenario: scenario, name: name, value: nil, unit: "ms", target: "≤ 5 s", note: "\(error)"))
      return
    }
  }
  let timing = Timing(batches: times, operations: 1)
  // Some transcripts fail on purpose, so a grader may well exit non-zero; the status is shown.
  report.add(
    Record(
      scenario: scenario, name: name, parameters: ["transcripts": 100], value: timing.median, unit: "ms",
      spread: timing.spread, target: "≤ 5 s", met: timing.median <= 5_000, note: "exit status \(status)"))
}

/// Writes `count` transcripts of the pullback lesson: sandbox steps, then a test that passes,
/// or fails in one of the ways the lesson teaches.
func writeTranscripts(count: Int, to folder: URL) throws {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let endings = [
    ["send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }", "finish"],
    ["send .left(.inc) { $0.left = 1 }", "finish"],
    ["send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog", "finish"],
    [
      "send .right(.dec) { $0.right = -1; $0.seen = 1 }", "send .right(.dec) { $0.right = -2; $0.seen = 2 }",
      "finish",
    ],
  ]
  for index in 0..<count {
    var lines = ["play pullback"]
    for step in 0..<(index % 7) { lines.append(step % 3 == 2 ? ".right(.dec)" : ".left(.inc)") }
    lines.append("state")
    lines.append("reset")
    lines.append("test")
    lines += endings[index % endings.count]
    lines.append("quit")
    let file = folder.appendingPathComponent(String(format: "transcript-%03d.txt", index))
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
  }
}
