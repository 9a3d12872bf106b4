import Foundation
import Testing

/// Text that fits the terminal, complete help from the command table, demo and replay for a
/// classroom: through the real binary.
@Suite("Reflow, help, demo and replay")
struct SurfaceTests {
  let tutor = TutorProcess()

  /// The lines of a step's body in a lesson text file, emphasis marks taken out.
  static func words(lesson: String, language: String, steps: [String]) throws -> [String] {
    let file = TutorProcess.repository.appendingPathComponent("lessons/\(lesson)/\(language).md")
    let text = try String(contentsOf: file, encoding: .utf8)
    var words: [String] = []
    var inStep = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inStep = steps.contains(String(line.dropFirst(3))) }
      if line.hasPrefix("### ") { inStep = false }  // hints and explanations come later
      if line.hasPrefix("#") { continue }
      if line.hasPrefix("```") { continue }  // a fence is for the tools; the learner sees the code
      if inStep {
        words += line.replacingOccurrences(of: "*", with: "").split(separator: " ").map(String.init)
      }
    }
    return words
  }

  /// No line but indented code is wider than `width`, and every word of the prose is shown whole.
  static func assertFits(_ output: String, width: Int, words: [String]) {
    for line in output.split(separator: "\n") where !line.hasPrefix("    ") {
      #expect(line.count <= width, "wider than \(width): \(line)")
    }
    let shown = Set(output.split(whereSeparator: \.isWhitespace).map(String.init))
    let missing = words.filter { !shown.contains($0) }
    #expect(missing.isEmpty, "split or lost: \(missing)")
  }

  @Test(
    "Piped, prose is wrapped to COLUMNS at word boundaries, in Spanish and English", arguments: ["es", "en"])
  func reflowToColumns(language: String) throws {
    var tutor = tutor
    tutor.environment = ["COLUMNS": "60", "TUTOR_LANG": language]
    let result = try tutor.run(["learn", "pullback"], input: ":next\n:next\n:next\n:quit\n")
    #expect(result.status == 0, "\(result.error)")
    let words = try Self.words(lesson: "pullback", language: language, steps: ["crew", "slice"])
    #expect(words.count > 100)
    Self.assertFits(result.output, width: 60, words: words)
  }

  @Test("tutor help lists every command and option; help <command> and --help show one; exit 0")
  func help() throws {
    let all = try tutor.run(["help"])
    #expect(all.status == 0)
    for word in [
      "learn", "play", "run", "replay", "demo", "grade", "reset", "lessons", "lint", "exercise",
      "--exercises",
      "--record", "--format",
      "--from", "--yes", "--realtime", "--lang", "--no-color", "--resources", "--pace",
    ] {
      #expect(all.output.contains(word), "\(word)")
    }
    for arguments in [["help", "grade"], ["grade", "--help"], ["grade", "-h"]] {
      let one = try tutor.run(arguments)
      #expect(one.status == 0)
      #expect(one.output.contains("Usage: tutor grade <path>… [--format <text|json|junit|html>]"))
      #expect(one.output.contains("Example:\n  tutor grade submissions/ --format junit"))
    }
    let spanish = try tutor.run(["help", "replay", "--lang", "es"])
    #expect(spanish.output.contains("Ejemplo:\n  tutor replay session.txt --pace 300ms"))
  }

  @Test("An unknown option says which, suggests the nearest, exit 2")
  func unknownOption() throws {
    let result = try tutor.run(["learn", "pullback", "--recrod", "x.txt"])
    #expect(result.status == 2)
    #expect(result.error.contains("'--recrod'") && result.error.contains("'--record'"))
    let misplaced = try tutor.run(["lessons", "--format", "json"])
    #expect(misplaced.status == 2)
    #expect(misplaced.error.contains("--format") && misplaced.error.contains("usage: tutor lessons"))
    let spanish = try tutor.run(["learn", "pullback", "--lang", "es", "--recrod", "x.txt"])
    #expect(spanish.status == 2)
    #expect(spanish.error.contains("¿quisiste decir '--record'?"))
    let lesson = try tutor.run(["foreach"])
    #expect(lesson.status == 2)
    #expect(lesson.error.contains("tutor learn foreach"))
    let badPace = try tutor.run(["replay", "x.txt", "--pace", "fast"])
    #expect(badPace.status == 2)
    #expect(badPace.error.contains("'fast'"))
  }

  @Test("replay speaks the transcript's language unless --lang is given, and takes a pace")
  func replayLanguage() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "replay-\(UUID().uuidString).txt")
    try "play pullback\n# tutor transcript · 2026-11-30T17:00:00Z · es\nscope nowhere\n".write(
      to: file, atomically: true, encoding: .utf8)
    var english = tutor
    english.environment = ["TUTOR_LANG": "en"]
    let own = try english.run(["replay", file.path, "--pace", "1ms"])
    #expect(own.status == 0, "\(own.error)")
    let forced = try english.run(["replay", file.path, "--lang", "en"])
    #expect(forced.status == 0)
    #expect(own.output != forced.output)
    let spanish = try english.run(["replay", file.path, "--lang", "es"])
    #expect(own.output == spanish.output)
  }

  @Test("Demo, piped: Enter types a narrative step's try: lines")
  func demoTypesTryLines() throws {
    var tutor = tutor
    tutor.environment = ["TUTOR_DEMO_DELAY": "0"]
    let result = try tutor.run(["demo", "pullback"], input: "\n\n:quit\n")
    #expect(result.status == 0)
    #expect(result.output.contains("pullback 1/9> .left(.inc)\n"))
    #expect(result.output.contains("pullback 1/9> state\n"))
  }
}

