import ExerciseGraders
import ExerciseRunner
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import Testing
import TutorCommandLine
import TutorTerminal

/// `tutor exercise …` and `tutor grade --exercises`, through the real binary. The tests that
/// compile (each `check` runs `swiftc` once) are few and share one prebuilt library.
@Suite("tutor exercise", .serialized)
struct ExerciseCommandTests {
  /// A folder of the learner's, outside the package.
  static func freshFolder() -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-exercises-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  static func reference(_ file: String) throws -> String {
    let exercise = try #require(ExerciseInfo.builtIn.first { $0.file == file })
    return try String(
      contentsOf: TutorProcess.repository.appendingPathComponent(exercise.referencePath), encoding: .utf8)
  }

  @Test("Usage errors exit 2 with a 'did you mean', and compile nothing")
  func usageErrors() throws {
    let tutor = TutorProcess()
    let misspelt = try tutor.run(["exercise", "chek"])
    #expect(misspelt.status == 2)
    #expect(misspelt.error.contains("did you mean 'check'?"))
    let unknown = try tutor.run(["exercise", "start", "stopwach"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("did you mean 'stopwatch'?"))
    let noName = try tutor.run(["exercise", "reset"])
    #expect(noName.status == 2)
    #expect(noName.error.contains("needs an exercise name"))
    let spanish = try tutor.run(["exercise", "solution", "--lang", "es"])
    #expect(spanish.error.contains("necesita el nombre de un ejercicio"))
    // The options are the command table's: named with the nearest, refused where they do not
    // belong, in the language of a `--lang` given anywhere on the line, even after the mistake.
    let option = try tutor.run(["exercise", "start", "--dri", "x", "--lang", "es"])
    #expect(option.status == 2)
    #expect(option.error.contains("opción desconocida: '--dri'; ¿quisiste decir '--dir'?"), "\(option.error)")
    let misplaced = try tutor.run(["exercise", "list", "--record", "x.txt"])
    #expect(misplaced.status == 2)
    #expect(misplaced.error.contains("--record") && misplaced.error.contains("usage: tutor exercise"))
    let help = try tutor.run(["exercise", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--dir <folder>") && help.output.contains("-y, --yes"), "\(help.output)")
  }

  @Test("start copies the starter in the learner's language; list shows it started; never inside the package")
  func startAndList() throws {
    let folder = Self.freshFolder()
    let tutor = TutorProcess()
    let started = try tutor.run(["exercise", "start", "optional", "--dir", folder, "--lang", "es"])
    #expect(started.status == 0, "\(started.error)")
    #expect(started.output.contains("\(folder)/Stopwatch.swift"))
    let text = try String(contentsOfFile: folder + "/Stopwatch.swift", encoding: .utf8)
    #expect(text.contains("// TODO: muestra un cronómetro nuevo."))
    // The folder is remembered: no --dir needed any more.
    let list = try tutor.run(["exercise", "list"])
    #expect(list.output.contains("your folder: \(folder)"))
    #expect(list.output.contains("3. stopwatch        optional           started"))
    let inside = try tutor.run([
      "exercise", "start", "basics", "--dir", TutorProcess.repository.path + "/mine",
    ])
    #expect(inside.status == 2)
    #expect(inside.error.contains("inside the tutor's own package"))
    // reset keeps the learner's file beside the starter.
    try "// mine\n".write(toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    let reset = try tutor.run(["exercise", "reset", "stopwatch"])
    #expect(reset.status == 0)
    #expect(try String(contentsOfFile: folder + "/Stopwatch.swift.bak", encoding: .utf8) == "// mine\n")
    let solution = try tutor.run(["exercise", "solution", "stopwatch"])
    #expect(solution.status == 1)
    #expect(solution.output.contains("add --yes to see the solution anyway"))
  }

  @Test(
    "Status comes from progress: a file copied in by hand is not 'started'; after reset --all, nothing is")
  func statusFromProgress() throws {
    let folder = Self.freshFolder()
    var tutor = TutorProcess()
    tutor.environment["TUTOR_EXERCISES_DIR"] = folder
    try "// copied from a friend\n".write(
      toFile: folder + "/RowTimers.swift", atomically: true, encoding: .utf8)
    _ = try tutor.run(["exercise", "start", "stopwatch"])
    let list = try tutor.run(["exercise", "list"])
    #expect(list.output.contains("3. stopwatch        optional           started"), "\(list.output)")
    #expect(list.output.contains("5. row-timers       foreach            not started"), "\(list.output)")
    // The started one is the one `check` with no name picks, not the file that happens to be there.
    let check = try tutor.run(["exercise", "check"])
    #expect(check.output.contains("stopwatch"), "\(check.output)")
    let lessons = try tutor.run(["lessons"])
    #expect(
      !lessons.output.contains("5. foreach — forEach: one reducer for every row [in progress"),
      "\(lessons.output)")
    _ = try tutor.run(["reset", "--all", "--yes"])
    let after = try tutor.run(["exercise", "list"])
    #expect(after.output.contains("3. stopwatch        optional           not started"), "\(after.output)")
    #expect(FileManager.default.fileExists(atPath: folder + "/Stopwatch.swift"))
  }

  @Test("check: compiler errors trimmed to the learner's file; then solved, exit 0, noted in progress")
  func check() throws {
    let folder = Self.freshFolder()
    let tutor = TutorProcess()
    let file = folder + "/ContactList.swift"
    let broken = try Self.reference("ContactList.swift")
      .replacingOccurrences(of: "state.deleted.append(contact.name)", with: "state.deleted.append(contact)")
    try broken.write(toFile: file, atomically: true, encoding: .utf8)
    let failed = try tutor.run(["exercise", "check", "contact-list", "--dir", folder])
    #expect(failed.status == 1, "\(failed.output)\(failed.error)")
    #expect(failed.output.contains("ContactList.swift does not compile yet: 1 error."))
    let line = try #require(
      broken.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("state.deleted.append(contact)")
      })
    #expect(failed.output.contains("\(file):\(line + 1):"), "\(failed.output)")
    #expect(!failed.output.contains("main.swift"))
    try Self.reference("ContactList.swift").write(toFile: file, atomically: true, encoding: .utf8)
    let solved = try tutor.run(["exercise", "check", "contact-list", "--dir", folder, "--lang", "es"])
    #expect(solved.status == 0, "\(solved.output)\(solved.error)")
    #expect(solved.output.contains("✔ contact-list resuelto"))
    let list = try tutor.run(["exercise", "list"])
    #expect(list.output.contains("contact-list     identified-action  solved"))
    let lessons = try tutor.run(["lessons"])
    // The exercise is the lesson's `exercise` step: the lesson is under way.
    #expect(lessons.output.contains(#/4\. identified-action — [^\n]*\[in progress[^\]]*\]/#))
    #expect(lessons.output.contains("Code exercises: 1 of 9 solved (tutor exercise list)."))
    let solution = try tutor.run(["exercise", "solution", "contact-list"])
    #expect(solution.status == 0)
    #expect(solution.output.contains("public struct ContactListExercise"))
  }

  @Test("tutor grade --exercises DIR grades a learner's folder: solved, missing, points")
  func gradeFolder() throws {
    let folder = Self.freshFolder()
    try Self.reference("Stopwatch.swift").write(
      toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    let graded = try TutorProcess().run(["grade", "--exercises", folder])
    #expect(graded.status == 1, "\(graded.output)\(graded.error)")
    #expect(graded.output.contains("✔ stopwatch (Stopwatch.swift)"))
    #expect(graded.output.contains("– row-timers: no RowTimers.swift"))
    #expect(graded.output.contains("Exercises 1/9"))
    let json = try TutorProcess().run(["grade", "--exercises", folder, "--format", "json"])
    #expect(json.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.output)")
    #expect(report["status"] as? String == "fail")
    let tests = report["tests"] as? [[String: String]] ?? []
    #expect(
      tests.map { $0["name"] ?? "" } == [
        "delayed-counter", "logged-counters", "stopwatch", "contact-list", "row-timers", "editor-sheet",
        "fresh-search", "ticker-sheet", "detail-stack",
      ])
    #expect(tests.filter { $0["status"] == "pass" }.map { $0["name"] } == ["stopwatch"])
    let mixed = try TutorProcess().run(["grade", folder, "--exercises", folder, "--format", "json"])
    #expect(mixed.status == 2)
    #expect(mixed.error.contains("in two runs"), "\(mixed.error)")
    let junit = try TutorProcess().run(["grade", "--exercises", folder, "--format", "junit", "--lang", "es"])
    #expect(junit.status == 2)
    #expect(junit.error.contains("con --exercises el informe es text o json (no 'junit')"), "\(junit.error)")
  }

  /// Progress with every step of `lesson` before its exercise done, so that `learn` opens there.
  static func openAtExercise(of lesson: String, state: String) throws {
    let library = try LessonLibrary.load(from: TutorProcess.repository.appendingPathComponent("lessons"))
    let steps = try #require(library.entry(lesson)).lesson.steps
    let index = try #require(steps.firstIndex { $0.id == "exercise" })
    let done = steps[..<index].map {
      #""\#($0.id)": {"done": true, "skipped": false, "hints": 0, "attempts": 0, "passedOver": false}"#
    }.joined(separator: ", ")
    let progress =
      #"{"version": 1, "record": {"steps": {"\#(lesson)": {\#(done)}}, "finished": []}, "current": {"lesson": "\#(lesson)", "step": \#(index)}}"#
    try FileManager.default.createDirectory(atPath: state + "/tutor", withIntermediateDirectories: true)
    try progress.write(toFile: state + "/tutor/progress.json", atomically: true, encoding: .utf8)
  }

  @Test("In the lesson, :check on the exercise step passes the step when the file is right")
  func inTheLesson() throws {
    let folder = Self.freshFolder()
    var tutor = TutorProcess()
    tutor.environment["TUTOR_EXERCISES_DIR"] = folder
    try Self.reference("DelayedCounter.swift").write(
      toFile: folder + "/DelayedCounter.swift", atomically: true, encoding: .utf8)
    try Self.openAtExercise(of: "basics", state: tutor.state)
    let run = try tutor.run(["learn", "basics"], input: ":check\n:quit\n")
    #expect(run.output.contains("Your file: \(folder)/DelayedCounter.swift"), "\(run.output)\(run.error)")
    #expect(run.output.contains("✔ delayed-counter is solved"))
    let saved = try String(contentsOfFile: tutor.state + "/tutor/progress.json", encoding: .utf8)
    #expect(saved.contains(#""exercise" : {"#))
  }

  /// Issue 25, point 6: after a compile error, the first `:hint` is about that error.
  @Test("In the lesson, :hint after a file that does not compile explains the compiler's first error")
  func hintAfterCompileError() throws {
    let folder = Self.freshFolder()
    var tutor = TutorProcess()
    tutor.environment["TUTOR_EXERCISES_DIR"] = folder
    let broken = try Self.reference("DelayedCounter.swift").replacingOccurrences(
      of: "return .none", with: "return .nothingAtAll")
    try broken.write(toFile: folder + "/DelayedCounter.swift", atomically: true, encoding: .utf8)
    try Self.openAtExercise(of: "basics", state: tutor.state)
    let run = try tutor.run(["learn", "basics"], input: ":check\n:hint\n:hint\n:quit\n")
    #expect(run.output.contains("does not compile yet"), "\(run.output)\(run.error)")
    #expect(run.output.contains("Hint for this error:"), "\(run.output)")
    // The second `:hint` is the ladder's first rung.
    #expect(run.output.contains("Hint 1 of"), "\(run.output)")
  }

  @Test(
    "The effects, presentation and navigation lessons end with their exercise: :check in Spanish, then done",
    arguments: [
      ("effects", "fresh-search", "FreshSearch.swift"), ("presentation", "ticker-sheet", "TickerSheet.swift"),
      ("navigation", "detail-stack", "DetailStack.swift"),
    ])
  func lastLessons(lesson: String, name: String, file: String) throws {
    let folder = Self.freshFolder()
    var tutor = TutorProcess()
    tutor.environment["TUTOR_EXERCISES_DIR"] = folder
    try Self.reference(file).write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
    let library = try LessonLibrary.load(from: TutorProcess.repository.appendingPathComponent("lessons"))
    let steps = try #require(library.entry(lesson)).lesson.steps
    #expect(steps.last?.id == "exercise")
    let done = steps.dropLast().map {
      #""\#($0.id)": {"done": true, "skipped": false, "hints": 0, "attempts": 0, "passedOver": false}"#
    }.joined(separator: ", ")
    let progress =
      #"{"version": 1, "record": {"steps": {"\#(lesson)": {\#(done)}}, "finished": []}, "current": {"lesson": "\#(lesson)", "step": \#(steps.count - 1)}}"#
    try FileManager.default.createDirectory(atPath: tutor.state + "/tutor", withIntermediateDirectories: true)
    try progress.write(toFile: tutor.state + "/tutor/progress.json", atomically: true, encoding: .utf8)
    let run = try tutor.run(["learn", lesson, "--lang", "es"], input: ":hint\n:check\n:next\n:quit\n")
    #expect(run.output.contains("Tu archivo: \(folder)/\(file)"), "\(run.output)\(run.error)")
    #expect(run.output.contains("Pista 1 de 3"))
    #expect(run.output.contains("✔ \(name) resuelto"))
    #expect(run.output.contains("✓ Has terminado"))
  }
}

/// `tutor exercise watch` at a terminal: a save is checked at once, a solved exercise moves on to
/// the next, `h` gives a hint, `q` leaves.
@Suite("tutor exercise watch", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct ExerciseWatchTests {
  @Test("Save a wrong file, then a right one: the verdict changes and the next exercise starts")
  func watch() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let state = TutorProcess.freshStateFolder()
    let session = PTYSession(
      command: [TutorProcess.binary, "exercise", "watch", "--dir", folder],
      environment: ["NO_COLOR": "1", "HOME": state, "XDG_STATE_HOME": state, "LANG": nil, "TUTOR_LANG": nil],
      // Wide, so that no path is reflowed onto a line of its own.
      timeout: 120, rows: 50, columns: 300)
    let file = folder + "/DelayedCounter.swift"
    let result = try session.run([
      .expectExact("Watching delayed-counter: \(file)"),
      .expectExact("✘ delayed-counter is not solved yet"),
      .expectExact("Waiting for your next save"),
      .send("h"),
      .expectExact("Hint 1 of 3"),
      .writeFile(path: file, text: try ExerciseCommandTests.reference("DelayedCounter.swift")),
      .expectExact("✔ delayed-counter is solved"),
      .expectExact("Watching logged-counters: \(folder)/LoggedCounters.swift"),
      .expectExact("✘ logged-counters is not solved yet"),
      .expectExact("Waiting for your next save"),
      .send("q"),
      .expectExact("Stopped watching."),
      .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
    #expect(result.exitStatus == 0)
  }
}
