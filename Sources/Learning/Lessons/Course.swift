import Foundation
import SandboxRuntime
import TutorSupport

/// What the engine is handed at start: the sandboxes a course's lessons play in, and where its
/// `lessons/` and `locales/` are. The engine names no lesson; the `tutor` executable hands it the
/// built-in course.
public struct Course: Sendable {
  public let sandboxes: SandboxList
  /// The resource folder SwiftPM builds beside the executable for the course's module
  /// (`ReducerTutor_BuiltInCourse`), without its extension.
  public let bundleName: String
  /// The folder that holds `lessons/` and `locales/` in a source checkout, tried last.
  public let checkout: URL?

  public init(sandboxes: SandboxList, bundleName: String, checkout: URL?) {
    self.sandboxes = sandboxes
    self.bundleName = bundleName
    self.checkout = checkout
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
