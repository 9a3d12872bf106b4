import ExerciseGraders
import TutorSupport

extension LessonStep {
  /// The code exercise this step asks for, if it is an exercise step.
  public var exercise: ExerciseInfo? {
    guard case .exercise(let name) = kind else { return nil }
    return ExerciseInfo.named(name)
  }

  /// A task a transcript can show done: exercises are graded from the learner's files instead
  /// (`tutor grade --exercises DIR`).
  public var isTranscriptTask: Bool { isTask && exercise == nil }
}

extension LessonParser {
  /// The `exercise:` field of an exercise step: a known exercise's name.
  static func exerciseName(
    _ field: (line: Int, value: String)?, step: LessonFileLines.Section,
    fail: (Int, String, [String: String]) -> LessonFileError
  ) throws(LessonFileError) -> String {
    guard let field, !field.value.isEmpty else {
      throw fail(step.line, "exercise.lint.needsName", ["step": step.name])
    }
    guard ExerciseInfo.all.contains(where: { $0.name == field.value }) else {
      throw fail(
        field.line, "exercise.lint.unknown",
        ["name": field.value, "names": ExerciseInfo.all.map(\.name).joined(separator: ", ")])
    }
    return field.value
  }
}

extension LessonChecker {
  /// An exercise step belongs to its own lesson, and has a starter file in every language.
  static func exerciseProblems(
    _ name: String, lesson: Lesson, step: LessonStep, file: String, folder: String
  ) -> [LessonFileError] {
    guard let exercise = ExerciseInfo.named(name) else { return [] }
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
