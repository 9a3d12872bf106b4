import BuiltInCourse
import ExerciseRunner
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import TutorSupport

/// Makes sure `.build/release/tutor` is built and current; returns its path, or nil after
/// printing why it cannot be used.
func releaseTutor(build: Bool, _ report: Report) -> String? {
  let path = executableFolder() + "/tutor"
  if build {
    // The same script, hence the same flags, that built this benchmark: a build with other
    // flags would recompile every module, this one's included.
    if let bash = findOnPath("bash"), findOnPath("swift") != nil {
      report.note("(building the tutor: bash .ci/release --product tutor)")
      do {
        let run = try runProcess(bash, [packageRoot() + "/.ci/release", "--product", "tutor"])
        if run.status != 0 {
          report.note("note: building the tutor failed (exit \(run.status)):\n" + run.output)
        }
      } catch {
        report.note("note: cannot run .ci/release: \(error)")
      }
    } else {
      report.note("note: swift is not on the PATH; using the tutor binary as it is")
    }
  }
  guard FileManager.default.isExecutableFile(atPath: path) else {
    report.note("note: \(path) is not built; run `bash .ci/release --product tutor` first")
    return nil
  }
  return path
}

/// Scenario 5: how soon the tutor is ready — the release binary spawned with `quit` piped in,
/// timed to its first output and to its exit; and the engine's own start (locate resources,
/// load the catalog, make the session, render the prompt), in process.
func startup(_ methodology: Methodology, _ report: Report, tutor: String?) {
  report.section("5. Tutor start to first prompt")
  let scenario = "5 startup"
  let runs = methodology.batches >= 11 ? 21 : 7

  // The engine, in process: the first (cold) start, then the median of warm ones.
  let clock = ContinuousClock()
  var engineTimes: [Duration] = []
  var engineProblem: String?
  for _ in 0..<runs {
    let start = clock.now
    guard let resources = BuiltInCourse.course.resources(),
      let session = Session(lesson: "pullback", sandboxes: BuiltInCourse.sandboxes)
    else {
      engineProblem = "resources or the pullback sandbox not found"
      break
    }
    do {
      let catalog = try resources.catalog(language: "en")
      let lines = Renderer(catalog: catalog).render(session.start().outputs)
      blackHole((lines, session.prompt))
    } catch {
      engineProblem = "\(error)"
      break
    }
    engineTimes.append(clock.now - start)
  }
  if let first = engineTimes.first {
    let warm = Timing(batches: engineTimes.dropFirst().map { nanoseconds($0) / 1e6 }, operations: 1)
    report.add(
      Record(
        scenario: scenario, name: "engine start, in process (first, cold)", value: nanoseconds(first) / 1e6,
        unit: "ms"))
    report.add(
      Record(
        scenario: scenario, name: "engine start, in process (warm median)", value: warm.median, unit: "ms",
        spread: warm.spread))
  } else {
    report.add(
      Record(
        scenario: scenario, name: "engine start, in process", value: nil, unit: "ms",
        note: engineProblem ?? "not measured"))
  }

  guard let tutor else {
    report.add(
      Record(
        scenario: scenario, name: "tutor play pullback <<< quit: first output", value: nil, unit: "ms",
        target: "≤ 50 ms", note: "the release binary is not built"))
    return
  }
  // A state folder of its own, so that the runs neither read nor change the user's progress or
  // history; English, so that the check below can read the prompt.
  let state = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-state-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: state) }
  let environment = isolatedEnvironment(state: state.path)
  var toOutput: [Double] = []
  var toExit: [Double] = []
  var problems: [String] = []
  for index in 0..<(runs + 2) {
    do {
      let run = try runProcess(tutor, ["play", "pullback"], input: "quit\n", environment: environment)
      // The session must really start: its prompt first, then the line it read, and a clean exit.
      if run.status != 0 { problems.append("exit status \(run.status)") }
      if !run.output.hasPrefix("pullback> ") {
        problems.append("output does not start with the prompt: \(run.output.prefix(60).debugDescription)")
      }
      guard index >= 2 else { continue }  // two warm-ups: the binary and libraries into the page cache
      if let first = run.firstOutput { toOutput.append(nanoseconds(first) / 1e6) }
      toExit.append(nanoseconds(run.exit) / 1e6)
    } catch {
      problems.append("\(error)")
      break
    }
  }
  let problem = problems.first.map { "CHECK FAILED: " + $0 }
  let firstOutput = Timing(batches: toOutput, operations: 1)
  let exit = Timing(batches: toExit, operations: 1)
  if !toOutput.isEmpty {
    report.add(
      Record(
        scenario: scenario, name: "tutor play pullback <<< quit: first output",
        parameters: ["runs": toOutput.count], value: firstOutput.median, unit: "ms",
        spread: firstOutput.spread,
        target: "≤ 50 ms", met: problem == nil && firstOutput.median <= 50,
        note: problem ?? "max \(format(firstOutput.maximum)) ms"))
  }
  if !toExit.isEmpty {
    report.add(
      Record(
        scenario: scenario, name: "tutor play pullback <<< quit: exit", parameters: ["runs": toExit.count],
        value: exit.median, unit: "ms", spread: exit.spread, note: problem ?? "max \(format(exit.maximum)) ms"
      ))
  }
}

/// The environment the benchmark runs the tutor in: its state (progress, history, transcripts)
/// in `state`, English messages, no colours.
func isolatedEnvironment(state: String) -> [String: String] {
  ["XDG_STATE_HOME": state, "HOME": state, "TUTOR_LANG": "en", "NO_COLOR": "1"]
}
