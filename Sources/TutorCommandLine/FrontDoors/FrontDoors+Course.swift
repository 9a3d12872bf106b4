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
    case .exercise:
      printer.error("course.noExercises")
      return 2
    default: break
    }
    guard !course.holdsCourseFeatures else { return nil }
    switch CourseBuild.featureFiles(course: folder) {
    case .success(let files) where files.isEmpty: return nil
    case .success(let files):
      return CourseFolderCommand(front: self, folder: folder).run(files: files, arguments: line)
    case .failure(let problem):
      printer.print(problem.outputs)
      return 2
    }
  }
}
