import Foundation

/// Finds the `lessons/` and `locales/` folders: an explicit folder (option or `TUTOR_RESOURCES`)
/// first, then the resources built next to the binary, then the source checkout.
///
/// `Bundle.module` crashes on Linux when the binary runs without its resource folder beside it,
/// so the bundle is looked for by hand and never required.
public struct ResourceLocator: Sendable {
  /// The folder that holds `lessons/` and `locales/`.
  public let root: URL
  /// A course folder (`--course`): its `lessons/` replace the root's, and its `locales/` (if any)
  /// add keys of its own to the root's.
  public let course: URL?

  /// The tutor's own catalogs.
  public var locales: URL { root.appendingPathComponent("locales", isDirectory: true) }
  /// The lessons: the course folder's when one is given.
  public var lessons: URL { (course ?? root).appendingPathComponent("lessons", isDirectory: true) }
  /// The course folder's own catalogs, when it has them.
  public var courseLocales: URL? {
    guard let folder = course?.appendingPathComponent("locales", isDirectory: true),
      FileManager.default.fileExists(atPath: folder.path)
    else { return nil }
    return folder
  }

  public init(root: URL, course: URL? = nil) {
    self.root = root
    self.course = course
  }

  /// The same resources for the course folder `course`.
  public func with(course: URL) -> ResourceLocator { ResourceLocator(root: root, course: course) }

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
    let own = try Catalog.load(language: language, from: locales)
    guard let courseLocales else { return own }
    return try own.adding(Catalog.load(language: language, from: courseLocales, allowEmpty: true))
  }
}
