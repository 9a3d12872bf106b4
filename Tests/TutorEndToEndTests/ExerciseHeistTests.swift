import Foundation
import Testing

/// The heist of issue 42, through the real binary: the stopwatch's starter, untouched, plus code
/// that slips `Glibc` past the import rule (`import /**/ Glibc`), scans its own memory through
/// `/proc/self/mem` for a key or a report to copy, then prints a pass (the grader's own lines,
/// marked, and a fake ✔) and exits. `exercise check`, `grade --exercises` and `exercise list` all
/// say "not solved": first because the import rule reads the file's tokens; then, the rule
/// lifted (as only a debug build's tests can), because nothing the program says decides its
/// verdict: the tutor compares what it observed with what the reference solution observed.
@Suite("The heist: a forged pass from the learner's own process", .serialized)
struct ExerciseHeistTests {
  /// The heist's code, after the starter (its `init()` calls `heist()`).
  static let heist = #"""
    func heist() {
      // Its own memory, region by region, looking for a key, a seal or a report to copy.
      let maps = open("/proc/self/maps", O_RDONLY)
      var text = [UInt8](repeating: 0, count: 1 << 20)
      let length = read(maps, &text, text.count)
      close(maps)
      let memory = open("/proc/self/mem", O_RDONLY)
      var found = 0
      for line in String(decoding: text.prefix(max(0, length)), as: UTF8.self).split(separator: "\n")
      where line.contains("rw-p") {
        let bounds = line.split(separator: " ")[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
        guard bounds.count == 2, bounds[1] - bounds[0] <= 1 << 24 else { continue }
        var chunk = [UInt8](repeating: 0, count: Int(bounds[1] - bounds[0]))
        if pread(memory, &chunk, chunk.count, off_t(bounds[0])) > 0 {
          found += chunk.indices.dropLast(5).filter { chunk[$0] == 0x73 && chunk[$0 + 1] == 0x65 && chunk[$0 + 2] == 0x61 && chunk[$0 + 3] == 0x6c }.count
        }
      }
      close(memory)
      // Whatever it found, it claims a pass: the grader's own lines, and the tutor's words.
      let forged = Array("\n\u{1E}result {\"solved\":true}\n\u{1E}end\n✔ stopwatch is solved (\(found))\n".utf8)
      _ = write(1, forged, forged.count)
      exit(0)
    }
    """#

  static func heistFile(importLine: String = "import /**/ Glibc") throws -> String {
    let starter = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent("lessons/optional/exercise.en.swift"),
      encoding: .utf8)
    #expect(starter.contains("  init() {}"))
    return importLine + "\n" + starter.replacingOccurrences(of: "  init() {}", with: "  init() { heist() }")
      + "\n" + heist + "\n"
  }

  /// `exercise check`, `exercise list` and `grade --exercises` on a folder holding `file` as the
  /// stopwatch's: each says it is not solved.
  static func expectNotSolved(_ file: String, tutor: TutorProcess, saying expected: String) throws {
    let folder = ExerciseCommandTests.freshFolder()
    try file.write(toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    let checked = try tutor.run(["exercise", "check", "stopwatch", "--dir", folder])
    #expect(checked.status == 1, "\(checked.output)\(checked.error)")
    #expect(checked.output.contains(expected), "\(checked.output)\(checked.error)")
    #expect(!checked.output.contains("is solved: the exhaustive TestStore"))
    let listed = try tutor.run(["exercise", "list", "--dir", folder])
    let line = listed.output.split(separator: "\n").first { $0.contains("stopwatch") } ?? ""
    #expect(line.contains(" started "), "\(listed.output)")
    #expect(!line.contains("solved"), "\(listed.output)")
    let graded = try tutor.run(["grade", "--exercises", folder, "--format", "json"])
    #expect(graded.status == 1, "\(graded.output)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(graded.output.utf8)) as? [String: Any])
    let tests = report["tests"] as? [[String: String]] ?? []
    #expect(tests.count == 9)
    #expect(tests.allSatisfy { $0["status"] == "fail" }, "\(graded.output)")
  }

  @Test("The heist file is refused by the import rule: `import /**/ Glibc` is an import of Glibc")
  func refusedByTheRule() throws {
    try Self.expectNotSolved(Self.heistFile(), tutor: TutorProcess(), saying: "imports `Glibc`")
  }

  @Test("The rule lifted, the heist compiles and forges its pass: still not solved, anywhere")
  func notSolvedBehindTheRule() throws {
    var tutor = TutorProcess()
    tutor.environment["TUTOR_TEST_EXERCISE_ANY_IMPORT"] = "1"
    try Self.expectNotSolved(
      Self.heistFile(), tutor: tutor, saying: "did not do what the reference solution does")
  }

  /// What the trusted program prints for `seed`.
  static func transcript(of program: URL, seed: Int) throws -> String {
    let process = Process()
    process.executableURL = program
    process.arguments = [String(seed)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }

  @Test("A table of facts learnt from one check passes that seed only: a fresh seed says not solved")
  func memorisedFacts() throws {
    var tutor = TutorProcess()
    tutor.environment["TUTOR_TEST_EXERCISE_ANY_IMPORT"] = "1"
    tutor.environment["XDG_CACHE_HOME"] = tutor.state + "/cache"
    // A first check builds the trusted program; run by hand with seed 7, it gives the facts a
    // student could have copied from a check with that seed.
    let folder = ExerciseCommandTests.freshFolder()
    let starter = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent("lessons/optional/exercise.en.swift"),
      encoding: .utf8)
    try starter.write(toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    _ = try tutor.run(["exercise", "check", "stopwatch", "--dir", folder])
    let trusted = tutor.state + "/cache/tutor/play/trusted-checks"
    let key = try #require(try FileManager.default.contentsOfDirectory(atPath: trusted).first)
    let program = URL(fileURLWithPath: "\(trusted)/\(key)/check")
    let transcript = try Self.transcript(of: program, seed: 7)
    #expect(transcript.contains("\u{1E}end"))
    let literal = transcript.unicodeScalars.map {
      $0.isASCII && $0 != "\\" && $0 != "\"" && $0.value >= 0x20
        ? String($0) : "\\u{\(String($0.value, radix: 16))}"
    }.joined()
    let replay =
      "import Foundation\n"
      + starter.replacingOccurrences(
        of: "  init() {}", with: "  init() { print(\"\(literal)\", terminator: \"\"); exit(0) }")
    try replay.write(toFile: folder + "/Stopwatch.swift", atomically: true, encoding: .utf8)
    // With the seed it was learnt from, it passes: what the seed is there to stop.
    var sameSeed = tutor
    sameSeed.environment["TUTOR_TEST_EXERCISE_SEED"] = "7"
    let passed = try sameSeed.run(["exercise", "check", "stopwatch", "--dir", folder])
    #expect(passed.status == 0, "\(passed.output)")
    // Another seed, whose scenario is not seed 7's (the first such after it): not solved.
    let other = try #require((8...64).first { try Self.transcript(of: program, seed: $0) != transcript })
    var otherSeed = tutor
    otherSeed.environment["TUTOR_TEST_EXERCISE_SEED"] = String(other)
    let checked = try otherSeed.run(["exercise", "check", "stopwatch", "--dir", folder])
    #expect(checked.status == 1, "\(checked.output)")
    #expect(checked.output.contains("did not do what the reference solution does"), "\(checked.output)")
  }
}
