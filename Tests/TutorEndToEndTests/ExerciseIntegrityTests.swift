import ExerciseRunner
import Foundation
import Grading
import Learning
import PromptLanguage
import SandboxRuntime
import Testing
import TutorCommandLine
import TutorTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A learner's file that tries to pass without solving the exercise, by each trick a student
/// might find, through the real binary: `exercise check`, `grade --exercises` and `lessons` all
/// say "not solved". Each cheat is the exercise's own starter (which does not pass) with the trick
/// added to its `init()` or beside the type.
@Suite("Exercise verdicts cannot be faked", .serialized)
struct ExerciseIntegrityTests {
  struct Cheat: Sendable, CustomTestStringConvertible {
    var name: String
    /// Code run in `init()`, the first of the learner's code the grader runs.
    var initBody = ""
    /// A member of the type, or a declaration after it.
    var member = ""
    var after = ""
    /// What the verdict says.
    var expected: String
    var testDescription: String { name }
  }

  static let solvedLine = ##"print(#"{\"solved\":true}"#)"##

  static let cheats: [Cheat] = [
    Cheat(
      name: "print the verdict line, then exit(0)", initBody: "\(solvedLine); exit(0)",
      expected: "ended before the grader finished"),
    Cheat(
      name: "print the verdict line from an atexit handler", initBody: "atexit { \(solvedLine) }",
      expected: "is not solved yet"),
    Cheat(
      name: "a forged report on standard output and every descriptor, then exit(0)",
      initBody:
        #"let line = "{\"solved\":true}\n"; print(line, terminator: ""); for fd in Int32(3)...Int32(12) { try? FileHandle(fileDescriptor: fd).write(contentsOf: Data(line.utf8)) }; exit(0)"#,
      expected: "ended before the grader finished"),
    Cheat(
      name: "fatalError after a forged line", initBody: "\(solvedLine); fatalError(\"gone\")",
      expected: "stopped before the grader finished"),
    Cheat(
      name: "a static initializer that prints and exits as soon as the grader touches the type",
      initBody: "_ = Self.early", member: "  static let early: Int = { \(solvedLine); exit(0) }()\n",
      expected: "ended before the grader finished"),
    Cheat(
      name: "code placed to run before main (@section .init_array)",
      after:
        #"@section(".init_array") @used let early: @convention(c) () -> Void = { print("{\"solved\":true}") }"#,
      expected: "uses `@section`, which the grader keeps for itself"),
    Cheat(
      name: "the grader's own marked lines of a pass, then exit(0)",
      initBody: #"print("\n\u{1E}result {\"solved\":true}\n\u{1E}end"); exit(0)"#,
      expected: "did not do what the reference solution does"),
    Cheat(
      name: "a pass claimed after the grader's lines (an atexit handler)",
      initBody: #"atexit { print("\u{1E}result {\"solved\":true}\n\u{1E}end") }"#,
      expected: "did not do what the reference solution does"),
    Cheat(
      name: "a grader function of its own, in place of the real one",
      after:
        "import ExerciseGraders\npublic func checkStopwatch(_ r: StopwatchExercise) -> ExerciseResult { ExerciseResult(failures: [], mistakes: []) }",
      expected: "uses `checkStopwatch`, which the grader keeps for itself"),
    Cheat(
      name: "the run's key found in the program's memory (a heap scan), a report sealed with it",
      after: Self.heist, expected: "which reaches memory directly"),
    Cheat(
      name: "the same scan without naming a pointer type (a buffer's base address, inferred)",
      initBody:
        "_ = [UInt8](repeating: 0xA5, count: 32).withContiguousStorageIfAvailable { $0.baseAddress?.advanced(by: -32).pointee }",
      expected: "uses `withContiguousStorageIfAvailable`, which reaches memory directly"),
  ]

