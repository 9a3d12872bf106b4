import BuiltInCourse
import ExerciseRunner
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
  static func named(_ id: String) -> SandboxDefinition? { BuiltInCourse.sandboxes.named(id) }
}

extension ResourceLocator {
  /// The built-in course's resources.
  static func find(explicit: String? = nil, environment: [String: String] = [:]) -> ResourceLocator? {
    BuiltInCourse.course.resources(explicit: explicit, environment: environment)
  }
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

  static func run(lesson: Lesson, step: LessonStep, lines: [String], endSession: Bool = false) -> Outcome {
    run(lesson: lesson, step: step, lines: lines, endSession: endSession, sandboxes: BuiltInCourse.sandboxes)
  }
}

extension Lint {
  static func run(
    resources: ResourceLocator, languages: [String] = LanguageChoice.supported,
    toolchain: ExerciseToolchain? = nil
  ) -> Report {
    run(resources: resources, sandboxes: BuiltInCourse.sandboxes, languages: languages, toolchain: toolchain)
  }
}

extension TranscriptStream {
  convenience init(door: Transcript.Door, library: LessonLibrary?, language: String) throws(Problem) {
    try self.init(door: door, library: library, sandboxes: BuiltInCourse.sandboxes, language: language)
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
