import Foundation
import Testing

/// The real binary with piped input: what scripts, CI and transcripts see.
@Suite("tutor with piped input")
struct PipedTutorTests {
  let tutor = TutorProcess()

  @Test("The seed quiz piped into `tutor play pullback` ends at left 2, right -1, seen 4")
  func seedQuiz() throws {
    let result = try tutor.run(
      ["play", "pullback"], input: ".left(.inc)\n.left(.inc)\n.right(.dec)\n.clearLog\nstate\n")
    #expect(result.status == 0)
    #expect(result.output.contains("pullback> state\nCounters.State(left: 2, right: -1, seen: 4)\n"))
    #expect(!result.output.contains("\u{1B}"), "no escape codes when piped")
    #expect(result.error.isEmpty)
  }

  @Test("Bad input gets a clear error and the session goes on")
  func badInput() throws {
    let result = try tutor.run(
      ["play", "pullback"], input: ".lefft(.inc)\n((((\n\u{1}\u{7f}garbage\n.left(.inc)\nstate\n")
    #expect(result.status == 0)
    #expect(result.output.contains("error: there is no case '.lefft'; did you mean '.left'?"))
    #expect(result.output.contains("Counters.State(left: 1, right: 0, seen: 1)"))
  }

  @Test("`tutor run` exits 0 when every check passed, 1 when any failed")
  func runTranscripts() throws {
    let passing =
      "play foreach\ntest\nsend .addRow { $0.rows.append(Row.State(id: 0, seconds: 0)) }\nfinish\n"
    let passed = try tutor.run(["run", "-"], input: passing)
    #expect(passed.status == 0, "\(passed.output)")
    #expect(passed.output.hasSuffix("all checks passed\n"))
    let failing = "play foreach\ntest\nsend .addRow\nfinish\n"
    let failed = try tutor.run(["run", "-"], input: failing)
    #expect(failed.status == 1)
    #expect(failed.output.contains("✗ .addRow changed the state, but you asserted no change"))
    #expect(failed.output.hasSuffix("some checks failed\n"))
  }

  @Test("A transcript that names no sandbox, or a usage mistake, exits 2 with a clear message")
  func usageErrors() throws {
    let noLesson = try tutor.run(["run", "-"], input: ".left(.inc)\n")
    #expect(noLesson.status == 2)
    #expect(noLesson.error.contains("the transcript does not say which sandbox to use"))
    let unknown = try tutor.run(["play", "pulback"])
    #expect(unknown.status == 2)
    #expect(unknown.error == "tutor: there is no lesson 'pulback'; did you mean 'pullback'?\n")
    let command = try tutor.run(["pley", "pullback"])
    #expect(command.status == 2)
    #expect(command.error == "tutor: 'pley' is not a tutor command; did you mean 'play'?\n")
    let spanish = try TutorProcess(environment: ["LANG": "es_ES.UTF-8"]).run(["pley"])
    #expect(spanish.error == "tutor: 'pley' no es un comando del tutor; ¿quisiste decir 'play'?\n")
  }

  @Test(
    "`tutor lessons` lists all six lessons in the right language",
    arguments: [
      ("en", ["Composing reducers: scope and pullback", "Navigation: a stack of screens"]),
      ("es", ["Componer reducers: scope y pullback", "Navegación: una pila de pantallas"]),
    ])
  func lessons(language: String, titles: [String]) throws {
    let result = try tutor.run(["lessons", "--lang", language])
    #expect(result.status == 0)
    for id in ["basics", "pullback", "optional", "identified-action", "foreach", "transpose", "navigation"] {
      #expect(result.output.contains(". \(id) — "), "\(id) in \(result.output)")
    }
    for title in titles { #expect(result.output.contains(title)) }
    #expect(result.output.contains(language == "es" ? "[sin empezar]" : "[not started]"))
  }

  @Test("`tutor lint` finds every lesson and both catalogs sound")
  func lint() throws {
    let result = try tutor.run(["lint"])
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output
        == "9 lessons and their locales are sound\n"
        + "9 exercises: the starters (en, es) compile and are not solved yet; the reference solutions pass\n")
  }

  @Test("`tutor lint` compiles the starters: a compile error at its file and line, a solved starter named")
  func lintCompilesStarters() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["lessons", "locales"] {
      try FileManager.default.copyItem(
        at: TutorProcess.repository.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    let starter = folder.appendingPathComponent("lessons/basics/exercise.es.swift")
    let text = try String(contentsOf: starter, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0 == "import ReducerKit" }) + 2
    try text.replacingOccurrences(
      of: "import ReducerKit\n", with: "import ReducerKit\nlet broken: Int = \"x\"\n"
    )
    .write(to: starter, atomically: true, encoding: .utf8)
    let reference = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent(
        "Sources/Exercises/stopwatch/Stopwatch.swift"),
      encoding: .utf8)
    // The stopwatch exercise belongs to the optional lesson.
    try reference.replacingOccurrences(of: "// TODO", with: "// done").write(
      to: folder.appendingPathComponent("lessons/optional/exercise.en.swift"), atomically: true,
      encoding: .utf8)
    var tutor = tutor
    tutor.environment["COLUMNS"] = "200"
    let result = try tutor.run(["lint", "--resources", folder.path])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "\(starter.path):\(line): an exercise file does not compile cleanly: error: cannot convert value"),
      "\(result.output)")
    #expect(result.output.contains("the starter of 'stopwatch' is already solved"), "\(result.output)")
  }
}
