import BuiltInCourse
import Foundation

@testable import Learning
@testable import SandboxRuntime
@testable import TutorSupport

// The engine is handed its course; these tests always use the built-in one, so they keep the
// short spellings here instead of passing `BuiltInCourse.sandboxes` on every line.

extension Session {
  /// A session on a sandbox of the built-in course.
  convenience init?(lesson: String, realtime: Bool = false) {
    self.init(lesson: lesson, sandboxes: BuiltInCourse.sandboxes, realtime: realtime)
  }

  /// The built-in course's sandboxes.
  static var lessons: [String] { BuiltInCourse.sandboxes.ids }
}

extension SandboxDefinition {
  static var all: [SandboxDefinition] { BuiltInCourse.sandboxes.all }
}

extension LessonLibrary {
  static func load(from folder: URL, languages: [String] = LanguageChoice.supported) throws(LessonFileError)
    -> LessonLibrary
  {
    try load(from: folder, sandboxes: BuiltInCourse.sandboxes, languages: languages)
  }
}

extension LessonChecker {
  static func problems(in entry: LessonLibrary.Entry) -> [LessonFileError] {
    problems(in: entry, sandboxes: BuiltInCourse.sandboxes)
  }

  static func computedAnswer(lesson: Lesson, step: LessonStep, quiz: Quiz) -> String? {
    computedAnswer(lesson: lesson, step: step, quiz: quiz, sandboxes: BuiltInCourse.sandboxes)
  }

  static func timesRun(lesson: Lesson, step: LessonStep, quiz: Quiz) -> Int {
    timesRun(lesson: lesson, step: step, quiz: quiz, sandboxes: BuiltInCourse.sandboxes)
  }
}

extension HelpExamples {
  static func of(lesson: String) -> HelpExamples { of(lesson: lesson, in: BuiltInCourse.sandboxes) }
}

extension QuizPositions {
  static func placed(in entries: [LessonLibrary.Entry]) -> [(lesson: String, quiz: Placed)] {
    placed(in: entries, sandboxes: BuiltInCourse.sandboxes)
  }

  static func problems(in entries: [LessonLibrary.Entry]) -> [LessonFileError] {
    problems(in: entries, sandboxes: BuiltInCourse.sandboxes)
  }
}

extension TryBlock {
  static func problems(lesson: Lesson, step: LessonStep, file: String) -> [LessonFileError] {
    problems(lesson: lesson, step: step, file: file, sandboxes: BuiltInCourse.sandboxes)
  }
}
