import BuiltInCourse
import Foundation
import Learning
import TutorSupport

// These tests always read the built-in course's lessons.
extension LessonLibrary {
  static func load(from folder: URL) throws(LessonFileError) -> LessonLibrary {
    try load(from: folder, sandboxes: BuiltInCourse.sandboxes, exercises: BuiltInCourse.course.exercises)
  }
}
