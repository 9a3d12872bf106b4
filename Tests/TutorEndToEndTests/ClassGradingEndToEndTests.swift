import Foundation
import Testing

/// `tutor grade` on a class folder, as an instructor or a CI job runs it: every format checked by
/// an independent parser (Python's XML and HTML parsers, headless Chromium where installed),
/// shards merged back, and a hostile folder that still finishes.
@Suite("Class grading, end to end")
struct ClassGradingEndToEndTests {
  let tutor = TutorProcess()
  let folder: String

  static let pullbackToTheEnd = [
    ":next", "a", ":next", ":next", ":next", ".left(.inc)", ".left(.inc)", ".right(.dec)", ":next", ":next",
    "send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }", "finish",
  ]

  /// ana: all right, then `:skip` after the pass; bea: a wrong first quiz answer, a skip; carl: a
  /// play transcript; dan: control characters, NUL and bytes that are not UTF-8.
  init() throws {
    folder = tutor.state + "/class"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    func write(_ name: String, _ data: Data) throws {
      try data.write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    try write(
      "ana.txt", Data((["learn pullback"] + Self.pullbackToTheEnd + [":skip"]).joined(separator: "\n").utf8))
    try write(
      "bea.txt",
      Data(
        [
          "learn pullback", ":next", "b", "a", ":next", ":next", ":next", ".left(.inc)", ".left(.inc)",
          ".right(.dec)",
          ":next", ":next", "send .left(.inc) { $0.left = 1 }", ":skip",
        ].joined(separator: "\n").utf8))
    try write("carl.txt", Data("play pullback\n.left(.inc)\n".utf8))
    try write(
      "dan.txt",
      Data("learn pullback\n:next\n".utf8) + Data([0x1B, 0x5B, 0x32, 0x4A, 0x01, 0x00, 0xFF, 0xC3, 0x0A])
        + Data("a\n]]></x>&<script>\n".utf8))
  }

  @Test("Text: a line per student, the class summary, no raw control character; exit 1")
  func text() throws {
    let result = try tutor.run(["grade", folder])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        """
        ana   3/3  ✓✓ | ✓
        bea   1/3  ✓– | ✗
        carl  error: play transcripts have no tasks to grade
        dan   1/3  ·· | ✓

        Class: 3 of 4 students graded

        """))
    #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let spanish = try tutor.run(["grade", folder, "--lang", "es"])
    #expect(
      spanish.output.contains("carl  error: las transcripciones de play no tienen tareas que corregir\n"))
  }

  @Test(
    "JUnit parses as XML; not-done is a failure, an unreadable transcript an error",
    .enabled(if: Python.isAvailable, "needs python3"))
  func junit() throws {
    let result = try tutor.run(["grade", folder, "--format", "junit"])
    let summary = try Python.run(
      """
      import sys, json, xml.etree.ElementTree as ET
      root = ET.fromstring(sys.stdin.buffer.read())
      out = {"totals": [root.get(k) for k in ("tests", "failures", "errors", "skipped")], "suites": {}}
      for suite in root.iter("testsuite"):
          out["suites"][suite.get("name").split("/")[-1]] = [
              [case.get("name"), [child.tag for child in case]] for case in suite.iter("testcase")]
      print(json.dumps(out))
      """, input: result.output)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any])
    #expect(object["totals"] as? [String] == ["10", "3", "1", "1"])
    let suites = try #require(object["suites"] as? [String: [[Any]]])
    #expect(suites["ana.txt"]?.map { $0[1] as? [String] } == [[], [], []])
    #expect(
      suites["bea.txt"]?.map { $0[0] as? String } == [
        "quiz 1 · pullback/predict", "task 1 · pullback/reach", "task 2 · pullback/first-test",
      ])
    // bea's skipped task is a JUnit skip, as the text report's – is not a ✗.
    #expect(suites["bea.txt"]?.map { $0[1] as? [String] } == [["failure"], [], ["skipped"]])
    #expect(suites["carl.txt"]?.map { $0[1] as? [String] } == [["error"]])
  }

  @Test("--output-dir: one Exercism results.json per transcript, with the v3 fields")
  func outputDirectory() throws {
    let out = tutor.state + "/results"
    let result = try tutor.run(["grade", folder, "--format", "json", "--output-dir", out])
    #expect(result.error == "tutor: wrote 4 results.json files under \(out)\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(names == ["ana", "bea", "carl", "dan"])
    for name in names {
      let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name)/results.json"))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["version"] as? Int == 3)
      let tests = try #require(object["tests"] as? [[String: Any]])
      for test in tests {
        #expect(test["name"] is String && test["test_code"] is String, "\(name)")
        #expect(["pass", "fail"].contains(test["status"] as? String), "\(name)")
        #expect(test["status"] as? String == "pass" || test["message"] is String, "\(name)")
      }
      switch name {
      case "ana": #expect(object["status"] as? String == "pass")
      case "carl":
        #expect(object["status"] as? String == "error")
        #expect(object["message"] as? String == "play transcripts have no tasks to grade")
      default: #expect(object["status"] as? String == "fail")
      }
    }
    // The folder of results.json files merges back into the class report.
    let merged = try tutor.run(["grade", "--merge", out])
    #expect(merged.output == (try tutor.run(["grade", folder])).output)
  }

  @Test("--shard i/n and --merge: three shards merged give the report of the whole class")
  func shardsAndMerge() throws {
    let whole = try tutor.run(["grade", folder])
    var shards: [String] = []
    for index in 1...3 {
      let part = try tutor.run(["grade", folder, "--shard", "\(index)/3", "--format", "json"])
      let file = tutor.state + "/shard-\(index).json"
      try part.output.write(toFile: file, atomically: true, encoding: .utf8)
      shards.append(file)
    }
    let merged = try tutor.run(["grade", "--merge"] + shards)
    #expect(merged.output == whole.output)
    #expect(merged.status == 1)
    let bad = try tutor.run(["grade", folder, "--shard", "4/3"])
    #expect(bad.status == 2)
    #expect(bad.error == "tutor: --shard takes i/n with 1 ≤ i ≤ n, e.g. --shard 2/10 (not '4/3')\n")
    let notJSON = try tutor.run(["grade", "--merge", folder + "/ana.txt"])
    #expect(notJSON.status == 2)
    #expect(notJSON.error.contains("ana.txt holds no results of tutor grade --format json"))
    // A duplicate shard: refused, the student named.
    let twice = try tutor.run(["grade", "--merge", shards[0], shards[0], shards[1], shards[2]])
    #expect(twice.status == 2)
    #expect(twice.error.contains("is in more than one of the documents"), "\(twice.error)")
  }

  @Test("--output-dir never writes through a symbolic link planted inside it")
  func plantedLink() throws {
    let out = tutor.state + "/out"
    let elsewhere = tutor.state + "/elsewhere"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: out + "/bea", withDestinationPath: elsewhere)
    let result = try tutor.run(["grade", folder, "--format", "json", "--output-dir", out])
    #expect(result.status == 2)
    #expect(result.error.contains("not writing through \(out)/bea"), "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == [])
  }

  @Test(
    "HTML: one self-contained file that parses, with the chart, the table and the diffs",
    .enabled(if: Python.isAvailable, "needs python3"))
  func html() throws {
    let result = try tutor.run(["grade", folder, "--format", "html", "--lang", "es"])
    #expect(result.status == 1)
    #expect(!result.output.contains("http://") || !result.output.contains("src="))
    let check = try Python.run(
      """
      import sys, json, xml.etree.ElementTree as ET
      from html.parser import HTMLParser
      text = sys.stdin.read()
      class Strict(HTMLParser):
          void = {"meta", "br", "img", "link", "input", "hr", "rect"}
          def __init__(self):
              super().__init__(); self.stack = []; self.errors = []
          def handle_starttag(self, tag, attrs):
              if tag not in self.void: self.stack.append(tag)
          def handle_startendtag(self, tag, attrs): pass
          def handle_endtag(self, tag):
              if not self.stack or self.stack.pop() != tag: self.errors.append(tag)
      parser = Strict(); parser.feed(text); parser.close()
      root = ET.fromstring(text.split("\\n", 1)[1])
      ns = "{http://www.w3.org/2000/svg}"
      rows = root.findall(".//table[@id='students']/tbody/tr")
      print(json.dumps({"errors": parser.errors, "open": parser.stack, "lang": root.get("lang"),
        "rows": [r.find("td").text for r in rows], "bars": len(root.findall(".//" + ns + "g")),
        "details": len(root.findall(".//details")), "scripts": [s.get("src") for s in root.iter("script")],
        "diff": len(root.findall(".//pre[@class='diff']/span[@class='del']"))}))
      """, input: result.output)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(check.utf8)) as? [String: Any])
    #expect(object["errors"] as? [String] == [])
    #expect(object["open"] as? [String] == [])
    #expect(object["lang"] as? String == "es")
    #expect(object["rows"] as? [String] == ["ana", "bea", "carl", "dan"])
    #expect(object["bars"] as? Int == 3)
    #expect(object["details"] as? Int == 3)
    #expect((object["scripts"] as? [Any])?.map { $0 is NSNull } == [true])
    #expect(object["diff"] as? Int == 1)
    #expect(result.output.contains("Informe de la clase"))
  }

  @Test(
    "HTML renders in a real browser (headless Chromium) with the same structure",
    .enabled(if: Chromium.path != nil, "needs chromium (apt-get install chromium)"))
  func htmlInBrowser() throws {
    let result = try tutor.run(["grade", folder, "--format", "html"])
    let file = tutor.state + "/report.html"
    try result.output.write(toFile: file, atomically: true, encoding: .utf8)
    let dom = try Chromium.dumpDOM(file)
    #expect(dom.contains("<table id=\"students\">"))
    #expect(dom.components(separatedBy: "<tr").count - 1 == 1 + 4 + 1 + 3)
    #expect(dom.components(separatedBy: "class=\"bar ").count - 1 == 3)
    #expect(dom.contains("Class report"))
    #expect(dom.contains("data-script=\"ran\""))
    // Sorted by score, lowest first (an error before everyone), by the page's own script.
    let sorted = try Chromium.dumpDOM(file + "#sort=1")
    let names = sorted.components(separatedBy: "<tr").dropFirst(2).prefix(4).map {
      $0.components(separatedBy: "<td>")[1].components(separatedBy: "</td>")[0]
    }
    #expect(names == ["carl", "bea", "dan", "ana"])
  }

  @Test("A hostile folder finishes: every other file graded, each bad one named with its bound")
  func hostileFolder() throws {
    let hostile = tutor.state + "/hostile"
    try FileManager.default.createDirectory(atPath: hostile, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: folder + "/ana.txt", toPath: hostile + "/ana.txt")
    var long = Data("learn pullback\n".utf8)
    long.append(Data(repeating: UInt8(ascii: "x"), count: 8_000_000))
    try long.write(to: URL(fileURLWithPath: hostile + "/big.txt"))
    // Each line stops at the prompt's own bound (10,000 wake-ups); the eleventh passes the file's.
    try
      ("learn foreach\n.addRow\n.rows(.element(id: 0, action: .onAppear))\n"
      + String(repeating: "advance 100000000s\n", count: 11))
      .write(toFile: hostile + "/timer.txt", atomically: true, encoding: .utf8)
    try ("learn pullback\n" + String(repeating: "state\n", count: 25_000))
      .write(toFile: hostile + "/many.txt", atomically: true, encoding: .utf8)
    // The bounds that count work are under test, not the wall-clock `--timeout`: a debug build on
    // a busy machine can take seconds on the timer file, so the timeout is set out of reach.
    let result = try tutor.run(["grade", hostile, "--format", "json", "--timeout", "3600"])
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["status"] as? String == "fail")
    let tests = try #require(object["tests"] as? [[String: Any]])
    let errors = tests.filter { $0["status"] as? String == "error" }.map { $0["message"] as? String ?? "" }
    #expect(
      errors == [
        "more than 20000 lines, the limit for one transcript: not graded",
        "line 14 needs more than 100000 clock wake-ups, the limit for one transcript: not graded",
      ])
    #expect(tests.filter { ($0["name"] as? String)?.contains("ana.txt") == true }.count == 3)
    // The 8 MB line is refused as the prompt refuses it (read past, never held): the file grades,
    // nothing done, the refusal where the line stood.
    let big = tests.filter { ($0["name"] as? String)?.contains("big.txt") == true }
    #expect(big.count == 3 && big.allSatisfy { $0["status"] as? String == "fail" })
    let badTimeout = try tutor.run(["grade", hostile, "--timeout", "0"])
    #expect(badTimeout.status == 2)
    #expect(
      badTimeout.error == "tutor: --timeout takes seconds greater than 0, e.g. --timeout 10 (not '0')\n")
  }
}

/// Python 3 for independent checks of what the tutor wrote.
enum Python {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let isAvailable: Bool = (try? run("print(1)", input: "")) == "1\n"

  static func run(_ script: String, input: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: String(decoding: error, as: UTF8.self))
    }
    return String(decoding: output, as: UTF8.self)
  }
}

/// Headless Chromium, where installed (`.ci/ensure-test-tools` tries to install it).
enum Chromium {
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The DOM after the page loaded and its script ran.
  static func dumpDOM(_ file: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/chromium")
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--user-data-dir=" + NSTemporaryDirectory()
        + "/chromium-\(UUID().uuidString)", "--dump-dom", "file://" + file,
    ]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }
}
