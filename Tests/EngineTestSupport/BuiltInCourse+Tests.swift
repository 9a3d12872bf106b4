import BuiltInCourse
import Foundation
import Learning
import SandboxRuntime
import TutorSupport

// The engine is handed its course; these tests always use the built-in one, so they keep the
// short spellings here instead of passing `BuiltInCourse.sandboxes` on every line.
// (The short spellings of internal API are in the test target that uses them:
// `SandboxRuntimeTests/Support/HelpExamples+BuiltInCourse.swift`,
// `LearningTests/Support/Lessons+BuiltInCourse.swift`.)

extension Session {
  /// A session on a sandbox of the built-in course.
  package convenience init?(lesson: String, realtime: Bool = false) {
    self.init(lesson: lesson, sandboxes: BuiltInCourse.sandboxes, realtime: realtime)
  }

  /// The built-in course's sandboxes.
  package static var lessons: [String] { BuiltInCourse.sandboxes.ids }
}

extension SandboxDefinition {
  package static var all: [SandboxDefinition] { BuiltInCourse.sandboxes.all }
}

extension LessonLibrary {
  package static func load(from folder: URL, languages: [String] = LanguageChoice.supported)
    throws(LessonFileError)
    -> LessonLibrary
  {
    try load(
      from: folder, sandboxes: BuiltInCourse.sandboxes, exercises: BuiltInCourse.course.exercises,
      languages: languages)
  }
}

extension LessonChecker {
  package static func problems(in entry: LessonLibrary.Entry) -> [LessonFileError] {
    problems(in: entry, sandboxes: BuiltInCourse.sandboxes)
  }

  package static func computedAnswer(lesson: Lesson, step: LessonStep, quiz: Quiz) -> String? {
    computedAnswer(lesson: lesson, step: step, quiz: quiz, sandboxes: BuiltInCourse.sandboxes)
  }
}
