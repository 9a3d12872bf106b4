import ExerciseGraders
import ExerciseRunner
import ReducerKit

extension CourseExercise {
  /// The exercise as the lessons name it, outside the course's program, which holds its grader:
  /// enough to read the lessons and to play the learner's file (`tutor exercise play`), never to
  /// grade (every other exercise command runs in the course's program).
  var unbuilt: ExerciseInfo {
    ExerciseInfo(name, lesson: lesson, grader: UnbuiltGrader.self, courseFolder: course)
  }
}

/// Stands for a course exercise's grader outside the course's program, which holds the real one.
private enum UnbuiltGrader: ExerciseGrader {
  typealias State = Int
  typealias Action = Int

  static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure] where R.State == State, R.Action == Action {
    []
  }

  static func check<R: Reducer>(_ reducer: R) -> ExerciseResult where R.State == State, R.Action == Action {
    ExerciseResult(failures: [], mistakes: [])
  }
}
