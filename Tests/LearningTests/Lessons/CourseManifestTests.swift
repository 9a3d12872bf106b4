import EngineTestSupport
import Foundation
import Testing

@testable import Learning
@testable import TutorSupport

/// `lessons/course.md`: the course's id, languages, titles and order, and each mistake with its line.
private let soundManifest = """
  # counters
  languages: en es
  lessons:
      counter
      timer

  ## en
  title: Counting

  ## es
  title: Contar
  """

@Suite("Course manifest")
struct CourseManifestTests {
  @Test("A sound manifest gives the id, the order of the lessons and a title per language")
  func sound() throws {
    let manifest = try CourseManifest.parse(file: "course.md", text: soundManifest)
    #expect(manifest.id == "counters")
    #expect(manifest.lessons == ["counter", "timer"])
    #expect(manifest.languages == ["en", "es"])
    #expect(manifest.title("es") == "Contar")
    #expect(manifest.title("fr") == "Counting", "another language falls back to the first")
    #expect(manifest.lessonLines["timer"] == 5)
  }

  @Test(
    "Each mistake is named with its line",
    arguments: [
      (soundManifest.replacingOccurrences(of: "# counters", with: "# My Course"), 1, "course.badID"),
      (soundManifest.replacingOccurrences(of: "    timer", with: "    counter"), 5, "course.duplicateLesson"),
      (
        soundManifest.replacingOccurrences(of: "languages: en es", with: "languages: en fr"), 2,
        "course.unknownLanguage"
      ),
      (soundManifest.replacingOccurrences(of: "title: Contar", with: ""), 1, "course.missingTitle"),
      (
        soundManifest.replacingOccurrences(of: "title: Contar", with: "summary: Contar"), 11,
        "course.onlyTitle"
      ),
      (
        soundManifest.replacingOccurrences(of: "lessons:", with: "lessons: counter"), 3, "course.lessonsBelow"
      ),
      (soundManifest.replacingOccurrences(of: "languages: en es", with: "order: 1"), 2, "lint.unknownKey"),
    ])
  func mistakes(text: String, line: Int, key: String) {
    #expect(throws: LessonFileError(file: "course.md", line: line, key: key, arguments(for: key))) {
      try CourseManifest.parse(file: "course.md", text: text)
    }
  }

  func arguments(for key: String) -> [String: String] {
    switch key {
    case "course.badID": ["id": "My Course"]
    case "course.duplicateLesson": ["lesson": "counter"]
    case "course.unknownLanguage": ["language": "fr", "languages": "en, es"]
    case "course.missingTitle": ["language": "es"]
    case "course.onlyTitle": ["line": "summary: Contar"]
    case "lint.unknownKey": ["key": "order"]
    default: [:]
    }
  }

  @Test("The built-in course's manifest lists its nine lessons in the order the library loads them")
  func builtIn() throws {
    let manifest = try #require(try CourseManifest.load(lessons: RepositoryFolders.lessons))
    #expect(manifest.id == CourseManifest.builtInID)
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    #expect(library.ids == manifest.lessons)
    #expect(library.ids.first == "basics" && library.ids.last == "navigation")
  }

  @Test("A course's own catalog adds keys to the tutor's, and may not reword one")
  func catalogOverlay() throws {
    let own = Catalog(language: "en", entries: ["app.hello": "Hello"])
    let added = try own.adding(Catalog(language: "en", entries: ["course.extra": "Extra"]))
    #expect(added.text("course.extra") == "Extra")
    #expect(added.text("app.hello") == "Hello")
    #expect(throws: Catalog.LoadError.self) {
      try own.adding(Catalog(language: "en", entries: ["app.hello": "Hi"]))
    }
  }
}
