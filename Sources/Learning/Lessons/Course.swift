import ExerciseGraders
import Foundation
import SandboxRuntime
import TutorSupport

/// What the engine is handed at start: the sandboxes a course's lessons play in, its code
/// exercises, and where its `lessons/` and `locales/` are. The engine names no lesson and no
/// exercise; the `tutor` executable hands it the built-in course.
public struct Course: Sendable {
  public let sandboxes: SandboxList
  /// The code exercises its lessons end with (`kind: exercise` steps); none for a course folder.
  public let exercises: ExerciseList
  /// The resource folder SwiftPM builds beside the executable for the course's module
  /// (`ReducerTutor_BuiltInCourse`), without its extension.
  public let bundleName: String
  /// The folder that holds `lessons/` and `locales/` in a source checkout, tried last.
  public let checkout: URL?
  /// Whether these sandboxes already hold a course folder's features: this is the program built
  /// for `--course DIR` (``CourseBuild``), which must not build itself again.
  public let holdsCourseFeatures: Bool
  /// The small course `tutor course new` copies, in a source checkout; beside the resources it
  /// is `course-template/`.
  public let template: URL?

  public init(
    sandboxes: SandboxList, exercises: ExerciseList = ExerciseList([]), bundleName: String, checkout: URL?,
    holdsCourseFeatures: Bool = false, template: URL? = nil
  ) {
    self.sandboxes = sandboxes
    self.exercises = exercises
    self.bundleName = bundleName
    self.checkout = checkout
    self.holdsCourseFeatures = holdsCourseFeatures
    self.template = template
  }

  /// The folder `tutor course new` copies: beside the resources, else the checkout's.
  public func templateFolder(resources: ResourceLocator) -> URL? {
    let candidates =
      [resources.root.appendingPathComponent("course-template", isDirectory: true)]
      + [template]
      .compactMap { $0 }
    return candidates.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("lessons/\(CourseManifest.fileName)").path)
    }
  }

  /// The course's `lessons/` and `locales/`: an explicit folder (option or `TUTOR_RESOURCES`)
  /// first, then the resources built next to the binary, then the checkout.
  public func resources(
    explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ResourceLocator? {
    ResourceLocator.find(
      explicit: explicit, environment: environment, bundleName: bundleName, checkout: checkout)
  }
}