  /// A learner's file that reads the memory of the grader's program, where the run's key was
  /// when a sealed report gave the verdict, to seal a report of its own: it found the key then.
  /// There is no key now (the verdict is decided in the tutor: ExerciseHeistTests); the rule on
  /// the file's text refuses it first.
  static let heist = #"""
    func heist() {
      let probe = [UInt8](repeating: 0xA5, count: 32)
      let meta: UInt = probe.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!).advanced(by: -32).load(as: UInt.self) }
      let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
      for line in maps.split(separator: "\n") where line.split(separator: " ")[1] == "rw-p" {
        let range = line.split(separator: " ")[0].split(separator: "-").map { UInt($0, radix: 16)! }
        var at = range[0]
        while at + 64 <= range[1] {
          let raw = UnsafeRawPointer(bitPattern: at)!
          if raw.load(as: UInt.self) == meta && raw.load(fromByteOffset: 16, as: UInt.self) == 32 {
            let key = (0..<32).map { raw.load(fromByteOffset: 32 + $0, as: UInt8.self) }
            if key != probe { _ = key /* sealed with it: HMAC-SHA-256, written to descriptor 4 */ }
          }
          at += 8
        }
      }
    }
    """#

  /// The tutor, with the rule that refuses a file importing `Foundation` (``LearnerFileRules``)
  /// lifted, as only a debug build's tests can: every trick below needs `Foundation`, and is
  /// refused by that rule first; these tests show what stands behind it.
  static var behindTheRule: TutorProcess {
    var tutor = TutorProcess()
    tutor.environment["TUTOR_TEST_EXERCISE_ANY_IMPORT"] = "1"
    return tutor
  }

  /// The starter of `lesson` with `cheat` in it.
  static func cheating(_ lesson: String, _ cheat: Cheat) throws -> String {
    let starter = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent("lessons/\(lesson)/exercise.en.swift"),
      encoding: .utf8)
    return "import Foundation\n"
      + starter.replacingOccurrences(
        of: "  init() {}", with: cheat.member + "  init() { \(cheat.initBody) }")
      + "\n" + cheat.after + "\n"
  }

  @Test("Each trick, on the stopwatch exercise: not solved, exit 1", arguments: cheats)
  func trick(_ cheat: Cheat) throws {
    let folder = ExerciseCommandTests.freshFolder()
    try Self.cheating("optional", cheat).write(
      toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    let checked = try Self.behindTheRule.run(["exercise", "check", "stopwatch", "--dir", folder])
    #expect(checked.status == 1, "\(checked.output)\(checked.error)")
    #expect(checked.output.contains(cheat.expected), "\(checked.output)\(checked.error)")
    #expect(!checked.output.contains("is solved"))
  }

  @Test(
    "The rule comes first: importing Foundation or Glibc, or reaching memory, is refused before compiling",
    arguments: [
      ("import Foundation", "imports `Foundation`"), ("import Glibc", "imports `Glibc`"),
      ("@preconcurrency import func Glibc.write", "imports `Glibc`"),
      ("import struct Foundation.FileHandle", "imports `Foundation`"),
      // Read from the file's tokens: a comment, a line break or an attribute hides nothing.
      ("import /**/ Glibc", "imports `Glibc`"), ("import\nGlibc", "imports `Glibc`"),
      ("@_exported import Glibc", "uses `@_exported`"), ("import struct Glibc.FILE", "imports `Glibc`"),
      ("#if canImport(Glibc)\nlet n = 1\n#endif", "asks `canImport(Glibc)`"),
      ("let s = Unmanaged.passUnretained(Box()).toOpaque()\nfinal class Box {}", "uses `Unmanaged`"),
      ("let n = Int(bitPattern: ObjectIdentifier(Box.self))\nfinal class Box {}", "uses `bitPattern`"),
      ("let p = [1]._baseAddressIfContiguous", "uses `_baseAddressIfContiguous`"),
      // A pointer with no unsafe word in sight: a static string's address, moved by a number.
      ("let p = (\"x\" as StaticString).utf8Start.advanced(by: 4096).pointee", "uses `StaticString`"),
      ("let s = String(cString: [65, 0] as [CChar])", "uses `cString`"),
    ])
  func rule(_ code: String, _ expected: String) throws {
    let folder = ExerciseCommandTests.freshFolder()
    let starter = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent("lessons/optional/exercise.en.swift"),
      encoding: .utf8)
    try (starter + "\n" + code + "\n").write(
      toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    for language in ["en", "es"] {
      let checked = try TutorProcess().run([
        "exercise", "check", "stopwatch", "--dir", folder, "--lang", language,
      ])
      #expect(checked.status == 1, "\(checked.output)\(checked.error)")
      #expect(!checked.output.contains("is solved"))
      if language == "en" { #expect(checked.output.contains(expected), "\(checked.output)") }
    }
  }

  @Test("Every trick, the rule not lifted: refused before it is compiled, never solved")
  func everyTrickRefused() throws {
    let folder = ExerciseCommandTests.freshFolder()
    for cheat in Self.cheats {
      try Self.cheating("optional", cheat).write(
        toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
      let checked = try TutorProcess().run(["exercise", "check", "stopwatch", "--dir", folder])
      #expect(checked.status == 1, "\(cheat.name): \(checked.output)")
      #expect(!checked.output.contains("is solved"), "\(cheat.name)")
      // The grader's own names and attributes are named first; anything else, the import.
      let named =
        cheat.expected.hasPrefix("uses `@section`") || cheat.expected.hasPrefix("uses `checkStopwatch`")
      #expect(
        checked.output.contains(named ? cheat.expected : "imports `Foundation`"),
        "\(cheat.name): \(checked.output)")
    }
  }

  @Test("A cheating folder: not solved in exercise check, grade --exercises (text and JSON) and lessons")
  func everyDoor() throws {
    let folder = ExerciseCommandTests.freshFolder()
    try Self.cheating("optional", Self.cheats[6]).write(
      toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    try Self.cheating("basics", Self.cheats[0]).write(
      toFile: folder + "/DelayedCounter.swift", atomically: true, encoding: .utf8)
    try Self.cheating("identified-action", Self.cheats[2]).write(
      toFile: folder + "/ContactList.swift", atomically: true, encoding: .utf8)
    let tutor = Self.behindTheRule
    for name in ["stopwatch", "delayed-counter", "contact-list"] {
      let checked = try tutor.run(["exercise", "check", name, "--dir", folder])
      #expect(checked.status == 1, "\(name): \(checked.output)\(checked.error)")
    }
    let lessons = try tutor.run(["lessons"])
    #expect(lessons.output.contains("Code exercises: 0 of 9 solved"), "\(lessons.output)")
    let graded = try tutor.run(["grade", "--exercises", folder])
    #expect(graded.status == 1)
    #expect(graded.output.contains("Exercises 0/9"), "\(graded.output)")
    #expect(!graded.output.contains("✔"))
    let json = try tutor.run(["grade", "--exercises", folder, "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let tests = report["tests"] as? [[String: String]] ?? []
    #expect(tests.count == 9)
    #expect(tests.allSatisfy { $0["status"] == "fail" })
    #expect(
      tests.allSatisfy {
        $0["test_code"]?.hasSuffix("every effect finished and every action received") == true
      })
  }

  @Test("Confined: a fresh home and folder, four variables, nothing left running or on disk")
  func confinement() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let probe = Cheat(
      name: "probe",
      initBody:
        #"let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/sleep"); p.arguments = ["600"]; try? p.run(); let e = ProcessInfo.processInfo.environment; fatalError("HOME=\(e["HOME"] ?? "")|PWD=\(FileManager.default.currentDirectoryPath)|KEYS=\(e.keys.sorted().joined(separator: ","))|CHILD=\(p.processIdentifier)|")"#,
      expected: "")
    try Self.cheating("optional", probe).write(
      toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    let tutor = Self.behindTheRule
    let checked = try tutor.run(["exercise", "check", "stopwatch", "--dir", folder])
    #expect(checked.status == 1)
    func field(_ name: String) -> String? {
      guard let start = checked.output.range(of: name + "=") else { return nil }
      return checked.output[start.upperBound...].split(separator: "|").first.map(String.init)
    }
    let home = try #require(field("HOME"), "\(checked.output)")
    #expect(field("PWD") == home)
    #expect(home != tutor.state && !home.hasPrefix(folder))
    #expect(field("KEYS") == "HOME,LANG,PATH,TMPDIR")
    #expect(!FileManager.default.fileExists(atPath: home), "the program's folder is removed")
    let child = try #require(field("CHILD").flatMap { pid_t($0) })
    #expect(child > 0 && kill(child, 0) == -1, "the process it started is gone")
  }

  @Test("A gibibyte of output is cut at the cap, never read whole")
  func flood() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let flood = Cheat(
      name: "flood",
      initBody: #"let s = String(repeating: "x", count: 1 << 20); for _ in 0..<1024 { print(s) }"#,
      expected: "")
    try Self.cheating("optional", flood).write(
      toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    let checked = try Self.behindTheRule.run([
      "exercise", "check", "stopwatch", "--dir", folder, "--lang", "es",
    ])
    #expect(checked.status == 1)
    #expect(checked.output.contains("escribió más de 1 MiB de salida"), "\(checked.output)")
  }
}

/// Ctrl-C while `exercise watch` is checking a program that never ends: the check stops, the
/// program's whole group is killed, the watch leaves cleanly.
@Suite("tutor exercise watch, Ctrl-C", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct ExerciseWatchInterruptTests {
  @Test("Ctrl-C during a check of a looping program ends the program and the watch")
  func interrupt() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let state = TutorProcess.freshStateFolder()
    let loop = ExerciseIntegrityTests.Cheat(
      name: "loop",
      initBody:
        #"try? String(getpid()).write(toFile: "\#(folder)/pid", atomically: true, encoding: .utf8); var x = 0; while true { x &+= 1 }"#,
      expected: "")
    try ExerciseIntegrityTests.cheating("basics", loop).write(
      toFile: folder + "/DelayedCounter.swift", atomically: true, encoding: .utf8)
    let session = PTYSession(
      command: [TutorProcess.binary, "exercise", "watch", "--dir", folder],
      environment: [
        "NO_COLOR": "1", "HOME": state, "XDG_STATE_HOME": state, "LANG": nil, "TUTOR_LANG": nil,
        "TUTOR_TEST_EXERCISE_ANY_IMPORT": "1",
      ],
      timeout: 120, rows: 50, columns: 300)
    let result = try session.run([
      .expectExact("checking DelayedCounter.swift"),
      // Compiling takes a few seconds: the Ctrl-C comes while the program loops (or, on a slow
      // machine, while it compiles; the compiler's group is killed the same way).
      .sleep(6),
      .send("\u{03}"),
      .expectExact("Check stopped (Ctrl-C)"),
      .expectExact("Stopped watching."),
      .expectEOF(),
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
    #expect(result.exitStatus == 0)
    if let text = try? String(contentsOfFile: folder + "/pid", encoding: .utf8), let pid = pid_t(text) {
      #expect(kill(pid, 0) == -1, "the looping program is gone")
    }
  }
}

/// Grading, `run` and `demo` have no side effects in the learner's exercise folder: nothing is
/// written there, nothing compiled from it; a demo shows the reference solution.
@Suite("Exercise steps without side effects")
struct ExerciseStepSideEffectTests {
  @Test("run and grade reach the exercise step: the folder stays empty, :check is said to be checked apart")
  func runAndGrade() throws {
    let folder = ExerciseCommandTests.freshFolder()
    var tutor = TutorProcess()
    tutor.environment["TUTOR_EXERCISES_DIR"] = folder
    let library = try LessonLibrary.load(from: TutorProcess.repository.appendingPathComponent("lessons"))
    let steps = try #require(library.entry("basics")).lesson.steps
    let index = try #require(steps.firstIndex { $0.id == "exercise" })
    let transcript = tutor.state + "/t.txt"
    try (["learn basics"] + Array(repeating: ":skip\n:next", count: index) + [":check"]).joined(
      separator: "\n"
    )
    .write(toFile: transcript, atomically: true, encoding: .utf8)
    let ran = try tutor.run(["run", transcript])
    #expect(ran.output.contains("it is checked apart, with 'tutor exercise check'"), "\(ran.output)")
    _ = try tutor.run(["grade", transcript])
    _ = try tutor.run(["replay", transcript])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    let demo = try tutor.run(["demo", "basics", "--from", "exercise"], input: "\n\n")
    #expect(demo.output.contains("The exercise's reference solution:"), "\(demo.output)")
    #expect(demo.output.contains("public struct DelayedCounterExercise"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }
}
