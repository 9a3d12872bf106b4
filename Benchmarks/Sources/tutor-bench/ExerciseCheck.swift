import ExerciseGraders
import ExerciseRunner
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import TutorTerminal

/// Scenario 7: save-to-verdict of a code exercise — the release `tutor exercise check` spawned
/// on a learner's file (compile it alone with `swiftc` against the prebuilt modules, run the
/// grader, render the verdict) — as a ratio to `swiftc` compiling an empty file in the same run.
/// The first check, with the exercise library removed as in a fresh clone (it then links one
/// from the modules' object files, once), is reported apart; `watch` adds at most its 250 ms
/// polling interval.
func exerciseCheck(_ methodology: Methodology, _ report: Report, tutor: String?) {
  report.section("7. Exercise check: save to verdict")
  let scenario = "7 exercise check"
  let runs = methodology.batches >= 11 ? 7 : 3
  guard let tutor, let swiftc = findOnPath("swiftc") else {
    report.add(
      Record(
        scenario: scenario, name: "tutor exercise check (warm median)", value: nil, unit: "ms",
        target: "≤ 3000 ms", note: "the release tutor or swiftc is not available"))
    return
  }
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-exercise-\(getpid())")
  try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  guard let exercise = ExerciseList(ExerciseInfo.builtIn).named("row-timers") else {
    report.note("note: no exercise row-timers; scenario 7 skipped")
    return
  }
  let reference = URL(fileURLWithPath: packageRoot()).appendingPathComponent(
    exercise.referencePath)
  let starter = URL(fileURLWithPath: packageRoot()).appendingPathComponent(
    "lessons/\(exercise.lesson)/exercise.en.swift")
  let empty = scratch.appendingPathComponent("empty.swift")
  _ = FileManager.default.createFile(atPath: empty.path, contents: Data())
  let environment = ["XDG_STATE_HOME": scratch.path, "HOME": scratch.path, "NO_COLOR": "1"]
  let clock = ContinuousClock()

  func timeCheck(_ source: URL) -> (Double, Int32)? {
    let file = scratch.appendingPathComponent(exercise.file)
    try? FileManager.default.removeItem(at: file)
    guard (try? FileManager.default.copyItem(at: source, to: file)) != nil else { return nil }
    let start = clock.now
    guard
      let run = try? runProcess(
        tutor, ["exercise", "check", exercise.name, "--dir", scratch.path], environment: environment)
    else { return nil }
    return (nanoseconds(clock.now - start) / 1e6, run.status)
  }
  // The learner's file alone, compiled to an object against the same modules, as the check's
  // compile reads them (issue 27: the warm check should cost at most 1.5× this).
  let toolchain = ExerciseToolchain.locate(executable: URL(fileURLWithPath: tutor))
  func timeLearnerFileAlone() -> Double? {
    guard let toolchain else { return nil }
    let file = scratch.appendingPathComponent(exercise.file)
    let start = clock.now
    guard
      let run = try? runProcess(
        swiftc,
        [
          "-c", "-swift-version", "6", "-Onone", "-module-name", "LearnerExercise", "-I",
          toolchain.modules.path, "-module-cache-path",
          scratch.appendingPathComponent("cache/tutor/play/module-cache").path,
        ] + toolchain.macroPlugin + [file.path, "-o", scratch.appendingPathComponent("alone.o").path]),
      run.status == 0
    else { return nil }
    return nanoseconds(clock.now - start) / 1e6
  }
  func timeEmpty() -> Double? {
    let start = clock.now
    guard
      let run = try? runProcess(swiftc, [empty.path, "-o", scratch.appendingPathComponent("empty").path]),
      run.status == 0
    else { return nil }
    return nanoseconds(clock.now - start) / 1e6
  }

  // The first check as from a fresh clone: no exercise library built or linked yet.
  if let toolchain = ExerciseToolchain.locate(executable: URL(fileURLWithPath: tutor)) {
    try? FileManager.default.removeItem(at: toolchain.library)
    try? FileManager.default.removeItem(at: toolchain.linkedLibraries)
  }
  guard let (first, firstStatus) = timeCheck(reference) else { return }
  report.add(
    Record(
      scenario: scenario, name: "first check (no library yet: links one from the object files)", value: first,
      unit: "ms",
      target: "≤ 60000 ms", met: firstStatus == 0 && first <= 60_000,
      note: firstStatus == 0 ? nil : "exit \(firstStatus)"))
  // Once untimed: the baseline's first compile would build its C modules' cache (Glibc…), which
  // the check's compile above has already built in its own.
  _ = timeLearnerFileAlone()
  var solved: [Double] = []
  var notYet: [Double] = []
  var emptyTimes: [Double] = []
  var aloneTimes: [Double] = []
  for _ in 0..<runs {
    if let (time, status) = timeCheck(reference), status == 0 { solved.append(time) }
    if let time = timeLearnerFileAlone() { aloneTimes.append(time) }
    if let (time, status) = timeCheck(starter), status == 1 { notYet.append(time) }
    if let time = timeEmpty() { emptyTimes.append(time) }
  }
  let alone = aloneTimes.isEmpty ? nil : Timing(batches: aloneTimes, operations: 1)
  if let alone {
    report.add(
      Record(
        scenario: scenario, name: "swiftc -c the learner's file alone, same modules", value: alone.median,
        unit: "ms", spread: alone.spread))
  }
  guard !emptyTimes.isEmpty else { return }
  let baseline = Timing(batches: emptyTimes, operations: 1)
  report.add(
    Record(
      scenario: scenario, name: "swiftc empty.swift (baseline)", value: baseline.median, unit: "ms",
      spread: baseline.spread))
  for (name, times) in [
    ("tutor exercise check, solved (warm median)", solved),
    ("tutor exercise check, not yet (warm median)", notYet),
  ] {
    guard !times.isEmpty else {
      report.add(
        Record(scenario: scenario, name: name, value: nil, unit: "ms", target: "≤ 3000 ms", note: "failed"))
      continue
    }
    let timing = Timing(batches: times, operations: 1)
    report.add(
      Record(
        scenario: scenario, name: name, value: timing.median, unit: "ms", spread: timing.spread,
        ratio: timing.median / baseline.median, ratioTo: "swiftc empty.swift (baseline)", target: "≤ 3000 ms",
        met: timing.median <= 3000))
    if let alone {
      report.add(
        Record(
          scenario: scenario, name: name + " ÷ the learner's file alone", value: timing.median / alone.median,
          unit: "×", target: "≤ 1.5×", met: timing.median / alone.median <= 1.5))
    }
  }
}
