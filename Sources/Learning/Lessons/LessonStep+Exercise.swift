import ExerciseGraders
import TutorSupport

extension LessonStep {
  /// The code exercise this step asks for, if it is an exercise step.
  public var exercise: ExerciseInfo? {
    guard case .exercise(let exercise) = kind else { return nil }
    return exercise
  }

  /// A task a transcript can show done: exercises are graded from the learner's files instead
  /// (`tutor grade --exercises DIR`).
  public var isTranscriptTask: Bool { isTask && exercise == nil }
}

extension LessonParser {
  /// The `exercise:` field of an exercise step: the name of one of the course's `exercises`.
  static func exercise(
    _ field: (line: Int, value: String)?, among exercises: ExerciseList, step: LessonFileLines.Section,
    fail: (Int, String, [String: String]) -> LessonFileError
  ) throws(LessonFileError) -> ExerciseInfo {
    guard let field, !field.value.isEmpty else {
      throw fail(step.line, "exercise.lint.needsName", ["step": step.name])
    }
    guard !exercises.isEmpty else {
      throw fail(field.line, "exercise.lint.noneInCourse", ["name": field.value])
    }
    guard let exercise = exercises.all.first(where: { $0.name == field.value }) else {
      throw fail(
        field.line, "exercise.lint.unknown",
        ["name": field.value, "names": exercises.names.joined(separator: ", ")])
    }
    return exercise
  }
}

extension LessonChecker {
  /// An exercise step belongs to its own lesson, and has a starter file in every language.
  static func exerciseProblems(
    _ exercise: ExerciseInfo, lesson: Lesson, step: LessonStep, file: String, folder: String
  ) -> [LessonFileError] {
    let name = exercise.name
    var problems: [LessonFileError] = []
    if exercise.lesson != lesson.id {
      problems.append(
        LessonFileError(
          file: file, line: step.line, key: "exercise.lint.otherLesson",
          ["name": name, "lesson": exercise.lesson]))
    }
    if step.id != LearnRecord.exerciseStep {
      problems.append(
        LessonFileError(
          file: file, line: step.line, key: "exercise.lint.stepID",
          ["step": step.id, "id": LearnRecord.exerciseStep]))
    }
    for language in LanguageChoice.supported {
      let starter = "\(folder)/exercise.\(language).swift"
      guard let text = try? String(contentsOfFile: starter, encoding: .utf8) else {
        problems.append(
          LessonFileError(file: starter, line: 1, key: "exercise.lint.noStarter", ["name": name]))
        continue
      }
      if !text.contains("// TODO") || !text.contains("struct \(exercise.typeName)") {
        problems.append(
          LessonFileError(
            file: starter, line: 1, key: "exercise.lint.badStarter", ["type": exercise.typeName]))
      }
    }
    return problems
  }
}
