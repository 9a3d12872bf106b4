import Foundation
import Testing

/// `tutor grade` run by an instructor on what a class really hands in: a file whose name is not
/// UTF-8 (graded under a shown name in every format, pseudonymised like any other), a student in
/// two files (one student in the summary), and the one line bound the prompt and the grader share.
@Suite("Class grading: names, students, the line bound")
struct ClassNamesAndBoundsEndToEndTests {
  let tutor = TutorProcess()
  let folder: String

  static let pullback = ["learn pullback"] + ClassGradingEndToEndTests.pullbackToTheEnd
  /// The name `j<0xFF>rg.txt`, as shown: its stray byte written `\xFF`.
  static let shown = "j\\xFFrg"

  /// ana: the whole lesson; bea: in two sittings, two files; and Jörg's file, whose name was
  /// saved in Latin-1 (`j<0xFF>rg.txt`): the whole lesson too.
  init() throws {
    folder = tutor.state + "/class"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let whole = Self.pullback.joined(separator: "\n") + "\n"
    try Data(whole.utf8).write(to: URL(fileURLWithPath: folder + "/ana.txt"))
    try Data((Self.pullback.prefix(9) + [":quit"]).joined(separator: "\n").utf8)
      .write(to: URL(fileURLWithPath: folder + "/bea.txt"))
    try Data(
      (["learn pullback", "# step: pullback/reach"] + Self.pullback.suffix(5)).joined(separator: "\n").utf8
    )
    .write(to: URL(fileURLWithPath: folder + "/bea.day2.txt"))
    let path = Array((folder + "/j").utf8) + [0xFF] + Array("rg.txt".utf8) + [0]
    let descriptor = open(path.map { CChar(bitPattern: $0) }, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let bytes = Array(whole.utf8)
    try #require(write(descriptor, bytes, bytes.count) == bytes.count)
  }

  @Test(
    "A name that is not UTF-8 is graded under its shown name in every format; the summary counts students")
  func shownName() throws {
    let text = try tutor.run(["grade", folder])
    #expect(text.status == 0, "\(text.output)\(text.error)")
    #expect(text.error.isEmpty, "\(text.error)")
    #expect(text.output.contains("\n\(Self.shown)  3/3  ✓✓ | ✓\n"), "\(text.output)")
    #expect(text.output.hasPrefix("ana      3/3  ✓✓ | ✓\nbea      3/3  ✓✓ | ✓\n"), "\(text.output)")
    // Four files, three students: the summary says students.
    #expect(text.output.contains("Class: 3 of 3 students graded\n"))
    let spanish = try tutor.run(["grade", folder, "--lang", "es"])
    #expect(spanish.output.contains("Clase: 3 de 3 estudiantes calificados\n"), "\(spanish.output)")
    let html = try tutor.run(["grade", folder, "--format", "html"]).output
    #expect(html.contains(Self.shown))
    #expect(html.contains("Class: 3 of 3 students graded"))
    let junit = try tutor.run(["grade", folder, "--format", "junit"]).output
    #expect(junit.contains("classname=\"\(folder)/\(Self.shown).txt\""), "\(junit)")
    let json = try tutor.run(["grade", folder, "--format", "json"]).output
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let names = (document["tests"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    #expect(names.filter { $0.hasPrefix(folder + "/\(Self.shown).txt · ") }.count == 3, "\(names)")
    // The same bytes, the same name, every run.
    #expect(try tutor.run(["grade", folder]).output == text.output)
  }

  @Test("--anonymize hides a name that is not UTF-8 like any other; the key names it as shown")
  func anonymized() throws {
    let key = tutor.state + "/key.tsv"
    for format in ["text", "json", "junit", "html"] {
      let result = try tutor.run(["grade", folder, "--format", format, "--anonymize", key])
      #expect(result.status == 0, "\(format)")
      #expect(result.error == "tutor: wrote the pseudonyms of 3 students to \(key)\n", "\(format)")
      for name in [folder, "\\xFF", "ana ", "bea ", ">ana<", ">bea<", "\"ana\"", "\"bea\""] {
        #expect(!result.output.contains(name), "\(format) shows \(name)")
      }
    }
    let mapping = try String(contentsOfFile: key, encoding: .utf8)
    let students = mapping.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t").last.map(String.init)
    }
    #expect(students.contains(Self.shown), "\(mapping)")
    #expect(students.count == 3)
  }

  /// A line of `count` bytes the parser refuses (`x…`): at the prompt an input error, recorded.
  static func line(_ count: Int) -> String { String(repeating: "x", count: count) }

  @Test(
    "The prompt and the grader share one line bound: 65,536 bytes recorded and graded; one more refused by both"
  )
  func lineBound() throws {
    let file = tutor.state + "/ivy.txt"
    var lines = Self.pullback.dropFirst().map { $0 }
    lines.insert(Self.line(65_537), at: 5)
    lines.insert(Self.line(65_536), at: 6)
    let learnt = try tutor.run(
      ["learn", "pullback", "--record", file], input: lines.joined(separator: "\n") + "\n")
    let refusal = "this line is longer than 65536 bytes, the limit for one line: not run, and not recorded"
    #expect(learnt.output.components(separatedBy: refusal).count == 2, "said once, for the longer line")
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    #expect(recorded.contains("\n" + Self.line(65_536) + "\n"))
    #expect(!recorded.contains(Self.line(65_537)))
    let graded = try tutor.run(["grade", file])
    #expect(graded.status == 0, "\(graded.output)\(graded.error)")
    #expect(graded.output.hasPrefix("ivy  3/3  ✓✓ | ✓\n"), "\(graded.output)")
    // A file with the longer line in it (not the prompt's: written by hand): the grader refuses
    // that line as the prompt did, says so where it stood, and grades the rest.
    let handmade = tutor.state + "/jay.txt"
    try Data((["learn pullback"] + lines).joined(separator: "\n").utf8).write(
      to: URL(fileURLWithPath: handmade))
    let json = try tutor.run(["grade", handmade, "--format", "json"])
    #expect(json.status == 0, "\(json.error)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let reach = (document["tests"] as? [[String: Any]])?.first {
      ($0["name"] as? String)?.hasSuffix("pullback/reach") == true
    }
    let code = try #require(reach?["test_code"] as? String)
    #expect(
      code.contains(
        "‹line 7 is longer than 65536 bytes, the limit for one line: not run (the prompt refuses it too)›\nxxxx"
      ),
      "\(code.suffix(300))")
    #expect(reach?["status"] as? String == "pass")
    let text = try tutor.run(["grade", handmade]).output
    #expect(text.hasPrefix("jay  3/3  ✓✓ | ✓\n\nClass: 1 of 1 student graded\n"), "\(text)")
    // `tutor run` of the same file refuses that line alike and runs the rest: the tests pass.
    let ran = try tutor.run(["run", handmade])
    #expect(ran.output.contains(refusal), "\(ran.output.suffix(500))")
    #expect(ran.status == 0, "\(ran.output.suffix(500))")
    let alone = try tutor.run(["learn", "pullback"], input: Self.line(65_537) + "\n:quit\n")
    #expect(alone.output.contains(refusal))
    var es = tutor
    es.environment["TUTOR_LANG"] = "es"
    let enEspañol = try es.run(["learn", "pullback"], input: Self.line(65_537) + "\n:quit\n")
    #expect(
      enEspañol.output.contains(
        "esta línea pasa de 65536 bytes, el límite por línea: no la ejecuto ni la grabo"))
  }

  @Test(
    "--anonymize with --exercises: the folder's student by the same pseudonym as their transcripts, in the key"
  )
  func anonymizedExercises() throws {
    let class_ = tutor.state + "/exercise-class"
    let ana = class_ + "/ana"
    try FileManager.default.createDirectory(atPath: ana, withIntermediateDirectories: true)
    try Data((Self.pullback.joined(separator: "\n") + "\n").utf8).write(
      to: URL(fileURLWithPath: ana + "/day1.txt"))
    // A file that does not compile: the compiler names it by its path, which holds the name.
    try Data("struct Stopwatch { let x: Int = \"no\" }\n".utf8).write(
      to: URL(fileURLWithPath: ana + "/Stopwatch.swift"))
    let key = tutor.state + "/key.tsv"
    let plain = try tutor.run(["grade", class_, "--exercises", ana])
    #expect(plain.output.contains(ana + "/Stopwatch.swift:1:"), "the test's premise: \(plain.output)")
    let result = try tutor.run(["grade", class_, "--exercises", ana, "--anonymize", key])
    #expect(result.status == 1)
    #expect(!result.output.contains("ana"), "\(result.output)")
    let rows = try String(contentsOfFile: key, encoding: .utf8).split(separator: "\n").dropFirst()
      .map { $0.split(separator: "\t").map(String.init) }
    #expect(rows.count == 1 && rows.first?.last == "ana", "\(rows)")
    let pseudonym = try #require(rows.first?.first)
    #expect(result.output.hasPrefix("\(pseudonym)  3/3  ✓✓ | ✓\n"), "\(result.output)")
    #expect(result.output.contains("Exercises in \(pseudonym)\n"))
    #expect(result.output.contains("\(pseudonym)/Stopwatch.swift:1:"))
    #expect(
      result.error.contains("tutor: wrote the pseudonym of 1 student to \(key)\n")
        && result.error.contains("tutor: wrote the pseudonym of this folder's student to \(key)\n"),
      "\(result.error)")
    // Exercism's JSON, exercises alone: no name in it; the key keeps its row.
    let json = try tutor.run(["grade", "--exercises", ana, "--format", "json", "--anonymize", key])
    #expect(!json.output.contains("ana"), "\(json.output)")
    #expect(json.output.contains(pseudonym + "/Stopwatch.swift"))
    #expect(
      try String(contentsOfFile: key, encoding: .utf8).components(separatedBy: pseudonym + "\tana\n").count
        == 2)
  }
}
