import Foundation

/// What `tutor play FILE` compiles a learner's feature with: the exercise check's compiler and
/// modules, and the object files of the whole engine (the command line included), so that the
/// private program is the tutor on the learner's feature. The Swift runtime is linked as shared
/// libraries (a static one made each link take seconds; the shipped tutor stays static).
extension ExerciseToolchain {
  /// The engine's object files, from the tutor's own link list, without the tutor's own `main`;
  /// with or without the built-in course (a played feature is its own course; a course folder's
  /// lessons may also play in the built-in sandboxes). Nil when the list is not there.
  package func engineObjectFiles(withBuiltInCourse: Bool) -> [String]? {
    let list = buildFolder.appendingPathComponent("tutor.product/Objects.LinkFileList")
    guard let listed = Self.objects(listedIn: list) else { return nil }
    let left = ["/tutor.build/"] + (withBuiltInCourse ? [] : ["/BuiltInCourse.build/"])
    let objects = listed.filter { path in
      path.hasSuffix(".o") && !left.contains { path.contains($0) }
    }
    guard objects.contains(where: { $0.contains("/TutorCommandLine.build/") }),
      objects.allSatisfy({ FileManager.default.fileExists(atPath: $0) })
    else { return nil }
    return objects
  }

  /// libedit's module map (the terminal layer imports it): the package's own.
  var editLineModuleMap: [String] {
    guard let root = packageRoot else { return [] }
    let map = root.appendingPathComponent("Sources/CLibEdit/module.modulemap")
    guard FileManager.default.fileExists(atPath: map.path) else { return [] }
    return ["-Xcc", "-fmodule-map-file=\(map.path)"]
  }

  /// The arguments that compile the learner's `files` with the generated `main` into `output`.
  /// One frontend job for all the files (`-wmo`: the engine's modules are loaded once, not once
  /// per file), and lld, which links the engine's objects in a third of gold's time.
  /// The C modules the engine imports (Glibc, libedit…) are built once into `moduleCache` and
  /// reused: rebuilding them took most of a compile (about 3 s of 4).
  func playArguments(files: [URL], main: URL, output: URL, objects: [String], moduleCache: URL) -> [String] {
    [
      "-swift-version", "6", "-Onone", "-wmo", "-use-ld=lld", "-diagnostic-style", "llvm",
      "-module-name", "LearnerFeature", "-I", modules.path, "-module-cache-path", moduleCache.path,
    ] + editLineModuleMap + macroPlugin + objects + ["-ledit"] + files.map(\.path) + [
      main.path, "-o", output.path,
    ]
  }

  /// What the cache key of a build depends on besides the learner's text: this toolchain and
  /// when its engine was last built.
  var playIdentity: String {
    let marks = [
      modules.appendingPathComponent("TutorCommandLine.swiftmodule"),
      buildFolder.appendingPathComponent("tutor.product/Objects.LinkFileList"),
      // Relinked whenever an object file changed, even where no module's interface did.
      buildFolder.appendingPathComponent("tutor"),
    ].map { (Self.modified($0)?.timeIntervalSince1970).map { String($0) } ?? "-" }
    return ([swiftc, buildFolder.path] + marks).joined(separator: "\n")
  }
}
