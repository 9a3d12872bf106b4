import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

/// Issue 24, points 7–9: a FIFO is never opened for reading, a save killed half-way leaves no
/// temporary behind at the next start, and two windows saving one learner's progress merge.
@Suite("Strange files and two windows")
struct StrangeFileTests {
  @Test("A FIFO as progress.json is reported, never opened, and never replaced by a save")
  func fifoProgress() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    #expect(mkfifo(store.file.path, 0o644) == 0)
    guard case .unreadable(let problem) = store.load() else {
      Issue.record("a FIFO was not reported as unreadable")
      return
    }
    #expect(problem.cause == .special(.fifo))
    var progress = LearnerProgress()
    progress.current = .init(lesson: "basics", step: 1)
    #expect(throws: FileProblem.self) { try store.save(progress, base: nil) }
    var status = stat()
    #expect(lstat(store.file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("Reading a device is refused before it is opened")
  func deviceRefused() {
    #expect(throws: FileProblem(path: "/dev/zero", operation: .read, cause: .special(.device))) {
      try FileAccess.read("/dev/zero", limit: 1 << 20)
    }
  }

  @Test("A temporary file left by a killed save is removed at the next load")
  func staleTemporaryRemovedAtLoad() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    // No process has pid 2^22 + 1 (the kernel's pid_max is at most 2^22).
    let stale = folder.file(".progress.json.4194305.tmp")
    try Data("{".utf8).write(to: URL(fileURLWithPath: stale))
    let mine = folder.file(".progress.json.\(getpid()).tmp")
    try Data("{".utf8).write(to: URL(fileURLWithPath: mine))
    _ = store.load()
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: mine))
  }

  private static func progress(_ steps: [String: [String]], current: String? = nil) -> LearnerProgress {
    var progress = LearnerProgress()
    for (lesson, ids) in steps {
      for id in ids { progress.record.complete(lesson, id) }
    }
    progress.current = current.map { .init(lesson: $0, step: 1) }
    return progress
  }

  @Test("Merging keeps what each window did: steps done in either, a reset here, the last place")
  func mergeKeepsBothWindows() {
    let base = Self.progress(["basics": ["intro"]])
    var ours = Self.progress(["basics": ["intro", "send"], "pullback": ["intro"]], current: "pullback")
    ours.record.finish("pullback")
    let theirs = Self.progress(["basics": ["intro", "state"], "optional": ["intro"]], current: "optional")
    let merged = ProgressMerge.merge(ours: ours, base: base, theirs: theirs)
    #expect(Set(merged.record.steps["basics"]?.keys ?? [:].keys) == ["intro", "send", "state"])
    #expect(merged.record.steps["pullback"]?["intro"]?.done == true)
    #expect(merged.record.steps["optional"]?["intro"]?.done == true)
    #expect(merged.record.finished == ["pullback"])
    #expect(merged.current?.lesson == "pullback")
    // A lesson reset here (gone from ours, there in base) stays reset; theirs is kept otherwise.
    let reset = ProgressMerge.merge(ours: LearnerProgress(), base: base, theirs: theirs)
    #expect(reset.record.steps["basics"]?["intro"] == nil)
    #expect(reset.record.steps["basics"]?["state"]?.done == true)
  }

  @Test("Saving re-reads the file: what another process saved since is kept")
  func saveMergesWithDisk() throws {
    let folder = TemporaryFolder()
    let store = ProgressStore(folder: URL(fileURLWithPath: folder.path))
    let loaded = LearnerProgress()
    // The other window saves first…
    try store.save(Self.progress(["optional": ["intro"]]), base: loaded)
    // …then this one, which never saw it.
    try store.save(Self.progress(["basics": ["intro"]]), base: loaded)
    guard case .loaded(let onDisk) = store.load() else {
      Issue.record("not loaded")
      return
    }
    #expect(onDisk.record.isDone("optional", "intro"))
    #expect(onDisk.record.isDone("basics", "intro"))
  }
}
