import EngineTestSupport
import Foundation
import Testing

@testable import Grading
@testable import Learning
@testable import TutorSupport

/// The verdicts a real class produces (issue 23): an explore task tried and not reached, the
/// lesson's declared warning, every hint counted, a 6,000-byte line, a long advance, rates that
/// round; and a class folder with `.tutor` and `.TXT` files, a nested folder, links and a name
/// that is not UTF-8.
@Suite("Class verdicts")
struct ClassVerdictTests {
  let catalog: Catalog
  let results: [String: GradeResult]

  init() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    catalog = try Catalog.load(language: "en", from: RepositoryFolders.locales)
    let grader = Grader(library: library, catalog: catalog)
    results = Dictionary(
      uniqueKeysWithValues: ClassFixture.more.map { ($0.0, grader.grade(text: $0.1, file: $0.0)) })
  }

  @Test("An explore task tried and not reached fails, 'goal not reached: …'; never tried, it is not done")
  func exploreFails() throws {
    let fay = try #require(results["fay.txt"])
    #expect(fay.tasks.map(\.status) == [.fail, .notDone])
    #expect(fay.tasks[0].firstFailure == "goal not reached: left == 2, right == -1")
    let text = GradeReport.render([fay], format: .text, catalog: catalog, details: true)
    // No "failed · no failed attempts": a count is said when there is one.
    #expect(text.contains("  ✗ reach · failed\n"))
    #expect(text.contains("  · first-test · not done\n"))
  }

  @Test("The wrong attempt the lesson declares brings its own warning; every :hint is counted")
  func declaredWarning() throws {
    let gus = try #require(results["gus.txt"])
    let reach = gus.tasks[0]
    #expect(reach.status == .fail)
    #expect(
      reach.firstFailure?.hasPrefix("goal not reached: detail.id == 1, detail.seconds == 2\n⚠ 'ifLet'")
        == true)
    // Three hints on the ladder, a fourth `:hint` asked: four counted.
    #expect(reach.hints == 4)
  }

  @Test("A 6,000-byte line and an 800-second advance grade like any other line")
  func boundsOfTheprompt() throws {
    let ivy = try #require(results["ivy.txt"])
    #expect(ivy.error == nil)
    #expect(ivy.tasks[0].status == .pass)
    let jay = try #require(results["jay.txt"])
    #expect(jay.error == nil, "\(jay.error ?? "")")
    #expect(jay.tasks[0].status == .pass)
  }

  @Test("Rates round to the nearest percent: 2 of 3 is 67 %")
  func rounding() {
    func row(_ passed: Int, of students: Int) -> ClassSummary.Row {
      ClassSummary.Row(kind: .task, lesson: "l", step: "s", students: students, passed: passed)
    }
    #expect(row(2, of: 3).rate == 67)
    #expect(row(1, of: 8).rate == 13)
    #expect(row(1, of: 3).rate == 33)
    #expect(row(0, of: 0).rate == 0)
  }

  @Test(
    "A class folder: .tutor, .TXT and nested files graded; links, other files and a non-UTF-8 name listed as skipped"
  )
  func folderScan() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
      .path
    let outside = root + "-outside"
    defer {
      try? FileManager.default.removeItem(atPath: root)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try FileManager.default.createDirectory(atPath: root + "/week2", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    for name in ["ana.tutor", "BEA.TXT", "week2/carl.transcript", "notes.md", ".hidden.txt"] {
      try Data(ClassFixture.ana.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }
    try Data(ClassFixture.ana.utf8).write(to: URL(fileURLWithPath: outside + "/mallory.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: root + "/mallory.txt", withDestinationPath: outside + "/mallory.txt")
    try FileManager.default.createSymbolicLink(atPath: root + "/copy.txt", withDestinationPath: "ana.tutor")
    // A name with a byte that is not UTF-8 (0xFF), made with the C library, holding Ana's work;
    // and one whose own text is what that name is shown as.
    try Self.save(ClassFixture.ana, toBytes: Array((root + "/j").utf8) + [0xFF] + Array("rg.txt".utf8))
    try Self.save(ClassFixture.ana, toBytes: Array((root + "/k").utf8) + [0xFF] + Array("l.txt".utf8))
    try Data().write(to: URL(fileURLWithPath: root + "/k\\xFFl.txt"))
    let scan = TranscriptScan(paths: [root])
    #expect(
      scan.files
        == ["BEA.TXT", "ana.tutor", "j\\xFFrg.txt", "k\\xFFl.txt", "week2/carl.transcript"].map {
          root + "/" + $0
        })
    let skipped = scan.skipped.map { ($0.path.replacingOccurrences(of: root + "/", with: ""), $0.reason) }
    #expect(skipped.map(\.0) == ["copy.txt", "k\\xFFl.txt", "mallory.txt", "notes.md"])
    #expect(
      skipped.map(\.1) == [
        "grade.notGraded.link", "grade.notGraded.name", "grade.notGraded.link", "grade.notGraded.suffix",
      ])
    // Graded under the name shown, opened by its own bytes: Ana's work, as graded from ana.tutor.
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let grader = Grader(library: library, catalog: catalog)
    let graded = grader.grade(file: root + "/j\\xFFrg.txt", in: scan)
    #expect(graded.error == nil)
    #expect(graded.student == "j\\xFFrg")
    #expect(graded.entries == grader.grade(file: root + "/ana.tutor").entries)
    #expect(graded.possible > 0)
    // The file that is itself named `k\xFFl.txt` (empty) is the one the scan lists as graded.
    #expect(grader.grade(file: root + "/k\\xFFl.txt", in: scan).error != nil)
  }

  @Test("A name shown: UTF-8 as it is, each stray byte as \\xHH; the same bytes, the same name")
  func shownNames() {
    #expect(TranscriptScan.shownName(Array("café.txt".utf8)) == "café.txt")
    #expect(TranscriptScan.shownName([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x74]) == "caf\\xE9.t")
    #expect(TranscriptScan.shownName([0xC3]) == "\\xC3")
    #expect(TranscriptScan.shownName([0xFF, 0xC3, 0xA9, 0x80]) == "\\xFFé\\x80")
  }

  /// Writes `text` to the file whose path is `bytes` (the C library: any bytes but `/` and NUL).
  static func save(_ text: String, toBytes bytes: [UInt8]) throws {
    let path = bytes + [0]
    let descriptor = open(path.map { CChar(bitPattern: $0) }, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let data = Array(text.utf8)
    #expect(write(descriptor, data, data.count) == data.count)
  }
}

/// A lesson done in two sittings: in one file (`--record` appends) or in two, by folder or by
/// name, graded as one learner's work; the step markers put each line at its step.
@Suite("Two sittings")
struct TwoSittingsTests {
  let grader: Grader

  init() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    grader = Grader(
      library: library, catalog: try Catalog.load(language: "en", from: RepositoryFolders.locales))
  }

  /// Day 1: the quiz and the explore task, then `:quit` at `order`. Day 2 (the tutor opens at
  /// the saved step, and the recorder marks it): the test, passed.
  static let day1 = [
    "learn pullback", "# step: pullback/crew", ":next", "# step: pullback/predict", "a", ":next", ":next",
    ":next",
    "# step: pullback/reach", ".left(.inc)", ".left(.inc)", ".right(.dec)", ":next", "# step: pullback/order",
    ":quit",
  ]
  static let day2 = [
    "learn pullback", "# step: pullback/order", ":next", "# step: pullback/first-test",
    "send .left(.inc) { $0.left = 1; $0.seen = 1 }", "send .clearLog { $0.seen = 2 }", "finish", ":quit",
  ]

  @Test("One file with both sittings: 3/3; the day-2 test is graded as the test, not as step 1")
  func oneFile() {
    let result = grader.grade(text: (Self.day1 + Self.day2).joined(separator: "\n"), file: "ana.txt")
    #expect(result.error == nil)
    #expect(result.entries.map(\.status) == [.pass, .pass, .pass])
    // Day 2 alone starts at its marker: the test passes there.
    let alone = grader.grade(text: Self.day2.joined(separator: "\n"), file: "day2.txt")
    #expect(alone.tasks.map(\.status) == [.notDone, .pass])
  }

  @Test("A task failed in one sitting and passed in another is passed; attempts and hints add up")
  func passedInAnySitting() {
    let failed =
      Self.day1.dropLast() + [
        ":next", "send .left(.inc) { $0.left = 1 }", ":hint", ":quit",
      ]
    let results = [
      grader.grade(text: failed.joined(separator: "\n"), file: "class/ana.txt"),
      grader.grade(text: Self.day2.joined(separator: "\n"), file: "class/ana.day2.txt"),
    ]
    #expect(results[0].tasks[1].status == .fail)
    let combined = StudentSittings.combine(results, student: "class/ana")
    #expect(combined.student == "ana")
    #expect(combined.tasks.map(\.status) == [.pass, .pass])
    #expect(combined.tasks[1].attempts == 1)
    #expect(combined.tasks[1].hints == 1)
  }

  @Test("Sittings are one student's by folder, or by the name up to its first dot")
  func grouping() {
    let files = [
      "class/ana.day2.txt", "class/ana.txt", "class/bea.tutor", "class/zoe/2026-12-01.txt",
      "class/zoe/2026-12-02.txt",
    ]
    let groups = StudentSittings.group(files, roots: ["class"])
    #expect(groups.map(\.student) == ["class/ana", "class/bea", "class/zoe"])
    #expect(groups.map(\.files.count) == [2, 1, 2])
    #expect(StudentSittings.student(of: "ana.txt", roots: ["ana.txt"]) == "ana")
    #expect(StudentSittings.student(of: "a/ana.txt", roots: ["a/ana.txt"]) == "a/ana")
  }
}
