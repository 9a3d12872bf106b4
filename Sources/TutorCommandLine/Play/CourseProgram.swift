import Foundation
import Learning
import ReducerKit
import SandboxRuntime

/// The entry point of a course folder's program (``CourseBuild``): its generated `main.swift`
/// hands this the built-in course and a sandbox for each of the folder's features, and the
/// command line it was given (`learn counter --course DIR --resources …`) runs on them.
public enum CourseProgram {
  public static func main(base: Course, sandboxes: [SandboxDefinition]) -> Never {
    let ids = Set(sandboxes.map(\.id))
    // A feature of the folder named as a built-in sandbox is the one its lessons mean.
    let all = sandboxes + base.sandboxes.all.filter { !ids.contains($0.id) }
    let course = Course(
      sandboxes: SandboxList(all), bundleName: base.bundleName, checkout: nil, holdsCourseFeatures: true)
    exit(
      TutorApp(environment: ProcessInfo.processInfo.environment, course: course)
        .run(arguments: Array(CommandLine.arguments.dropFirst())))
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
