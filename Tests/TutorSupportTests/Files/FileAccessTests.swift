import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

@Suite("Files: all-or-nothing writes, free names, problems in words")
struct FileAccessTests {
  static let english = try! Catalog.load(language: "en", from: RepositoryFolders.locales)
  static let spanish = try! Catalog.load(language: "es", from: RepositoryFolders.locales)

  @Test func readsNamesTheCause() throws {
    let folder = TemporaryFolder()
    #expect(throws: FileProblem(path: folder.file("none"), operation: .read, cause: .notFound)) {
      try FileAccess.read(folder.file("none"))
    }
    #expect(throws: FileProblem(path: folder.path, operation: .read, cause: .isFolder)) {
      try FileAccess.read(folder.path)
    }
    try Data(repeating: 65, count: 2_000).write(to: URL(fileURLWithPath: folder.file("big")))
    #expect(throws: FileProblem(path: folder.file("big"), operation: .read, cause: .tooLarge(limit: 1_024))) {
      try FileAccess.read(folder.file("big"), limit: 1_024)
    }
    #expect(try FileAccess.read(folder.file("big")).count == 2_000)
  }

  @Test func writeReplacesAllOrNothingAndKeepsNoTemporary() throws {
    let folder = TemporaryFolder()
    let path = folder.file("progress.json")
    try FileAccess.write(Data("one".utf8), to: path)
    try FileAccess.write(Data("two\0three".utf8), to: path)
    #expect(try FileAccess.read(path) == Data("two\0three".utf8))
    #expect(folder.names() == ["progress.json"])
  }

  @Test func aTemporaryLeftByAKilledProcessIsCleanedUp() throws {
    let folder = TemporaryFolder()
    // No process has pid 2^22 + 1 on Linux (pid_max is at most 2^22).
    let stale = folder.file(FileAccess.temporaryName(of: "history", pid: 4_194_305))
    try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
    try FileAccess.write(Data("whole".utf8), to: folder.file("history"))
    #expect(folder.names() == ["history"])
  }

  @Test func aReadOnlyFileIsKept() throws {
    let folder = TemporaryFolder()
    let path = folder.file("progress.json")
    try FileAccess.write(Data("mine".utf8), to: path)
    chmod(path, 0o444)
    #expect(throws: FileProblem(path: path, operation: .write, cause: .readOnly)) {
      try FileAccess.write(Data("theirs".utf8), to: path)
    }
    #expect(try FileAccess.read(path) == Data("mine".utf8))
  }

  @Test func writingOverAFolderSaysSo() throws {
    let folder = TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("progress.json"), withIntermediateDirectories: false)
    #expect(throws: FileProblem(path: folder.file("progress.json"), operation: .write, cause: .isFolder)) {
      try FileAccess.write(Data("x".utf8), to: folder.file("progress.json"))
    }
  }

  @Test func movingAsideNeverReplacesAFile() throws {
    let folder = TemporaryFolder()
    let path = folder.file("progress.json")
    var moved: [String] = []
    for content in ["first", "second", "third"] {
      try FileAccess.write(Data(content.utf8), to: path)
      moved.append(
        try FileAccess.moveAside(
          path, as: "progress.corrupt", stamp: "2026-12-01T08-00-00Z", extension: "json"))
    }
    #expect(
      moved.map { ($0 as NSString).lastPathComponent } == [
        "progress.corrupt-2026-12-01T08-00-00Z.json", "progress.corrupt-2026-12-01T08-00-00Z-2.json",
        "progress.corrupt-2026-12-01T08-00-00Z-3.json",
      ])
    #expect(
      try moved.map { String(decoding: try FileAccess.read($0), as: UTF8.self) } == [
        "first", "second", "third",
      ])
    #expect(!FileAccess.exists(path))
  }

  @Test func aFileOnTheWayToAFolderIsNamed() throws {
    let folder = TemporaryFolder()
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("state")))
    #expect(throws: FileProblem(path: folder.file("state"), operation: .write, cause: .notAFolder)) {
      try FileAccess.makeFolder(folder.file("state/tutor/transcripts"))
    }
    try FileAccess.makeFolder(folder.file("a/b/c"))
    try FileAccess.makeFolder(folder.file("a/b/c"))
    #expect(FileAccess.exists(folder.file("a/b/c")))
  }

  @Test func newFilesTakeAFreeName() throws {
    let folder = TemporaryFolder()
    let first = try FileAccess.createNew(in: folder.file("t/pullback"), base: "stamp", extension: "txt")
    let second = try FileAccess.createNew(in: folder.file("t/pullback"), base: "stamp", extension: "txt")
    #expect(first.hasSuffix("/t/pullback/stamp.txt"))
    #expect(second.hasSuffix("/t/pullback/stamp-2.txt"))
  }

  @Test(arguments: [
    (ENOENT, FileProblem.Cause.notFound), (ENOTDIR, .notFound), (EISDIR, .isFolder), (EACCES, .permission),
    (EPERM, .permission), (EROFS, .permission), (ENOSPC, .diskFull), (EDQUOT, .diskFull),
  ])
  func errnoBecomesACause(code: Int32, cause: FileProblem.Cause) {
    #expect(FileProblem(path: "/p", operation: .write, errno: code).cause == cause)
  }

  @Test func foundationErrorsBecomeCauses() {
    #expect(
      FileProblem(path: "/p", operation: .read, error: CocoaError(.fileReadNoSuchFile)).cause == .notFound)
    #expect(
      FileProblem(path: "/p", operation: .write, error: CocoaError(.fileWriteOutOfSpace)).cause == .diskFull)
    #expect(
      FileProblem(path: "/p", operation: .read, error: CocoaError(.fileReadNoPermission)).cause == .permission
    )
    #expect(FileProblem(path: "/p", operation: .write, error: POSIXError(.ENOSPC)).cause == .diskFull)
    let underlying = NSError(
      domain: NSCocoaErrorDomain, code: 512,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))])
    #expect(FileProblem(path: "/p", operation: .write, error: underlying).cause == .isFolder)
  }

  @Test(arguments: [
    FileProblem.Cause.notFound, .isFolder, .notAFolder, .permission, .readOnly, .diskFull,
    .tooLarge(limit: 1 << 20),
  ])
  func everyCauseReadsInBothLanguagesWithThePathAndWhatToDo(cause: FileProblem.Cause) {
    for operation in [FileProblem.Operation.read, .write] {
      let problem = FileProblem(path: "/home/ana/progress.json", operation: operation, cause: cause)
      for catalog in [Self.english, Self.spanish] {
        let message = problem.message(in: catalog)
        #expect(message.contains("/home/ana/progress.json"), "\(message)")
        #expect(
          !message.contains("{") && !message.contains("Cocoa") && !message.contains("files."), "\(message)")
        #expect(!problem.advice(in: catalog).isEmpty, "\(cause) \(operation) has no advice")
      }
    }
    #expect(
      FileProblem(path: "/x", operation: .read, cause: .isFolder).message(in: Self.english)
        == "cannot read /x: it is a folder, not a file. Name a file inside it instead.")
    #expect(
      FileProblem(path: "/x", operation: .write, cause: .diskFull).message(in: Self.spanish)
        == "no puedo escribir en /x: el disco está lleno. Libera algo de espacio y vuelve a intentarlo.")
  }

  @Test func anUnreadableLessonFileSaysWhyInBothLanguages() throws {
    let folder = TemporaryFolder()
    let lesson = folder.file("basics")
    try FileManager.default.createDirectory(atPath: lesson + "/en.md", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: RepositoryFolders.lessons.appendingPathComponent("basics/lesson.md").path,
      toPath: lesson + "/lesson.md")
    do {
      _ = try LessonLibrary.load(from: URL(fileURLWithPath: folder.path))
      Issue.record("loaded")
    } catch {
      #expect(
        error.message(in: Self.english)
          == "\(lesson)/en.md:1: cannot read this file: it is a folder, not a file")
      #expect(
        error.message(in: Self.spanish)
          == "\(lesson)/en.md:1: no puedo leer este fichero: es una carpeta, no un fichero")
    }
  }
}
