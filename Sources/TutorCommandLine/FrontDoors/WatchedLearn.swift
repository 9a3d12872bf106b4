import Dispatch
import Foundation
import Learning
import SandboxRuntime
import TutorSupport

/// `tutor learn --course DIR --watch`: the learn session, read again whenever a lesson file of the
/// course is saved. A file that changed is found by polling (size and modification time, twice a
/// second); the session is then made again from the files at the same lesson, step, language
/// and record, and its step shown above the line being edited. When a feature (`Features/*.swift`)
/// changed, the program ends with ``rebuildStatus`` and the tutor that started it compiles the
/// features again and comes back to the lesson.
final class WatchedLearn: PromptDriver, @unchecked Sendable {
  /// The exit status that asks the tutor to compile the course's features again.
  static let rebuildStatus: Int32 = 75

  private let queue = DispatchQueue(label: "tutor.watch")
  private var session: LearnSession
  private let reload: (LearnSession) -> Result<LearnSession, ReloadFailure>
  private let lessons: URL
  private let features: URL?
  private var seen: [String: FileMark]
  private var timer: DispatchSourceTimer?

  /// Why the files could not be read again, in the learner's language.
  struct ReloadFailure: Error {
    let text: String
  }

  struct FileMark: Equatable {
    let size: Int
    let modified: Date
  }

  init(
    _ session: LearnSession, lessons: URL, features: URL?,
    reload: @escaping (LearnSession) -> Result<LearnSession, ReloadFailure>
  ) {
    self.session = session
    self.reload = reload
    self.lessons = lessons
    self.features = features
    seen = Self.marks(lessons: lessons, features: features)
  }

  /// The session now (the front door saves its progress after every line).
  var current: LearnSession { queue.sync { session } }

  var prompt: String { queue.sync { session.prompt } }
  func completions(line: String, cursor: Int) -> [String] {
    queue.sync { session.completions(line: line, cursor: cursor) }
  }
  func start() -> PromptReply { queue.sync { session.start() } }
  func handle(_ line: String) -> PromptReply { queue.sync { session.handle(line) } }
  func end() -> PromptReply { queue.sync { session.end() } }

  /// Polls the files; `show` gets what a change brings, `rebuild` is called when a feature changed.
  func watch(show: @escaping @Sendable ([Output]) -> Void, rebuild: @escaping @Sendable () -> Void) {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
    timer.setEventHandler { [unowned self] in
      let now = Self.marks(lessons: lessons, features: features)
      guard now != seen else { return }
      let changed = now.keys.filter { now[$0] != seen[$0] } + seen.keys.filter { now[$0] == nil }
      seen = now
      if changed.contains(where: { $0.hasSuffix(".swift") }) {
        rebuild()
        return
      }
      let name = changed.sorted().first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
      switch reload(session) {
      case .success(let fresh):
        session = fresh
        show(
          [.message(key: "course.reloaded", arguments: ["file": name], role: .hint)] + fresh.start().outputs)
      case .failure(let problem):
        show([
          .message(key: "course.reloadFailed", arguments: ["file": name], role: .failure),
          .code(problem.text, role: .failure),
        ])
      }
    }
    self.timer = timer
    timer.resume()
  }

  func stop() {
    queue.sync {
      timer?.cancel()
      timer = nil
    }
  }

  /// Size and modification time of the course's lesson files and features.
  static func marks(lessons: URL, features: URL?) -> [String: FileMark] {
    let fileManager = FileManager.default
    var files: [URL] = [lessons.appendingPathComponent(CourseManifest.fileName)]
    for name in (try? fileManager.contentsOfDirectory(atPath: lessons.path)) ?? [] {
      let folder = lessons.appendingPathComponent(name, isDirectory: true)
      for file in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      where file.hasSuffix(".md") {
        files.append(folder.appendingPathComponent(file))
      }
    }
    if let features {
      for file in (try? fileManager.contentsOfDirectory(atPath: features.path)) ?? []
      where file.hasSuffix(".swift") {
        files.append(features.appendingPathComponent(file))
      }
    }
    var marks: [String: FileMark] = [:]
    for file in files {
      guard let attributes = try? fileManager.attributesOfItem(atPath: file.path) else { continue }
      marks[file.path] = FileMark(
        size: (attributes[.size] as? Int) ?? 0,
        modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
    }
    return marks
  }
}
