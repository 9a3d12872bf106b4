import Foundation
import Testing

@testable import Grading
@testable import Learning
@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport
@testable import TutorTerminal

/// Hostile bytes and broken files through the real binary: nothing cut, nothing lost, every
/// problem in the learner's words.
@Suite("Untrusted input and files")
struct UntrustedInputTests {
  let tutor = TutorProcess()

  @Test("A NUL in a line cuts neither the echo, nor the error, nor what follows")
  func nulInALine() throws {
    let result = try tutor.run(["play", "pullback"], input: "state\0help\n.left(.inc)\nstate\n")
    #expect(result.status == 0)
    #expect(result.output.contains("pullback> state␀help\n"), "\(result.output)")
    #expect(result.output.contains("'state␀help' is not a command"), "\(result.output)")
    #expect(result.output.contains("Counters.State(left: 1, right: 0, seen: 1)\n"))
    #expect(!result.output.contains("\0"))
  }

  @Test("Control characters from a transcript are shown, never sent to the terminal")
  func controlCharactersInARun() throws {
    let result = try tutor.run(["run", "-"], input: "play pullback\n\u{1B}[2J\u{7}.left(.inc)\n")
    #expect(result.output.contains("pullback> ␛[2J␇.left(.inc)\n"), "\(result.output)")
    #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{7}"))
  }

  @Test("Grading: a file with a NUL drops no later file and keeps the Points line")
  func gradeWithNul() throws {
    let folder = tutor.state + "/class"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("learn basics\n:skip\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
    try Data("learn basics\nstate\0help\n.incr\0ement\n:skip\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/b.txt"))
    try Data("learn basics\n:skip\n".utf8).write(to: URL(fileURLWithPath: folder + "/c.txt"))
    let text = try tutor.run(["grade", folder, "--details"])
    for name in ["a.txt", "b.txt", "c.txt"] {
      #expect(text.output.contains(folder + "/" + name), "\(text.output)")
    }
    #expect(text.output.contains("Points "))
    let junit = try tutor.run(["grade", folder, "--format", "junit"])
    #expect(junit.output.components(separatedBy: "<testsuite ").count == 4, "\(junit.output)")
    #expect(junit.output.hasSuffix("</testsuites>\n"))
    #expect(!junit.output.contains("\0"))
  }

  @Test("A transcript written on Windows (CRLF, byte order mark) runs")
  func windowsTranscript() throws {
    let file = tutor.state + "/windows.txt"
    try Data("\u{FEFF}play pullback\r\n# a comment\r\n.left(.inc)\r\nstate\r\n".utf8).write(
      to: URL(fileURLWithPath: file))
    let result = try tutor.run(["run", file])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("Counters.State(left: 1, right: 0, seen: 1)"))
    #expect(result.output.hasSuffix("all checks passed\n"))
    let bare = try tutor.run(["run", "-", "--lesson", "pullback"], input: "\u{FEFF}.left(.inc)\r\nstate\r\n")
    #expect(bare.status == 0, "\(bare.output)")
    #expect(bare.output.contains("Counters.State(left: 1, right: 0, seen: 1)"))
  }

  @Test("File problems name the path and the cause, in both languages, never a Foundation code")
  func fileProblemsInWords() throws {
    let missing = try tutor.run(["run", tutor.state + "/nope.txt"])
    #expect(missing.status == 2)
    #expect(
      missing.error
        == "tutor: cannot read \(tutor.state)/nope.txt: there is no such file. Check the name, and the folder you started the tutor from.\n"
    )
    let folder = try tutor.run(["run", tutor.state, "--lang", "es"])
    #expect(
      folder.error
        == "tutor: no puedo leer \(tutor.state): es una carpeta, no un fichero. Indica un fichero de dentro de ella.\n"
    )
    for result in [missing, folder] {
      #expect(
        !result.error.contains("NSCocoaErrorDomain") && !result.error.contains("could not be completed"))
    }
  }

  @Test("A read-only progress file is kept, and the learner told once")
  func readOnlyProgress() throws {
    _ = try tutor.run(["learn", "basics"], input: ":next\n")
    let store = ProgressStore(folder: URL(fileURLWithPath: tutor.state + "/tutor"))
    let before = try FileAccess.read(store.file.path)
    chmod(store.file.path, 0o444)
    let result = try tutor.run(["learn", "basics"], input: ":next\n:next\n:back\n")
    #expect(result.status == 0)
    #expect(try FileAccess.read(store.file.path) == before)
    #expect(result.error.components(separatedBy: "marked read-only").count == 2, "\(result.error)")
    #expect(result.error.contains("chmod u+w \(store.file.path)"))
  }

  @Test("Two corrupt progress files in one second: both kept, each named")
  func twoCorruptions() throws {
    let store = ProgressStore(folder: URL(fileURLWithPath: tutor.state + "/tutor"))
    try FileAccess.makeFolder(store.folder.path)
    var messages: [String] = []
    for garbage in ["{", "[]"] {
      try Data(garbage.utf8).write(to: store.file)
      messages.append(try tutor.run(["lessons"]).output)
    }
    let kept = try FileManager.default.contentsOfDirectory(atPath: store.folder.path)
      .filter { $0.hasPrefix("progress.corrupt-") }
    #expect(kept.count == 2, "\(kept)")
    // Each message names the file its own garbage went to.
    for (message, garbage) in zip(messages, ["{", "[]"]) {
      let name = try #require(
        kept.first { (try? String(contentsOfFile: store.folder.path + "/" + $0, encoding: .utf8)) == garbage }
      )
      #expect(message.contains("it was moved to \(store.folder.path)/\(name) "), "\(message)")
      #expect(message.contains("it is not the tutor's JSON"), "\(message)")
    }
  }

  @Test("Recording or saving where a file or folder is in the way says which and what to do")
  func recordingAndSavingProblems() throws {
    let recordToFolder = try tutor.run(["play", "pullback", "--record", tutor.state], input: ".left(.inc)\n")
    #expect(
      recordToFolder.error
        == "tutor: cannot record to \(tutor.state): it is a folder, not a file. Name a file inside it instead.\n"
    )
    #expect(recordToFolder.output.contains("Counters.State(left: 1"), "the session goes on")
    var blocked = tutor
    let file = tutor.state + "/not-a-folder"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    blocked.environment["XDG_STATE_HOME"] = file
    let saving = try blocked.run(["learn", "basics", "--lang", "es"], input: ":next\n:next\n")
    let lines = saving.error.split(separator: "\n")
    #expect(lines.filter { $0.contains("no he podido guardar tu progreso") }.count == 1, "\(saving.error)")
    #expect(saving.error.contains("\(file) es un fichero, y aquí hace falta una carpeta"), "\(saving.error)")
    #expect(!saving.error.contains("Cocoa"))
  }

  @Test("Names quoted from a hostile transcript or argument are shown, not obeyed")
  func quotedNames() throws {
    let file = tutor.state + "/hostile.txt"
    try Data("learn pull\0back\u{1B}[31m\n.inc\n".utf8).write(to: URL(fileURLWithPath: file))
    for format in ["text", "junit"] {
      let graded = try tutor.run(["grade", file, "--format", format])
      #expect(graded.output.contains("there is no lesson "), "\(graded.output)")
      #expect(graded.output.contains("pull␀back␛[31m"), "\(graded.output)")
      #expect(!graded.output.contains("\0") && !graded.output.contains("\u{1B}"))
    }
    let argument = try tutor.run(["play", "pull\u{1B}[31mback"])
    #expect(argument.error.hasPrefix("tutor: there is no lesson 'pull␛[31mback'"), "\(argument.error)")
  }
}
