import Foundation
import TutorSupport

/// `lessons/course.md`: what a course is called, in which languages it is written, and the order
/// of its lessons. The built-in course has one; so has every course folder (`tutor course new`).
///
///     # counters                 ← the course's id: lowercase letters, digits and '-'
///     languages: en es           ← optional; the languages every lesson is written in
///     lessons:                   ← the lessons, in course order (their folders)
///         counter
///         timer
///
///     ## en
///     title: Counting with reducers
///
///     ## es
///     title: Contar con reducers
public struct CourseManifest: Sendable, Equatable {
  /// The course's id; a course's progress is kept under it.
  public let id: String
  public let languages: [String]
  /// Lesson ids, in course order.
  public let lessons: [String]
  /// The title by language code.
  public let titles: [String: String]
  /// The manifest's path, for problems found later (a lesson it lists has no folder).
  public let file: String
  /// The line of each lesson in `lessons:`.
  public let lessonLines: [String: Int]

  /// The file's name inside `lessons/`.
  public static let fileName = "course.md"
  /// The built-in course's id: its progress stays where it always was.
  public static let builtInID = "reducer-tutor"

  /// The title in `language`, else in the course's first language.
  public func title(_ language: String) -> String {
    titles[language] ?? languages.lazy.compactMap { titles[$0] }.first ?? id
  }

  /// Whether `id` can name a course (and a folder of progress).
  public static func isValidID(_ id: String) -> Bool {
    !id.isEmpty && id.count <= 64 && id.first != "-"
      && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }

  /// Reads a manifest; the first problem names its line.
  public static func parse(file: String, text: String) throws(LessonFileError) -> CourseManifest {
    let parsed = LessonFileLines(file: file, text: text)
    func fail(_ line: Int, _ key: String, _ arguments: [String: String] = [:]) -> LessonFileError {
      LessonFileError(file: file, line: line, key: key, arguments)
    }
    var id: String?
    var languages = LanguageChoice.supported
    var lessons: [String] = []
    var lessonLines: [String: Int] = [:]
    var listing = false
    for line in parsed.head.lines where !line.text.trimmingWhitespace().isEmpty {
      if line.text.hasPrefix("# ") {
        let name = line.text.dropFirst(2).trimmingWhitespace()
        guard isValidID(name) else { throw fail(line.number, "course.badID", ["id": name]) }
        id = name
        listing = false
        continue
      }
      if listing, line.text.hasPrefix("    ") {
        let lesson = line.text.trimmingWhitespace()
        guard lessonLines[lesson] == nil else {
          throw fail(line.number, "course.duplicateLesson", ["lesson": lesson])
        }
        lessons.append(lesson)
        lessonLines[lesson] = line.number
        continue
      }
      listing = false
      guard let (key, value) = LessonParser.keyValue(line.text) else {
        throw fail(line.number, "lint.notKeyValue", ["line": line.text])
      }
      switch key {
      case "languages":
        languages = value.split(separator: " ").map(String.init)
        for language in languages where !LanguageChoice.supported.contains(language) {
          throw fail(
            line.number, "course.unknownLanguage",
            ["language": language, "languages": LanguageChoice.supported.joined(separator: ", ")])
        }
        guard !languages.isEmpty else { throw fail(line.number, "course.noLanguages") }
      case "lessons":
        guard value.isEmpty else { throw fail(line.number, "course.lessonsBelow") }
        listing = true
      default: throw fail(line.number, "lint.unknownKey", ["key": key])
      }
    }
    guard let id else { throw fail(1, "lint.missingTitle") }
    guard !lessons.isEmpty else { throw fail(1, "course.noLessons") }
    var titles: [String: String] = [:]
    for section in parsed.sections {
      guard languages.contains(section.name) else {
        throw fail(
          section.line, "course.unknownLanguage",
          ["language": section.name, "languages": languages.joined(separator: ", ")])
      }
      for line in section.lines where !line.text.trimmingWhitespace().isEmpty {
        guard let (key, value) = LessonParser.keyValue(line.text), key == "title" else {
          throw fail(line.number, "course.onlyTitle", ["line": line.text])
        }
        titles[section.name] = value
      }
    }
    for language in languages where titles[language] == nil {
      throw fail(1, "course.missingTitle", ["language": language])
    }
    return CourseManifest(
      id: id, languages: languages, lessons: lessons, titles: titles, file: file, lessonLines: lessonLines)
  }

  /// Reads `folder/course.md`, or nil when there is none (a folder of lessons without a manifest
  /// orders them by their `order:` lines).
  public static func load(lessons folder: URL) throws(LessonFileError) -> CourseManifest? {
    let file = folder.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    return try parse(file: file.path, text: try LessonLibrary.read(file))
  }
}
