import Foundation
import Testing

/// `tutor grade` on a projector and across shards: `--anonymize` hides every name in every
/// format and writes who is who apart; the chart follows the course; `--merge` refuses shards
/// of different runs and names a missing one.
@Suite("Class grading: privacy, course order, shard runs")
struct GradePrivacyEndToEndTests {
  let tutor = TutorProcess()
  let folder: String

  /// alejandra: pullback to the end, then a skip; bernardo: `basics`, met after pullback in the
  /// folder but first in the course; cristina: pullback with a skipped test task.
  init() throws {
    folder = tutor.state + "/class"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let pullback = ["learn pullback"] + ClassGradingEndToEndTests.pullbackToTheEnd
    let files = [
      "alejandra.txt": pullback + [":skip"],
      "bernardo.txt": ["learn basics", ":next", ":next", ":next", ":skip", ":next", ":skip"],
      "cristina.txt": Array(pullback.prefix(11)) + [":skip"],
    ]
    for (name, lines) in files {
      try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
  }

  static let names = ["alejandra", "bernardo", "cristina"]

  @Test("--anonymize: no name in any format, the same pseudonyms every run, the key written apart")
  func anonymize() throws {
    let key = tutor.state + "/key.tsv"
    var seen: [String] = []
    for format in ["text", "json", "junit", "html"] {
      let result = try tutor.run(["grade", folder, "--format", format, "--anonymize", key])
      #expect(result.status == 1, "\(format)")
      #expect(result.error == "tutor: wrote the pseudonyms of 3 students to \(key)\n", "\(format)")
      for name in Self.names { #expect(!result.output.contains(name), "\(format) shows \(name)") }
      let mapping = try String(contentsOfFile: key, encoding: .utf8)
      seen.append(mapping)
      let rows = mapping.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
      #expect(rows.map { $0.count } == [2, 2, 2])
      #expect(Set(rows.map { $0[1] }) == Set(Self.names))
      for row in rows {
        #expect(row[0].wholeMatch(of: /student-[0-9a-f]{6}/) != nil)
        #expect(result.output.contains(row[0]), "\(format) lacks \(row[0])")
      }
    }
    // Stable: every run wrote the same key (the pseudonym comes from the name alone).
    #expect(Set(seen).count == 1)
    #expect(seen[0].hasPrefix("# tutor grade --anonymize: pseudonym, then the student"))
    let spanish = try tutor.run(["grade", folder, "--anonymize", key, "--lang", "es"])
    #expect(spanish.error == "tutor: he escrito los seudónimos de 3 estudiantes en \(key)\n")
    // The key cannot be written: a clear error, no report.
    let nowhere = try tutor.run(["grade", folder, "--anonymize", tutor.state + "/no/such/folder/key.tsv"])
    #expect(nowhere.status == 2 && nowhere.output.isEmpty)
    #expect(
      nowhere.error.hasPrefix(
        "tutor: could not write the pseudonyms to \(tutor.state)/no/such/folder/key.tsv: "))
    let help = try tutor.run(["help", "grade"])
    #expect(help.output.contains("--anonymize"))
  }

  @Test("HTML: every mark names its verdict in words; the chart and summary in course order")
  func courseOrderAndMarks() throws {
    let html = try tutor.run(["grade", folder, "--format", "html"]).output
    #expect(html.contains("<span class=\"mark pass\" title=\"task 1 · pullback/reach: passed\""))
    #expect(html.contains("<span class=\"mark skipped\" title=\"task 2 · pullback/first-test: skipped\""))
    // Course order: basics (lesson 1) before pullback (lesson 2), though the folder met pullback first.
    let chart = try #require(html.firstRange(of: "<svg id=\"chart\"").map { String(html[$0.lowerBound...]) })
    let labels = chart.matches(of: /<text x="0" y="\d+">([^<]*)<\/text>/).map { String($0.1) }
    let lessons = labels.map { $0.replacingOccurrences(of: "quiz ", with: "").split(separator: "/")[0] }
    let tasks = labels.filter { !$0.hasPrefix("quiz ") }
    #expect(tasks.first?.hasPrefix("basics/") == true, "\(labels)")
    #expect(tasks.last == "pullback/first-test", "\(labels)")
    #expect(lessons.count == labels.count)
    let text = try tutor.run(["grade", folder]).output
    let basics = try #require(text.range(of: "  basics/"))
    let pullback = try #require(text.range(of: "  pullback/reach"))
    #expect(basics.lowerBound < pullback.lowerBound)
    let spanish = try tutor.run(["grade", folder, "--format", "html", "--lang", "es"]).output
    #expect(spanish.contains("pullback/first-test: saltada\""))
  }

  @Test("JUnit: a skipped task is a <skipped/> counted in skipped, as the text report's –")
  func junitSkips() throws {
    let xml = try tutor.run(["grade", folder, "--format", "junit"]).output
    let suite = try #require(
      xml.split(separator: "\n").first { $0.contains("<testsuite name=\"\(folder)/cristina.txt\"") })
    #expect(suite.contains("failures=\"0\"") && suite.contains("skipped=\"1\""), "\(suite)")
    #expect(xml.contains("<skipped message=\"skipped (the reference solution was shown)\"/>"))
    let text = try tutor.run(["grade", folder]).output
    #expect(text.contains("cristina   2/3  ✓– | ✓"), "\(text)")
  }

