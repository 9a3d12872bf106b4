import EngineTestSupport
import Foundation
import Testing

@testable import Grading
@testable import Learning
@testable import PromptLanguage
@testable import TutorSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Grading a class: every verdict right, the same in every format, and untrusted text shown safely.
@Suite("Class grading")
struct ClassGradingTests {
  let grader: Grader
  let catalog: Catalog
  let results: [GradeResult]

  init() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    grader = Grader(library: library, catalog: catalog)
    results = ClassFixture.all.map { [grader] in grader.grade(text: $0.1, file: $0.0) }
  }

  func result(_ student: String) -> GradeResult {
    results.first { $0.student == student } ?? .failure(student, "not in the fixture")
  }

  @Test("A task passed stays passed: :skip afterwards shows the reference but keeps the credit")
  func skipAfterPass() throws {
    let ana = result("ana")
    #expect(ana.entries.map(\.status) == [.pass, .pass, .pass])
    #expect(ana.passed)
    // The learner's own progress agrees.
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let learn = try #require(LearnSession(library: library, lesson: "pullback", language: "en"))
    for line in ClassFixture.pullbackToTheEnd + [":skip"] { _ = learn.handle(line) }
    let record = try #require(learn.record.steps["pullback"]?["first-test"])
    #expect(record.done && !record.skipped)
  }

  @Test("Quizzes count: the first answer is graded, with the chosen and the right answer")
  func quizzes() {
    let bea = result("bea")
    let quiz = bea.quizzes[0]
    #expect(quiz.kind == .quiz && quiz.step == "predict" && quiz.number == 1)
    #expect(quiz.status == .fail)
    #expect(quiz.chosen == "1 -1 4" && quiz.answer == "2 -1 4")
    #expect(result("ana").quizzes[0].status == .pass)
    #expect(result("eve").quizzes.map(\.status) == [.skipped, .pass])
  }

  @Test("A typo the parser rejects is not a failed attempt; a failed check is")
  func attempts() {
    let bea = result("bea")
    #expect(bea.tasks.map(\.status) == [.pass, .skipped])
    #expect(bea.tasks.map(\.attempts) == [0, 1])
    #expect(bea.tasks[0].code == [".left(.inc)", ".left(.nope)", ".left(.inc)", ".right(.dec)"])
    #expect(bea.tasks[1].firstFailure?.contains("− Counters.State(left: 1, right: 0, seen: 0)") == true)
  }

  @Test("Play transcripts have no tasks; a transcript with two lessons grades both")
  func doorsAndLessons() {
    #expect(result("carl").error == "play transcripts have no tasks to grade")
    let eve = result("eve")
    #expect(eve.lessons == ["basics", "pullback"])
    #expect(
      eve.tasks.map(\.name) == ["basics/reach", "basics/first-test", "pullback/reach", "pullback/first-test"])
    #expect(eve.tasks.map(\.status) == [.skipped, .skipped, .pass, .pass])
    #expect(eve.tasks.map(\.number) == [1, 2, 1, 2])
  }

  @Test("The text report: a line per student with score and marks, then the class summary")
  func textReport() {
    let text = GradeReport.render(results, format: .text, catalog: catalog)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(lines.prefix(5)) == [
        "ana   3/3  ✓✓ | ✓",
        "bea   1/3  ✓– | ✗",
        "carl  error: play transcripts have no tasks to grade",
        "dan   2/3  ✓· | ✓",
        "eve   3/6  ––✓✓ | –✓",
      ])
    #expect(text.contains("Class: 4 of 5 students graded"))
    #expect(text.contains("  task                 passed     median failed attempts  hints  skips\n"))
    #expect(text.contains("  pullback/reach       4/4 100 %  0                       0      0\n"))
    #expect(text.contains("  pullback/first-test  2/4 50 %   0                       0      1\n"))
    #expect(text.contains("  pullback/predict     3/4 75 %\n"))
    #expect(text.hasSuffix("  basics/predict       0/1 0 %\nPoints 9/15"))
    #expect(!text.contains("first failure"))
    let twins = [result("ana"), GradeResult(file: "b/ana.txt", lessons: [], entries: [], error: "x")]
    #expect(GradeReport.studentNames(twins) == ["ana.txt", "b/ana.txt"])
    let details = GradeReport.render(results, format: .text, catalog: catalog, details: true)
    #expect(details.contains("  ✗ quiz predict · first answer: 1 -1 4; the right answer: 2 -1 4\n"))
    #expect(
      details.contains("      first failure:\n      pullback 7/9 test> send .left(.inc) { $0.left = 1 }\n"))
  }

  @Test("Nothing a student typed reaches the terminal raw: control characters become visible")
  func controlCharacters() {
    for format in GradeReport.Format.allCases {
      let report = GradeReport.render(results, format: format, catalog: catalog, details: true)
      let raw = report.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      }
      #expect(raw.isEmpty, "\(format): \(raw.map(\.value))")
      #expect(!report.contains("\u{202E}"), "\(format)")
    }
    let dan = result("dan")
    #expect(dan.tasks[1].code == ["send .left(.inc) ␛[2J␛]0;pwned␇ ␁␀\\u{202E}"])
  }

  @Test("JSON is Exercism's v3: task_id per lesson, test_code the learner's lines, a not-done task fails")
  func exercism() throws {
    let object = try #require(
      JSONSerialization.jsonObject(
        with: Data(ExercismResults.transcriptDocument(result("bea"), catalog: catalog).utf8))
        as? [String: Any])
    try ExercismSchema.validate(object)
    #expect(object["status"] as? String == "fail")
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(
      tests.map { $0["name"] as? String } == [
        "quiz 1 · pullback/predict", "task 1 · pullback/reach", "task 2 · pullback/first-test",
      ])
    #expect(tests.map { $0["task_id"] as? Int } == [nil, 1, 2])
    #expect(tests.map { $0["status"] as? String } == ["fail", "pass", "fail"])
    #expect(tests[1]["test_code"] as? String == ".left(.inc)\n.left(.nope)\n.left(.inc)\n.right(.dec)")
    #expect(tests[0]["message"] as? String == "first answer: 1 -1 4; the right answer: 2 -1 4")
    #expect(tests[2]["message"] as? String == "skipped (the reference solution was shown)")
    let error = try #require(
      JSONSerialization.jsonObject(
        with: Data(ExercismResults.transcriptDocument(result("carl"), catalog: catalog).utf8))
        as? [String: Any])
    try ExercismSchema.validate(error)
    #expect(error["status"] as? String == "error")
    #expect(error["message"] as? String == "play transcripts have no tasks to grade")
    let all = try #require(
      JSONSerialization.jsonObject(
        with: Data(GradeReport.render(results, format: .json, catalog: catalog).utf8))
        as? [String: Any])
    try ExercismSchema.validate(all)
    #expect(all["status"] as? String == "fail")
  }

  @Test("JSON documents carry the results back: merging shards gives the same report")
  func mergeRoundTrip() throws {
    let files = results.map(\.file)
    var merged: [GradeResult] = []
    for index in 1...3 {
      let shard = try #require(GradeOptions.Shard("\(index)/3"))
      let share = results.filter { shard.select(files).contains($0.file) }
      let json = GradeReport.render(share, format: .json, catalog: catalog)
      merged += try #require(GradeReport.results(in: Data(json.utf8)))
    }
    merged.sort { $0.file < $1.file }
    #expect(merged == results)
    #expect(
      GradeReport.render(merged, format: .text, catalog: catalog)
        == GradeReport.render(results, format: .text, catalog: catalog))
  }

  @Test("Shards: every file in exactly one, stable, balanced")
  func shards() throws {
    let files = (1...23).map { "s\($0).txt" }.shuffled()
    let shares = try (1...4).map { try #require(GradeOptions.Shard("\($0)/4")).select(files) }
    #expect(shares.flatMap { $0 }.sorted() == files.sorted())
    #expect(shares.map(\.count) == [6, 6, 6, 5])
    #expect(try #require(GradeOptions.Shard("2/4")).select(files.reversed()) == shares[1])
    for bad in ["0/4", "5/4", "1/0", "a/b", "2", "-1/3"] { #expect(GradeOptions.Shard(bad) == nil, "\(bad)") }
  }
}

/// The JUnit document read back with Foundation's XML parser (libxml2): well-formed, and the
/// same verdicts as every other format.
@Suite("JUnit report")
struct JUnitReportTests {
  @Test("Parsed by XMLDocument: a failure per task or quiz not passed, an error per ungradable file")
  func parsed() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    let grader = Grader(library: library, catalog: catalog)
    let results = ClassFixture.all.map { grader.grade(text: $0.1, file: $0.0) }
    let xml = GradeReport.render(results, format: .junit, catalog: catalog)
    let document = try XMLDocument(xmlString: xml, options: [])
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "16")
    // A skipped task or quiz is a JUnit skip (the text report's –), not a failure.
    #expect(root.attribute(forName: "failures")?.stringValue == "2")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    #expect(root.attribute(forName: "skipped")?.stringValue == "4")
    #expect(suites(root).map { $0.attribute(forName: "skipped")?.stringValue } == ["0", "1", "0", "0", "3"])
    func suites(_ root: XMLElement) -> [XMLElement] { root.elements(forName: "testsuite") }
    let suites = root.elements(forName: "testsuite")
    #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ClassFixture.all.map(\.0))
    func verdicts(_ suite: XMLElement) -> [String] {
      suite.elements(forName: "testcase").map { ($0.children?.first as? XMLElement)?.name ?? "pass" }
    }
    #expect(
      suites.map(verdicts) == [
        ["pass", "pass", "pass"], ["failure", "pass", "skipped"], ["error"], ["pass", "pass", "failure"],
        ["skipped", "skipped", "skipped", "pass", "pass", "pass"],
      ])
    // What dan typed, control characters and all, is in the document as visible symbols.
    let dan = try #require(suites[3].elements(forName: "testcase").last?.elements(forName: "failure").first)
    #expect(dan.stringValue?.contains("␛[2J␛]0;pwned␇ ␁␀\\u{202E}") == true)
  }
}
