import BuiltInCourse

@testable import Learning

// The short spellings on the built-in course of Learning's internal lesson checks live here,
// beside the tests that use them (the public ones are in EngineTestSupport).

extension LessonChecker {
  static func timesRun(lesson: Lesson, step: LessonStep, quiz: Quiz) -> Int {
    timesRun(lesson: lesson, step: step, quiz: quiz, sandboxes: BuiltInCourse.sandboxes)
  }
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

/// The built-in course's exercises, which its lessons' exercise steps name.
let builtInExercises = BuiltInCourse.course.exercises
