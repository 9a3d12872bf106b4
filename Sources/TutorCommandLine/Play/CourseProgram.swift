import ExerciseGraders
import ExerciseRunner
import Foundation
import Learning
import ReducerKit
import SandboxRuntime

/// The entry point of a course folder's program (``CourseBuild``): its generated `main.swift`
/// hands this the built-in course, a sandbox for each of the folder's features and the folder's
/// code exercises, and the command line it was given (`learn counter --course DIR --resources …`)
/// runs on them.
public enum CourseProgram {
  public static func main(
    base: Course, sandboxes: [SandboxDefinition], exercises: [ExerciseInfo] = []
  ) -> Never {
    let ids = Set(sandboxes.map(\.id))
    // A feature of the folder named as a built-in sandbox is the one its lessons mean.
    let all = sandboxes + base.sandboxes.all.filter { !ids.contains($0.id) }
    let course = Course(
      sandboxes: SandboxList(all), exercises: ExerciseList(exercises), bundleName: base.bundleName,
      checkout: nil, holdsCourseFeatures: true)
    exit(
      TutorApp(environment: ProcessInfo.processInfo.environment, course: course)
        .run(arguments: Array(CommandLine.arguments.dropFirst())))
  }

  /// One code exercise of the folder, graded by `grader` (compiled into this program).
  public static func exercise(_ name: String, lesson: String, grader: any ExerciseGrader.Type) -> ExerciseInfo
  {
    let folder =
      ProcessInfo.processInfo.environment[CourseExercise.folderVariable].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.currentDirectoryPath
    return ExerciseInfo(name, lesson: lesson, grader: grader, courseFolder: URL(fileURLWithPath: folder))
  }

  /// The sandbox of one feature; its examples that are not its actions are left out.
  public static func sandbox<R: Reducer>(
    initialState: R.State, reducer: @escaping @Sendable () -> R, examples: [String], name: String
  ) -> SandboxDefinition
  where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable {
    SandboxDefinition(
      id: name, initialState: initialState, reducer: reducer,
      examples: PlayedFeature.actions(R.Action.self, from: examples))
  }
}
