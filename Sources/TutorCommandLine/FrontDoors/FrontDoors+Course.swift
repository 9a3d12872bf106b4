import ExerciseRunner
import Foundation
import Learning
import TutorSupport

extension FrontDoors {
  /// What `--course DIR` changes before a command runs: nil to run it here (on the sandboxes this
  /// program has), else the status of running it in the course's own program, or of a problem.
  func courseFolder(_ folder: URL, arguments: TutorArguments, line: [String]) -> Int32? {
    switch arguments.command {
    case .help, .courseNew, .reset, .playFile: return nil
    default: break
    }
    guard !course.holdsCourseFeatures else { return nil }
    let survey = CourseExercise.survey(course: folder)
    guard survey.problems.isEmpty else {
      printer.print(survey.problems)
      return 2
    }
    let exercises = survey.exercises
    if case .exercise(let exercise) = arguments.command {
      guard !exercises.isEmpty else {
        printer.error("course.noExercises")
        return 2
      }
      // Playing a learner's file builds a program of its own, here: the course's program runs
      // under limits that no such build fits in.
      if case .play = exercise.action { return nil }
    }
    switch CourseBuild.featureFiles(course: folder) {
    case .success(let files) where files.isEmpty && exercises.isEmpty: return nil
    case .success(let files):
      return CourseFolderCommand(front: self, folder: folder)
        .run(files: files, exercises: exercises, arguments: line)
    case .failure(let problem):
      printer.print(problem.outputs)
      return 2
    }
  }
}
