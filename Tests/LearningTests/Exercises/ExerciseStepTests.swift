import EngineTestSupport
import ExerciseGraders
import Foundation
import Testing

@testable import ExerciseRunner
@testable import Learning

@Suite("The exercise step of a lesson")
struct ExerciseStepTests {
  func parse(_ field: String, exercises: ExerciseList = builtInExercises) throws -> Lesson {
    let text = """
      # pullback
      sandbox: pullback

      ## exercise
      kind: exercise
      \(field)
      """
    return try LessonParser.parse(id: "pullback", file: "f", text: text, exercises: exercises)
  }

  @Test("kind: exercise names a known exercise; it is a task, but not one a transcript can show done")
  func parses() throws {
    let step = try #require(try parse("exercise: logged-counters").steps.first)
    #expect(step.exercise?.name == "logged-counters")
    #expect(step.exercise?.typeName == "LoggedCountersExercise")
    #expect(step.isTask)
    #expect(!step.isTranscriptTask)
  }

  @Test("A missing or unknown exercise is an error naming the file and line")
  func errors() {
    #expect(throws: LessonFileError(file: "f", line: 4, key: "exercise.lint.needsName", ["step": "exercise"]))
    {
      try parse("")
    }
    let names = ExerciseInfo.builtIn.map(\.name).joined(separator: ", ")
    #expect(
      throws: LessonFileError(
        file: "f", line: 6, key: "exercise.lint.unknown", ["name": "nope", "names": names])
    ) {
      try parse("exercise: nope")
    }
  }

  @Test("In a course with no exercises (a course folder's), an exercise step says so")
  func courseWithout() {
    #expect(
      throws: LessonFileError(file: "f", line: 6, key: "exercise.lint.noneInCourse", ["name": "stopwatch"])
    ) {
      try parse("exercise: stopwatch", exercises: ExerciseList([]))
    }
  }

  @Test("Every lesson ends with its own exercise, whose starters exist in both languages")
  func everyLesson() throws {
    let library = try LessonLibrary.load(from: RepositoryFolders.lessons)
    let entries = library.entries
    #expect(entries.count == 9)
    #expect(entries.map { $0.lesson.steps.last?.exercise?.lesson } == entries.map(\.lesson.id))
    for entry in entries {
      let exercise = try #require(entry.lesson.steps.last?.exercise)
      let problems = LessonChecker.exerciseProblems(
        exercise, lesson: entry.lesson, step: entry.lesson.steps.last!, file: "f", folder: entry.folder)
      #expect(problems.isEmpty, "\(problems)")
      let english = ExerciseWorkspace.starter(
        of: exercise, language: "en", lessons: RepositoryFolders.lessons)
      let spanish = ExerciseWorkspace.starter(
        of: exercise, language: "es", lessons: RepositoryFolders.lessons)
      #expect(english?.contains("Replace the `// TODO` lines") == true)
      #expect(spanish?.contains("Sustituye las líneas `// TODO`") == true)
    }
  }
}