/// The same at a real terminal: the width comes from the terminal itself.
@Suite("Reflow and demo at a terminal", .enabled(if: PTYSession.isAvailable, "needs python3 with pexpect"))
struct SurfaceTerminalTests {
  let state = TutorProcess.freshStateFolder()

  func session(_ arguments: [String], language: String, columns: Int = 80) -> PTYSession {
    PTYSession(
      command: [TutorProcess.binary] + arguments,
      environment: [
        "XDG_STATE_HOME": state, "HOME": state, "NO_COLOR": "1", "LANG": nil, "LC_ALL": nil,
        "TUTOR_LANG": language, "COLUMNS": "200",
      ],
      timeout: 10, rows: 200, columns: columns)
  }

  @Test("At 80 columns no line is wider and no word is split (Spanish and English)", arguments: ["es", "en"])
  func reflowAt80(language: String) throws {
    let steps = ["crew", "predict", "slice", "envelope"]
    let result = try session(["learn", "pullback"], language: language).run([
      .expect("1/9> "), .sendLine(":next"), .expect("2/9> "), .sendLine(":next"), .expect("3/9> "),
      .sendLine(":next"), .expect("4/9> "), .sendLine(":quit"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
    let words = try SurfaceTests.words(lesson: "pullback", language: language, steps: steps)
    SurfaceTests.assertFits(result.plain, width: 80, words: words)
    // The terminal's own width wins over COLUMNS: a line of the lesson was wrapped under 80.
    #expect(result.plain.split(separator: "\n").contains { $0.count > 70 })
  }

  @Test("A resized window (SIGWINCH) is measured again: the next text fits the new width")
  func resize() throws {
    let result = try session(["learn", "pullback"], language: "es").run([
      .expect("1/9> "), .resize(columns: 50), .sleep(0.2), .sendLine(":next"), .expect("2/9> "),
      .sendLine(":quit"), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
    let after = result.plain.components(separatedBy: "1/9> :next").last ?? ""
    let words = try SurfaceTests.words(lesson: "pullback", language: "es", steps: ["predict"])
    SurfaceTests.assertFits(after, width: 50, words: words)
    let before = result.plain.components(separatedBy: "1/9> :next").first ?? ""
    #expect(before.split(separator: "\n").contains { $0.count > 50 })
  }

  @Test("Ctrl-C while the demo types a line cancels that line, not the demo")
  func demoCtrlC() throws {
    let result = try session(["demo", "pullback", "--pace", "150ms"], language: "en").run([
      .expect("1/9> "), .send("\r"), .expect("1/9> \\.l"), .send(PTYSession.ctrlC),
      .expect("line cancelled; Enter types it again"), .expect("1/9> "),
      .send("\r"), .expect("\\.left\\(\\.inc\\)\r?\n", timeout: 10),
      .expect("left: 1"), .expect("1/9> "), .send(PTYSession.ctrlD), .expectEOF,
    ])
    #expect(result.ok, "\(result.error ?? "")\n\(result.plain)")
    #expect(result.exitStatus == 0)
  }
}
