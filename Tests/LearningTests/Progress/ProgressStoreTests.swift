import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

@Suite("ProgressStore: nothing is lost")
struct ProgressStoreTests {
  static func saved() -> LearnerProgress {
    var progress = LearnerProgress()
    progress.current = .init(lesson: "pullback", step: 3)
    progress.language = "es"
    return progress
  }

  @Test func twoCorruptionsInOneSecondKeepBothFiles() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    var moved: [String] = []
    for garbage in ["{ cut sh", "not json at all"] {
      try Data(garbage.utf8).write(to: store.file)
      guard case .recovered(let path, let damage) = store.load() else {
        Issue.record("not recovered")
        return
      }
      #expect(damage == .notJSON)
      #expect(!path.isEmpty)
      moved.append(path)
    }
    #expect(Set(moved).count == 2)
    #expect(
      try moved.map { String(decoding: try FileAccess.read($0), as: UTF8.self) } == [
        "{ cut sh", "not json at all",
      ])
  }

  @Test func damageIsNamed() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    try Data(
      #"{"version": 1, "record": {"steps": {}, "finished": []}, "current": {"lesson": 3, "step": 1}}"#.utf8
    )
    .write(to: store.file)
    guard case .recovered(_, let damage) = store.load() else {
      Issue.record("not recovered")
      return
    }
    #expect(damage == .wrongValue("current.lesson"))
  }

  @Test func byteOrderMarkAndCRLFAreAccepted() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    try store.save(Self.saved())
    let text = String(decoding: try FileAccess.read(store.file.path), as: UTF8.self)
    try Data(("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).utf8).write(to: store.file)
    #expect(store.load() == .loaded(Self.saved()))
  }

  @Test func aReadOnlyProgressFileIsNotReplaced() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    try store.save(Self.saved())
    chmod(store.file.path, 0o444)
    #expect(throws: FileProblem(path: store.file.path, operation: .write, cause: .readOnly)) {
      try store.save(LearnerProgress())
    }
    #expect(store.load() == .loaded(Self.saved()))
    #expect(throws: FileProblem.self) { try store.reset(lesson: "pullback") }
    #expect(store.load() == .loaded(Self.saved()))
  }

  @Test func aFolderInThePlaceOfTheFileIsLeftAlone() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    try FileManager.default.createDirectory(at: store.file, withIntermediateDirectories: false)
    #expect(
      store.load() == .unreadable(FileProblem(path: store.file.path, operation: .read, cause: .isFolder)))
    #expect(throws: FileProblem.self) { try store.save(Self.saved()) }
    // Beside it, only the lock file saves take (issue 24, point 7).
    #expect(folder.names() == [".progress.json.lock", "progress.json"])
  }

  @Test func aHugeFileIsMovedAsideUnread() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    _ = FileManager.default.createFile(atPath: store.file.path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: store.file.path))
    try handle.truncate(atOffset: UInt64(ProgressStore.sizeLimit + 1))
    try handle.close()
    guard case .recovered(let path, let damage) = store.load() else {
      Issue.record("not moved aside")
      return
    }
    #expect(damage == .tooLarge(limit: ProgressStore.sizeLimit))
    #expect(FileAccess.exists(path) && !FileAccess.exists(store.file.path))
  }
}
