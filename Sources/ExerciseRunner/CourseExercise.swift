import ExerciseGraders
import Foundation
import SandboxRuntime
import TutorSupport

/// A code exercise of a course folder, as found before the course's program is built: the
/// folder `Exercises/<name>/` (its grader `<Stem>Grader.swift`, given types, and reference
/// solution `<Stem>.swift`), and the lesson whose `kind: exercise` step names it.
package struct CourseExercise: Equatable, Sendable {
  /// Where the tutor that builds a course's program found the course folder, for the program:
  /// its exercises' grader sources and reference solutions are read from there.
  package static let folderVariable = "TUTOR_COURSE_FOLDER"

  package let name: String
  package let lesson: String
  /// The course folder.
  package let course: URL

  /// The exercise's own folder.
  package var folder: URL { course.appendingPathComponent("Exercises/\(name)", isDirectory: true) }

  package var stem: String { ExerciseInfo.stem(of: name) }
  /// Compiled into the course's program and with every learner's file.
  package var graderSources: [URL] { ExerciseInfo.graderSources(in: folder, name: name) }

  /// What a course folder's `Exercises/` holds: its exercises, and what is wrong with it.
  package struct Survey {
    /// Each folder with a name of lowercase words joined by hyphens that a lesson's exercise
    /// step names, in the order of the names.
    package var exercises: [CourseExercise] = []
    /// Each a message (`course.exercise.*`): a name that is not an exercise's, an exercise no
    /// lesson names, a grader or reference missing.
    package var problems: [Output] = []
  }

  /// Reads `course`'s `Exercises/` and its lessons' `exercise:` lines, once.
  package static func survey(course: URL) -> Survey {
    let exercises = course.appendingPathComponent("Exercises", isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []
    let lessons = lessonsNamingExercises(course: course)
    var survey = Survey()
    for name in names.sorted() where !name.hasPrefix(".") {
      let folder = "Exercises/\(name)"
      guard isExerciseName(name) else {
        survey.problems.append(
          .message(key: "course.exercise.badName", arguments: ["folder": folder], role: .failure))
        continue
      }
      guard let lesson = lessons[name] else {
        survey.problems.append(
          .message(
            key: "course.exercise.noLesson", arguments: ["name": name, "folder": folder], role: .failure))
        continue
      }
      survey.exercises.append(CourseExercise(name: name, lesson: lesson, course: course))
      let stem = ExerciseInfo.stem(of: name)
      for (key, file) in [
        ("course.exercise.noGrader", stem + "Grader.swift"), ("course.exercise.noReference", stem + ".swift"),
      ]
      where !FileManager.default.fileExists(atPath: exercises.appendingPathComponent("\(name)/\(file)").path)
      {
        survey.problems.append(
          .message(
            key: key, arguments: ["name": name, "file": folder + "/" + file, "stem": stem], role: .failure))
      }
    }
    return survey
  }

  /// `row-timers`: lowercase letters and digits, in words joined by single hyphens.
  static func isExerciseName(_ name: String) -> Bool {
    let words = name.split(separator: "-", omittingEmptySubsequences: false)
    return !words.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty && word.first?.isLetter == true
          && word.allSatisfy { ($0.isLetter && $0.isLowercase && $0.isASCII) || ($0.isNumber && $0.isASCII) }
      }
  }

  /// For each exercise a lesson names (`exercise: NAME` in its `lesson.md`), that lesson's id.
  static func lessonsNamingExercises(course: URL) -> [String: String] {
    let lessons = course.appendingPathComponent("lessons", isDirectory: true)
    var found: [String: String] = [:]
    for id in ((try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []).sorted() {
      let file = lessons.appendingPathComponent(id).appendingPathComponent("lesson.md")
      // Read as the lesson library reads it, bounded: a huge lesson is refused there, with why.
      guard let data = try? FileAccess.read(file.path, limit: WorkBounds.lessonFileBytes) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      for line in text.split(separator: "\n") where line.hasPrefix("exercise:") {
        let name = line.dropFirst("exercise:".count).trimmingCharacters(in: .whitespaces)
        if found[name] == nil { found[name] = id }
      }
    }
    return found
  }
}