  @Test("--merge: shards of another run refused, a missing shard named")
  func shardRuns() throws {
    func shard(_ share: String, of root: String, as name: String) throws -> String {
      let file = tutor.state + "/" + name
      try tutor.run(["grade", root, "--shard", share, "--format", "json"]).output
        .write(toFile: file, atomically: true, encoding: .utf8)
      return file
    }
    let one = try shard("1/2", of: folder, as: "one.json")
    let two = try shard("2/2", of: folder, as: "two.json")
    let whole = try tutor.run(["grade", "--merge", one, two])
    #expect(whole.output == (try tutor.run(["grade", folder])).output)
    // The v3 shape is untouched: the run's identity lives under "tutor".
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: one))) as? [String: Any])
    #expect(Set(object.keys).isSubset(of: ["version", "status", "message", "tests", "tutor"]))
    let mark = try #require((object["tutor"] as? [String: Any])?["shard"] as? [String: Any])
    #expect(mark["index"] as? Int == 1 && mark["count"] as? Int == 2 && mark["run"] is String)

    let missing = try tutor.run(["grade", "--merge", one])
    #expect(missing.status == 2 && missing.output.isEmpty)
    #expect(
      missing.error
        == "tutor: shard 2/2 is missing (given: 1/2): add its JSON report, or grade that shard again\n")
    let spanish = try tutor.run(["grade", "--merge", one, "--lang", "es"])
    #expect(spanish.error.hasPrefix("tutor: falta el trozo 2/2 (tienes: 1/2)"))

    // Another class (a student more): its shard 2/2 is of another run.
    let other = tutor.state + "/other"
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
    for name in ["alejandra", "bernardo", "cristina", "dario"] {
      try FileManager.default.copyItem(atPath: folder + "/alejandra.txt", toPath: other + "/\(name).txt")
    }
    let foreign = try shard("2/2", of: other, as: "foreign.json")
    let mixed = try tutor.run(["grade", "--merge", one, foreign])
    #expect(mixed.status == 2 && mixed.output.isEmpty)
    #expect(mixed.error.hasPrefix("tutor: \(foreign) is shard 2/2 of another run ("), "\(mixed.error)")
    #expect(mixed.error.contains("than \(one) (run "))
    // Another n: shard 1/3 and shard 2/2 are not of one run.
    let third = try shard("1/3", of: folder, as: "third.json")
    #expect(try tutor.run(["grade", "--merge", third, two]).error.contains("of another run"))
  }

  @Test("The same folder gives byte-identical reports on a quiet and a busy machine")
  func busyMachine() throws {
    let formats = ["text", "json", "junit", "html"]
    let quiet = try formats.map { try tutor.run(["grade", folder, "--format", $0, "--details"]) }
    // One busy loop per core beside the grader, bounded in count (it ends by itself) and killed
    // at the end whatever happens (10 million shell steps, some seconds).
    let loops = (0..<2).map { _ -> Process in
      let loop = Process()
      loop.executableURL = URL(fileURLWithPath: "/bin/sh")
      loop.arguments = ["-c", "i=0; while [ $i -lt 10000000 ]; do i=$((i+1)); done"]
      return loop
    }
    var started: [Process] = []
    defer {
      for loop in started where loop.isRunning { kill(loop.processIdentifier, SIGKILL) }
      for loop in started { loop.waitUntilExit() }
    }
    for loop in loops {
      try loop.run()
      started.append(loop)
    }
    let busy = try formats.map { try tutor.run(["grade", folder, "--format", $0, "--details"]) }
    for (index, format) in formats.enumerated() {
      #expect(busy[index].output == quiet[index].output, "\(format)")
      #expect(busy[index].status == quiet[index].status, "\(format)")
    }
  }
}
