import ExerciseGraders
import Foundation
import PromptLanguage

/// The learner's exercises folder — never inside the package: `--dir`, else the folder last
/// given to `tutor exercise start --dir` (kept in `exercises.json` in the state folder), else
/// `$TUTOR_EXERCISES_DIR`, else `~/tutor-exercises`.
public struct ExerciseWorkspace: Sendable {
  public let folder: URL

  public init(folder: URL) { self.folder = folder.standardizedFileURL }

  /// The learner's file of `exercise`: in the folder itself for a built-in exercise; in a
  /// subfolder named after its course folder for a course's (`~/tutor-exercises/my-course/`), so
  /// that a course's `Stopwatch.swift` and the built-in one, or two courses', are not one file.
  public func file(of exercise: ExerciseInfo) -> URL {
    folder.appendingPathComponent(Self.path(of: exercise))
  }

  /// The learner's file of `exercise` inside the folder: `RowTimers.swift`, `my-course/Stopwatch.swift`.
  public static func path(of exercise: ExerciseInfo) -> String {
    guard let course = exercise.courseFolder?.standardizedFileURL.lastPathComponent, !course.isEmpty,
      course != "/"
    else { return exercise.file }
    return course + "/" + exercise.file
  }

  public func exists(_ exercise: ExerciseInfo) -> Bool {
    FileManager.default.fileExists(atPath: file(of: exercise).path)
  }

  /// The folder to use, and where it was remembered (`stateFolder/exercises.json`).
  public static func resolve(
    explicit: String?, stateFolder: URL?, environment: [String: String]
  ) -> ExerciseWorkspace {
    if let explicit, !explicit.isEmpty {
      return ExerciseWorkspace(folder: URL(fileURLWithPath: expand(explicit, environment)))
    }
    if let stateFolder, let saved = SavedFolder.load(from: stateFolder) {
      return ExerciseWorkspace(folder: URL(fileURLWithPath: saved))
    }
    if let given = environment["TUTOR_EXERCISES_DIR"], !given.isEmpty {
      return ExerciseWorkspace(folder: URL(fileURLWithPath: expand(given, environment)))
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
    return ExerciseWorkspace(folder: URL(fileURLWithPath: home).appendingPathComponent("tutor-exercises"))
  }

  static func expand(_ path: String, _ environment: [String: String]) -> String {
    if path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] { return home + path.dropFirst() }
    return path
  }

  /// Remembers this folder for the next commands.
  public func remember(in stateFolder: URL?) {
    guard let stateFolder else { return }
    SavedFolder.save(folder.path, to: stateFolder)
  }

  /// Whether `folder` is inside the package checkout `root` (where learners' files must not go).
  public func isInside(_ root: URL?) -> Bool {
    guard let root else { return false }
    let mine = folder.resolvingSymlinksInPath().path + "/"
    return mine.hasPrefix(root.resolvingSymlinksInPath().path + "/")
  }

  /// Copies the starter (in `language`, else English) into the folder. Never overwrites a file
  /// unless `overwrite` (reset).
  public func install(_ exercise: ExerciseInfo, language: String, lessons: URL, overwrite: Bool) throws {
    let target = file(of: exercise)
    if !overwrite, FileManager.default.fileExists(atPath: target.path) { return }
    guard let starter = Self.starter(of: exercise, language: language, lessons: lessons) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try starter.write(to: target, atomically: true, encoding: .utf8)
  }

  /// The starter file's text: `lessons/<lesson>/exercise.<language>.swift`, else the English one.
  public static func starter(of exercise: ExerciseInfo, language: String, lessons: URL) -> String? {
    for code in [language, "en"] {
      let url = lessons.appendingPathComponent(exercise.starterPath(language: code))
      if let text = try? String(contentsOf: url, encoding: .utf8) { return text }
    }
    return nil
  }

  /// `exercises.json`: the folder last chosen.
  enum SavedFolder {
    struct File: Codable { var folder: String }

    static func load(from stateFolder: URL) -> String? {
      guard
        let data = FileManager.default.contents(
          atPath: stateFolder.appendingPathComponent("exercises.json").path)
      else { return nil }
      return (try? JSONDecoder().decode(File.self, from: data))?.folder
    }

    static func save(_ folder: String, to stateFolder: URL) {
      guard let data = try? JSONEncoder().encode(File(folder: folder)) else { return }
      try? FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
      try? data.write(to: stateFolder.appendingPathComponent("exercises.json"), options: .atomic)
    }
  }
}
