import ExerciseGraders
import TutorSupport

/// Exercises in the learner's progress: each is the `exercise` step of its lesson, so lessons,
/// `tutor lessons` and graders see it like any other task.
extension LearnRecord {
  /// The step id of every lesson's exercise.
  public static let exerciseStep = "exercise"

  public enum ExerciseStatus: String, Sendable {
    case notStarted, started, solved, solutionShown
  }

  /// Read from progress alone: a file in the exercise folder says nothing (it may be left from
  /// before a `tutor reset`, copied from a friend, or made by hand).
  public func status(of exercise: ExerciseInfo) -> ExerciseStatus {
    guard let step = steps[exercise.lesson]?[Self.exerciseStep] else { return .notStarted }
    if step.skipped { return .solutionShown }
    if step.done { return .solved }
    return .started
  }

  /// Notes that the learner has the starter: `exercise start`, or the lesson's exercise step.
  public mutating func noteStarted(of exercise: ExerciseInfo) {
    guard steps[exercise.lesson]?[Self.exerciseStep] == nil else { return }
    steps[exercise.lesson, default: [:]][Self.exerciseStep] = StepRecord()
  }

  /// Notes a check: solved, or one more attempt.
  public mutating func noteCheck(of exercise: ExerciseInfo, solved: Bool) {
    if solved {
      complete(exercise.lesson, Self.exerciseStep)
    } else if !isDone(exercise.lesson, Self.exerciseStep) {
      attempt(exercise.lesson, Self.exerciseStep)
    }
  }

  /// Notes that the reference solution was shown before the exercise was solved (like `:skip`).
  public mutating func noteSolutionShown(of exercise: ExerciseInfo) {
    guard !isDone(exercise.lesson, Self.exerciseStep) else { return }
    skip(exercise.lesson, Self.exerciseStep)
  }

  public mutating func noteHint(of exercise: ExerciseInfo) {
    hint(exercise.lesson, Self.exerciseStep)
  }
}

/// The line under `tutor lessons`: how many of the course's exercises are solved; nothing for a
/// course without any.
public enum ExerciseListing {
  public static func summary(record: LearnRecord, exercises: ExerciseList) -> [Output] {
    guard !exercises.isEmpty else { return [] }
    let solved = exercises.all.filter { record.status(of: $0) == .solved }.count
    return [
      .blank,
      .message(
        key: "exercise.lessons.summary",
        arguments: ["solved": String(solved), "total": String(exercises.all.count)], role: .hint),
    ]
  }
}
