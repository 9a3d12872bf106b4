import Foundation
import Testing

@testable import TutorEngine

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
    #expect(text.contains("  ✗ reach · failed · no failed attempts\n"))
    #expect(text.contains("  · first-test · not done · no failed attempts\n"))
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
    // A name with a byte that is not UTF-8 (0xFF), made with the C library.
    let bad = Array((root + "/j").utf8) + [0xFF] + Array("rg.txt".utf8) + [0]
    let descriptor = bad.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bad.count) {
        open($0, O_CREAT | O_WRONLY, 0o644)
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let scan = TranscriptScan(paths: [root])
    #expect(scan.files == ["BEA.TXT", "ana.tutor", "week2/carl.transcript"].map { root + "/" + $0 })
    let skipped = scan.skipped.map { ($0.path.replacingOccurrences(of: root + "/", with: ""), $0.reason) }
    #expect(skipped.map(\.0) == ["copy.txt", "j\u{FFFD}rg.txt", "mallory.txt", "notes.md"])
    #expect(
      skipped.map(\.1) == [
        "grade.notGraded.link", "grade.notGraded.name", "grade.notGraded.link", "grade.notGraded.suffix",
      ])
  }
}
