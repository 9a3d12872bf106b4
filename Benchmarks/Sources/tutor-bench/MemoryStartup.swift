import Foundation
import LessonFeatures
import ReducerKit

#if canImport(Glibc)
  import Glibc
#endif

/// Scenario 10 (issue 16, target 5): peak resident set of `tutor play foreach` idle and with
/// 100,000 rows; the library's heap bytes per row against `MemoryLayout` of the row's state;
/// whether the binary loads test frameworks; first prompt against a Swift + Foundation
/// hello-world built and run in the same run.
func memoryStartup(_ methodology: Methodology, _ report: Report, tutor: String?) {
  report.section("11. Memory and start-up")
  let scenario = "11 memory"

  // Library bytes per row, in process: what the resident set grows by per row of a store's state
  // (page-grained, so measured over many rows).
  let rows = 100_000
  let before = residentBytes()
  let store = StoreCore(initialState: RowList.State(), reducer: RowList(), dependencies: .test)
  for _ in 0..<rows { store.send(.addRow) }
  let after = residentBytes()
  blackHole(store.state)
  let perRow = Double(after - before) / Double(rows)
  let layout = MemoryLayout<Row.State>.stride
  report.add(
    Record(
      scenario: scenario, name: "library resident bytes per row (StoreCore, 100,000 .addRow)",
      parameters: ["rows": rows],
      value: perRow, unit: "B", ratio: perRow / Double(layout), ratioTo: "MemoryLayout<Row.State>.stride",
      note: "stride \(layout) B, size \(MemoryLayout<Row.State>.size) B"))

  guard let tutor else {
    report.note("note: the release binary is not built")
    return
  }
  let state = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-memory-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: state) }
  let environment = isolatedEnvironment(state: state.path)

  // Peak RSS, idle and with rows added at the prompt. Each `.addRow` line still diffs the whole
  // state (scenario 7), so 100,000 rows cannot be reached through the prompt in useful time: the
  // rows reached here, with the library's per-row figure above, give the estimate.
  var idle: Double?
  let piped = methodology.batches >= 11 ? 3_000 : 1_000
  for count in [0, piped] {
    do {
      let path = try temporaryLines("rows", first: "", line: ".addRow\n", count: count, last: "quit\n")
      defer { unlink(path) }
      let run = try runForMemory(tutor, ["play", "foreach"], inputFile: path, environment: environment)
      let problem =
        run.status == 0 && run.head.hasPrefix("foreach> ") ? nil : "CHECK FAILED: exit \(run.status)"
      var note = problem ?? "\(format(nanoseconds(run.elapsed) / 1e6)) ms in all"
      if let idle, count > 0, problem == nil {
        let perRow = (run.peakMB - idle) * 1_048_576 / Double(count)
        note +=
          "; \(format(perRow)) B per row over idle, so ~\(format(idle + perRow * Double(rows) / 1_048_576)) MB at \(rows) rows"
      }
      if count == 0 { idle = run.peakMB }
      report.add(
        Record(
          scenario: scenario, name: "tutor play foreach, \(count) rows: peak RSS",
          parameters: ["rows": count],
          value: run.peakMB, unit: "MB", note: note))
    } catch {
      report.add(
        Record(scenario: scenario, name: "tutor play foreach", value: nil, unit: "MB", note: "\(error)"))
    }
  }

  // Test frameworks in the link graph.
  if let ldd = findOnPath("ldd"), let run = try? runProcess(ldd, [tutor]) {
    let loaded = ["libTesting", "libXCTest"].filter { run.output.contains($0) }
    report.add(
      Record(
        scenario: scenario, name: "test frameworks the tutor loads (ldd)", value: Double(loaded.count),
        unit: "",
        target: "none", met: loaded.isEmpty,
        note: loaded.isEmpty ? "neither libTesting nor libXCTest" : loaded.joined(separator: ", ")))
  }

  // First prompt against a hello-world, in the same run.
  guard let swiftc = findOnPath("swiftc") else {
    report.note("note: swiftc is not on the PATH; no hello-world to compare with")
    return
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-hello-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: folder) }
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let source = folder.appendingPathComponent("hello.swift").path
  let binary = folder.appendingPathComponent("hello").path
  try? "import Foundation\nprint(\"hello, \" + ProcessInfo.processInfo.processName)\n".write(
    toFile: source, atomically: true, encoding: .utf8)
  guard let built = try? runProcess(swiftc, ["-O", source, "-o", binary]), built.status == 0 else {
    report.note("note: could not build the hello-world")
    return
  }
  let runs = methodology.batches >= 11 ? 21 : 7
  var hello: [Double] = []
  var prompt: [Double] = []
  for index in 0..<(runs + 2) {
    // Interleaved, so that both see the same machine load.
    guard let h = try? runProcess(binary, []),
      let t = try? runProcess(tutor, ["play", "pullback"], input: "quit\n", environment: environment),
      h.output.hasPrefix("hello"), t.output.hasPrefix("pullback> ")
    else {
      report.note("note: CHECK FAILED: hello-world or tutor did not print what was expected")
      return
    }
    guard index >= 2, let first = h.firstOutput, let tutorFirst = t.firstOutput else { continue }
    hello.append(nanoseconds(first) / 1e6)
    prompt.append(nanoseconds(tutorFirst) / 1e6)
  }
  let helloTiming = Timing(batches: hello, operations: 1)
  let promptTiming = Timing(batches: prompt, operations: 1)
  let ratio = promptTiming.median / helloTiming.median
  report.add(
    Record(
      scenario: scenario, name: "hello-world (Swift + Foundation, -O): first output",
      parameters: ["runs": hello.count],
      value: helloTiming.median, unit: "ms", spread: helloTiming.spread))
  report.add(
    Record(
      scenario: scenario, name: "tutor play pullback <<< quit: first prompt",
      parameters: ["runs": prompt.count],
      value: promptTiming.median, unit: "ms", spread: promptTiming.spread, ratio: ratio,
      ratioTo: "hello-world",
      target: "≤ 1.3× hello-world", met: ratio <= 1.3))
}

/// This process's resident set, in bytes (`/proc/self/statm`).
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
