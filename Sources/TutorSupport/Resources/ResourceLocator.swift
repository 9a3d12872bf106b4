import Foundation

/// Finds the `lessons/` and `locales/` folders: an explicit folder (option or `TUTOR_RESOURCES`)
/// first, then the resources built next to the binary, then the source checkout.
///
/// `Bundle.module` crashes on Linux when the binary runs without its resource folder beside it,
/// so the bundle is looked for by hand and never required.
public struct ResourceLocator: Sendable {
  /// The folder that holds `lessons/` and `locales/`.
  public let root: URL

  public var locales: URL { root.appendingPathComponent("locales", isDirectory: true) }
  public var lessons: URL { root.appendingPathComponent("lessons", isDirectory: true) }

  public init(root: URL) { self.root = root }

  /// The first place that has a `locales/` folder, or nil when none does.
  /// - Parameters:
  ///   - bundleName: the resource folder SwiftPM builds beside the executable for the course's
  ///     module (`ReducerTutor_BuiltInCourse`), without its extension.
  ///   - checkout: the folder that holds `lessons/` and `locales/` in a source checkout.
  public static func find(
    explicit: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL? = Bundle.main.executableURL,
    bundleName: String, checkout: URL?
  ) -> ResourceLocator? {
    var candidates: [URL] = []
    if let explicit { candidates.append(URL(fileURLWithPath: explicit)) }
    if let fromEnvironment = environment["TUTOR_RESOURCES"] {
      candidates.append(URL(fileURLWithPath: fromEnvironment))
    }
    if let folder = executable?.deletingLastPathComponent() {
      candidates.append(folder.appendingPathComponent(bundleName + ".resources"))
      candidates.append(folder.appendingPathComponent(bundleName + ".bundle"))
    }
    if let checkout { candidates.append(checkout) }
    let fileManager = FileManager.default
    for candidate in candidates {
      var isFolder: ObjCBool = false
      let locales = candidate.appendingPathComponent("locales").path
      if fileManager.fileExists(atPath: locales, isDirectory: &isFolder), isFolder.boolValue {
        return ResourceLocator(root: candidate)
      }
    }
    return nil
  }

  /// The catalog for `language`.
  public func catalog(language: String) throws -> Catalog {
    try Catalog.load(language: language, from: locales)
  }
}
