import ExerciseGraders
import Foundation
import SandboxRuntime
import TutorSupport

/// Every lesson under `lessons/`, with its words in each language, in course order.
public struct LessonLibrary: Sendable {
  public struct Entry: Sendable {
    public let lesson: Lesson
    /// By language code.
    public let texts: [String: LessonText]
    /// The folder the lesson came from.
    public let folder: String

    /// The words in `language`, else English, else the first language the lesson has.
    public func text(_ language: String) -> LessonText? {
      texts[language] ?? texts["en"] ?? texts.sorted { $0.key < $1.key }.first?.value
    }
  }

  public let entries: [Entry]
  /// The course's sandboxes, which the lessons play in.
  public let sandboxes: SandboxList
  /// The course's code exercises, which its exercise steps name.
  public let exercises: ExerciseList
  /// `course.md`: the course's id, title, languages and order; nil for a folder without one.
  public var manifest: CourseManifest? = nil

  public init(
    entries: [Entry], sandboxes: SandboxList, exercises: ExerciseList, manifest: CourseManifest? = nil
  ) {
    self.entries = entries
    self.sandboxes = sandboxes
    self.exercises = exercises
    self.manifest = manifest
  }

  public func entry(_ id: String) -> Entry? { entries.first { $0.lesson.id == id } }

  public var ids: [String] { entries.map(\.lesson.id) }

  /// Loads every `lessons/<id>/` folder that has a `lesson.md`, in the order `course.md` gives
  /// (else by their `order:` lines). The first problem stops the load and names its file and line.
  public static func load(
    from folder: URL, sandboxes: SandboxList, exercises: ExerciseList, languages: [String]? = nil
  )
    throws(LessonFileError)
    -> LessonLibrary
  {
    let fileManager = FileManager.default
    let manifest = try CourseManifest.load(lessons: folder)
    let languages = languages ?? manifest?.languages ?? LanguageChoice.supported
    let found = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter {
      fileManager.fileExists(
        atPath: folder.appendingPathComponent($0).appendingPathComponent("lesson.md").path)
    }
    if let manifest {
      for lesson in manifest.lessons where !found.contains(lesson) {
        throw LessonFileError(
          file: manifest.file, line: manifest.lessonLines[lesson] ?? 1, key: "course.lessonMissing",
          ["lesson": lesson])
      }
      for lesson in found where !manifest.lessons.contains(lesson) {
        throw LessonFileError(file: manifest.file, line: 1, key: "course.lessonNotListed", ["lesson": lesson])
      }
    }
    var entries: [Entry] = []
    for name in found {
      let lessonFolder = folder.appendingPathComponent(name, isDirectory: true)
      let structure = lessonFolder.appendingPathComponent("lesson.md")
      guard fileManager.fileExists(atPath: structure.path) else { continue }
      let lesson = try LessonParser.parse(
        id: name, file: structure.path, text: try read(structure), exercises: exercises)
      if manifest != nil, lesson.order != 0 {
        // One place says the order: two would drift.
        throw LessonFileError(file: structure.path, line: 1, key: "course.orderInLesson")
      }
      var texts: [String: LessonText] = [:]
      for language in languages {
        let file = lessonFolder.appendingPathComponent("\(language).md")
        guard fileManager.fileExists(atPath: file.path) else {
          throw LessonFileError(file: file.path, line: 1, key: "lint.missingLanguage", ["language": language])
        }
        texts[language] = try LessonTextParser.parse(
          language: language, file: file.path, text: try read(file))
      }
      entries.append(Entry(lesson: lesson, texts: texts, folder: lessonFolder.path))
    }
    if let manifest {
      let place = Dictionary(uniqueKeysWithValues: manifest.lessons.enumerated().map { ($1, $0) })
      entries.sort { place[$0.lesson.id, default: 0] < place[$1.lesson.id, default: 0] }
    } else {
      entries.sort { ($0.lesson.order, $0.lesson.id) < ($1.lesson.order, $1.lesson.id) }
    }
    return LessonLibrary(entries: entries, sandboxes: sandboxes, exercises: exercises, manifest: manifest)
  }

  static func read(_ url: URL) throws(LessonFileError) -> String {
    do {
      // Read with a bound: a lesson file is a few kilobytes, never hundreds of megabytes.
      return String(decoding: try FileAccess.read(url.path, limit: WorkBounds.lessonFileBytes), as: UTF8.self)
    } catch {
      if case .tooLarge(let limit) = error.cause {
        throw LessonFileError(
          file: url.path, line: 1, key: "files.lessonTooLarge", ["limit": FileProblem.size(limit)])
      }
      throw LessonFileError(file: url.path, line: 1, key: "files.lessonUnreadable", ["cause": error.causeKey])
    }
  }
}
