import Foundation

// tutor-bench: what an action costs as the app grows, and how instant the tutor feels.
//
//     bash .ci/release --product tutor-bench      # build it (cross-module optimisation on)
//     .build/release/tutor-bench                  # the table
//     .build/release/tutor-bench --json           # records as JSON on stdout, the table on stderr
//
// Options: --quick (fewer, shorter batches), --only 1,3 (some scenarios), --no-build (use the
// tutor binary as it is). See docs/benchmarks.md for the method and the latest results.

let usage = """
  usage: tutor-bench [--json] [--quick] [--only N,N,…] [--no-build]
    --json      print the results as JSON on standard output (the table goes to standard error)
    --quick     fewer, shorter batches (for trying things; noisier)
    --only      run only these scenarios: 1 forEach, 2 removal, 3 TestStore, 4 parse, 5 startup, 6 grading,
                7 exercise check, 8 prompt scaling, 9 bounded time, 10 streaming run,
                11 memory and start-up, 12 effects running, 13 dependency read
    --no-build  do not (re)build .build/release/tutor before scenarios 5, 6, 7, 10 and 11

  """

var json = false
var quick = false
var build = true
var only: Set<Int> = Set(1...13)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--quick": quick = true
  case "--no-build": build = false
  case "--profile":
    // Undocumented in the usage: a case run N times, untimed, for a profiler (see Profile.swift).
    let name = arguments.popFirst() ?? ""
    let iterations = arguments.popFirst().flatMap { Int($0) } ?? 10_000
    let rows = arguments.popFirst().flatMap { Int($0) } ?? 10
    exit(profile(name, iterations: iterations, rows: rows) ? 0 : 2)
  case "--only":
    guard let list = arguments.popFirst() else {
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
    only = Set(list.split(separator: ",").compactMap { Int($0) })
  case "-h", "--help":
    print(usage, terminator: "")
    exit(0)
  default:
    FileHandle.standardError.write(Data("unknown argument '\(argument)'\n\(usage)".utf8))
    exit(2)
  }
}

#if DEBUG
  FileHandle.standardError.write(
    Data("warning: a debug build; measure with `bash .ci/release --product tutor-bench`\n".utf8))
#endif

let machine = Machine.current()
let methodology = quick ? Methodology.quick : Methodology()
let report = Report(tableToStandardError: json)
report.note("tutor-bench — \(machine.summary)")
report.note(
  "method: median of \(methodology.batches) batches of ~\(methodology.batchDuration) after calibration and a "
    + "warm-up batch; noise = (max − min) / 2 of the batches, relative to the median")

if only.contains(1) {
  forEachDispatch(methodology, report)
  stackDispatch(methodology, report)
}
if only.contains(2) { effectRemoval(methodology, report) }
if only.contains(3) { testStoreOverhead(methodology, report) }
if only.contains(4) { parseDecode(methodology, report) }
let tutor = !only.isDisjoint(with: [5, 6, 7, 10, 11]) ? releaseTutor(build: build, report) : nil
if only.contains(5) { startup(methodology, report, tutor: tutor) }
if only.contains(6) { grading(methodology, report, tutor: tutor) }
if only.contains(7) { exerciseCheck(methodology, report, tutor: tutor) }
if only.contains(8) { promptScaling(methodology, report) }
if only.contains(9) { boundedTime(methodology, report) }
if only.contains(10) { streaming(methodology, report, tutor: tutor) }
if only.contains(11) { memoryStartup(methodology, report, tutor: tutor) }
if only.contains(12) { effectsRunning(methodology, report) }
if only.contains(13) { dependencyRead(methodology, report) }

let judged = report.records.filter { $0.target != nil }
report.note("\n## Targets")
for record in judged {
  let verdict = record.verdict.padding(toLength: 17, withPad: " ", startingAt: 0)
  let figure =
    record.ratio.map { "\(format($0))×" } ?? record.value.map { "\(format($0)) \(record.unit)" } ?? "—"
  let parameters = record.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
    separator: " ")
  report.note("\(verdict) \(record.name) [\(parameters)]: \(figure), target \(record.target ?? "")")
}

if json {
  struct Output: Encodable {
    let machine: Machine
    let command: String
    let batches: Int
    let batchMilliseconds: Double
    let results: [Record]
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let output = Output(
    machine: machine, command: ".build/release/tutor-bench --json" + (quick ? " --quick" : ""),
    batches: methodology.batches, batchMilliseconds: nanoseconds(methodology.batchDuration) / 1e6,
    results: report.records)
  if let data = try? encoder.encode(output) {
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
  }
}
