import Foundation

/// Scenario 6: `tutor grade <folder>` over 100 transcripts of the `pullback` lesson, as a class
/// would hand them in (see ``ClassTranscripts``): most pass both tasks, some fail, skip or stop
/// early in the ways the lesson's tasks invite. Then the same class ten times larger: 1,000
/// transcripts graded at once, graded as 10 shards (`--shard i/10 --format json`, as a CI matrix
/// would), and the 10 shard outputs merged (`--merge`) — each figure as a ratio to the 100 run.
///
/// Untimed runs with `--format json` first check that every transcript grades as it was written
/// to (100 and 1,000), and that the merged report equals the report of the whole class; then
/// the text report (the default) is timed, median of 5 runs (3 for 1,000).
func grading(_ methodology: Methodology, _ report: Report, tutor: String?) {
  report.section("6. Grading 100 and 1,000 transcripts, 10 shards merged")
  let scenario = "6 grading"
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-grading-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: root) }
  let small = ClassTranscripts(count: 100)
  let large = ClassTranscripts(count: 1_000)
  let folders = (root.appendingPathComponent("class-100"), root.appendingPathComponent("class-1000"))
  func unavailable(_ note: String) {
    report.add(
      Record(scenario: scenario, name: "tutor grade", value: nil, unit: "ms", target: "≤ 5 s", note: note))
  }
  do {
    try small.write(to: folders.0)
    try large.write(to: folders.1)
  } catch {
    return unavailable("cannot write transcripts: \(error)")
  }
  guard let tutor else { return unavailable("the release binary is not built") }
  let environment = isolatedEnvironment(state: root.appendingPathComponent("state").path)
  var problems: [String] = []
  /// Median milliseconds of `runs` runs, the last output, and the exit status.
  func time(_ arguments: [String], runs: Int) throws -> (Timing, String, Int32) {
    var times: [Double] = []
    var last = ProcessRun(firstOutput: nil, exit: .zero, status: 0, output: "")
    for _ in 0..<runs {
      last = try runProcess(tutor, arguments, environment: environment)
      times.append(nanoseconds(last.exit) / 1e6)
    }
    return (Timing(batches: times, operations: 1), last.output, last.status)
  }
  do {
    for (transcripts, folder) in [(small, folders.0), (large, folders.1)] {
      let run = try runProcess(tutor, ["grade", folder.path, "--format", "json"], environment: environment)
      problems += transcripts.check(json: run.output, status: run.status)
    }
    let runs = methodology.batches >= 11 ? 5 : 3
    let (hundred, _, status) = try time(["grade", folders.0.path], runs: runs)
    // Some transcripts fail on purpose, so the grader exits 1 (0 only when everything passed).
    if status != 1 { problems.append("text report: exit status \(status), expected 1") }
    let (thousand, whole, _) = try time(["grade", folders.1.path], runs: 3)
    var shardTimes: [Double] = []
    var shardFiles: [String] = []
    for index in 1...10 {
      let run = try runProcess(
        tutor, ["grade", folders.1.path, "--shard", "\(index)/10", "--format", "json"],
        environment: environment)
      shardTimes.append(nanoseconds(run.exit) / 1e6)
      let file = root.appendingPathComponent("shard-\(index).json").path
      try run.output.write(toFile: file, atomically: false, encoding: .utf8)
      shardFiles.append(file)
    }
    let (merge, merged, _) = try time(["grade", "--merge"] + shardFiles, runs: runs)
    if merged != whole { problems.append("the merged report differs from the report of the whole class") }
    let shards = Timing(batches: shardTimes, operations: 1)
    let base = hundred.median
    let note = problems.first.map { "CHECK FAILED: " + $0 }
    report.add(
      Record(
        scenario: scenario, name: "tutor grade <folder of 100 transcripts>",
        parameters: ["transcripts": 100, "lines": small.inputLines], value: base, unit: "ms",
        spread: hundred.spread, target: "≤ 5 s", met: problems.isEmpty && base <= 5_000,
        note: note ?? "\(small.summary); exit status \(status)"))
    report.add(
      Record(
        scenario: scenario, name: "tutor grade <folder of 1,000 transcripts>",
        parameters: ["transcripts": 1_000, "lines": large.inputLines], value: thousand.median, unit: "ms",
        spread: thousand.spread, ratio: thousand.median / base, ratioTo: "100 transcripts", target: "≤ 50 s",
        met: problems.isEmpty && thousand.median <= 50_000, note: note ?? large.summary))
    report.add(
      Record(
        scenario: scenario, name: "one shard of 1,000 (--shard i/10), median of the 10",
        parameters: ["transcripts": 100], value: shards.median, unit: "ms", spread: shards.spread,
        ratio: shards.median / base, ratioTo: "100 transcripts",
        note: "slowest shard \(format(shardTimes.max() ?? 0)) ms"))
    report.add(
      Record(
        scenario: scenario, name: "tutor grade --merge <10 shard outputs of 1,000>",
        parameters: ["transcripts": 1_000], value: merge.median, unit: "ms", spread: merge.spread,
        ratio: merge.median / base, ratioTo: "100 transcripts", note: note ?? "same report as the whole class"
      ))
  } catch {
    unavailable("\(error)")
  }
}

/// 100 (or `count`) transcripts of the `pullback` lesson, as `tutor learn pullback --record` writes
/// them: the front door, a header, `# step:` markers, and what a learner typed. Each combines a
/// way through the `reach` task (step 5) with a way through the `first-test` task (step 7), plus
/// some trying out in the sandbox on the way; the combinations are fixed, so every run grades
/// the same class.
struct ClassTranscripts {
  enum Outcome: String {
    case pass, fail, skipped
  }

  /// Ways through `reach` (get `left == 2`, `right == -1`).
  static let reach: [(lines: [String], outcome: Outcome)] = [
    ([".left(.inc)", ".left(.inc)", ".right(.dec)"], .pass),
    ([".left(.inc)", ".left(.inc)", ".left(.inc)", ".left(.dec)", ".right(.dec)"], .pass),
    (["scope left", ".inc", ".inc", "up", "scope right", ".dec", "up"], .pass),
    // Moves on with `left == 1`.
    ([".left(.inc)", ".right(.dec)", ":hint"], .fail),
    ([":hint", ":hint", ":skip"], .skipped),
  ]

  /// Ways through `first-test` (an exhaustive test of `.left(.inc)` then `.clearLog`).
  static let test: [(lines: [String], outcome: Outcome)] = [
    (["send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }", "finish"], .pass),
    (
      [
        "send .left(.inc) { $0.left = 1 }", ":hint", ":retry",
        "send .left(.inc) { $0.left = 1; $0.seen = 1 }",
        "send .clearLog { $0.seen = 2 }", "finish",
      ], .pass
    ),
    // Forgets the logger's `seen`.
    (["send .left(.inc) { $0.left = 1 }", "send .clearLog { $0.seen = 2 }", "finish"], .fail),
    // Asserts no change for `.clearLog`, which changes `seen`.
    (["send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog", "finish"], .fail),
    ([":hint", ":hint", ":hint", ":skip"], .skipped),
    // Stops before `finish`.
    (["send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }"], .fail),
  ]

  /// Which way through each task transcript i takes: mostly the passing ones, so that a class
  /// of 100 has about two thirds of its tasks passed.
  static let reachPlan = [0, 0, 1, 0, 2, 0, 3, 1, 0, 4]
  static let testPlan = [0, 1, 0, 2, 0, 3, 1, 0, 4, 5, 0]

  let files: [(name: String, text: String, reach: Outcome, test: Outcome)]

  init(count: Int) {
    var files: [(name: String, text: String, reach: Outcome, test: Outcome)] = []
    for index in 0..<count {
      let reach = Self.reach[Self.reachPlan[index % Self.reachPlan.count]]
      let test = Self.test[Self.testPlan[index % Self.testPlan.count]]
      var lines = [
        "learn pullback",
        "# tutor transcript · 2026-11-30T\(String(format: "%02d", 9 + index / 20)):\(String(format: "%02d", index % 60)):00Z · en",
        "# step: pullback/crew",
      ]
      // Trying things in the first step, as the lesson invites.
      for step in 0..<(index % 4) { lines.append(step == 1 ? "state" : ".left(.inc)") }
      lines += [":next", "# step: pullback/predict"]
      if index % 5 == 0 { lines.append("b") }  // a wrong prediction first
      lines += ["a", ":next", "# step: pullback/slice", ":next", "# step: pullback/envelope"]
      if index % 2 == 0 { lines += ["scope left", ".inc", "up"] }
      lines += [":next", "# step: pullback/reach"]
      lines += reach.lines
      lines += [":next", "# step: pullback/order", ":next", "# step: pullback/first-test"]
      lines += test.lines
      if test.outcome == .pass && index % 3 == 0 { lines += [":next", "# step: pullback/traps", ":next"] }
      lines.append(":quit")
      files.append(
        (
          String(format: "student-%03d.txt", index), lines.joined(separator: "\n") + "\n", reach.outcome,
          test.outcome
        ))
    }
    self.files = files
  }

  /// Lines a learner typed (comments and the first line left out), over all transcripts.
  var inputLines: Int {
    files.reduce(0) { total, file in
      total + file.text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("#") }.count
    }
  }

  /// How many tasks should pass, fail and be skipped.
  var summary: String {
    let outcomes = files.flatMap { [$0.reach, $0.test] }
    let counts = [Outcome.pass, .fail, .skipped].map { outcome in
      "\(outcomes.filter { $0 == outcome }.count) \(outcome.rawValue)"
    }
    return "tasks: " + counts.joined(separator: ", ")
  }

  func write(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files {
      try file.text.write(to: folder.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
    }
  }

  /// Problems with `tutor grade --format json`'s answer: each transcript's tasks must grade as
  /// written (a skipped task is a failed test whose message starts with "skipped"), and its
  /// quiz passes unless the first answer was wrong (every fifth transcript).
  func check(json: String, status: Int32) -> [String] {
    guard status == 1 else { return ["json report: exit status \(status), expected 1"] }
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let tests = object["tests"] as? [[String: Any]]
    else { return ["json report: not the expected JSON: \(json.prefix(80).debugDescription)"] }
    var found: [String: Outcome] = [:]
    for test in tests {
      guard let name = test["name"] as? String, let status = test["status"] as? String else { continue }
      let message = test["message"] as? String ?? ""
      // The name is "<path> · task 1 · <lesson>/<step>", the path as the grader found it.
      let parts = name.components(separatedBy: " · ")
      guard parts.count == 3 else { continue }
      found[URL(fileURLWithPath: parts[0]).lastPathComponent + " · " + parts[2]] =
        status == "pass" ? .pass : message.hasPrefix("skipped") ? .skipped : .fail
    }
    var problems: [String] = []
    if tests.count != files.count * 3 {
      problems.append("json report: \(tests.count) tests, expected \(files.count * 3)")
    }
    for (index, file) in files.enumerated() {
      let quiz: Outcome = index % 5 == 0 ? .fail : .pass
      for (task, expected) in [("predict", quiz), ("reach", file.reach), ("first-test", file.test)] {
        let key = "\(file.name) · pullback/\(task)"
        if found[key] != expected {
          problems.append("\(key): \(found[key]?.rawValue ?? "missing"), expected \(expected.rawValue)")
        }
      }
    }
    return problems
  }
}
