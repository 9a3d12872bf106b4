import ExerciseGraders
import Foundation
import Synchronization

/// What a learner's exercise file is compiled with: `swiftc`, and the build folder that holds the
/// modules it imports (`Modules/`) and the library it links (`libTutorExerciseKit`): the folder
/// of the `tutor` binary itself, in the package's `.build`. The package is found above it, to
/// build the library on first use and to read the reference solutions.
public struct ExerciseToolchain: Sendable {
  /// `.build/<triple>/release`: the tutor's own build folder.
  public let buildFolder: URL
  /// The package checkout, when the build folder is inside one.
  public let packageRoot: URL?
  /// The compiler: `$SWIFTC`, else `swiftc` on the `PATH`.
  public let swiftc: String

  public var modules: URL { buildFolder.appendingPathComponent("Modules", isDirectory: true) }
  public var library: URL { buildFolder.appendingPathComponent(Self.libraryFile) }
  /// `release` or `debug`, from the folder's name.
  public var configuration: String { buildFolder.lastPathComponent == "debug" ? "debug" : "release" }

  #if os(macOS)
    static let libraryFile = "libTutorExerciseKit.dylib"
  #else
    static let libraryFile = "libTutorExerciseKit.so"
  #endif

  /// The modules the library is made of: it is out of date when one is newer.
  static let libraryModules = [
    "ReducerKit", "ReducerKitTestingCore", "LessonFeatures", "ExerciseSupport", "ExerciseGraders",
  ]

  public init(buildFolder: URL, packageRoot: URL?, swiftc: String = "swiftc") {
    self.buildFolder = buildFolder
    self.packageRoot = packageRoot
    self.swiftc = swiftc
  }

  /// The toolchain of the running binary: its folder must hold the exercise modules
  /// (`TUTOR_BUILD` names another build folder). Nil when there is none.
  public static func locate(
    executable: URL? = Bundle.main.executableURL,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ExerciseToolchain? {
    let swiftc = environment["SWIFTC"].flatMap { $0.isEmpty ? nil : $0 } ?? "swiftc"
    var candidates: [URL] = []
    if let given = environment["TUTOR_BUILD"], !given.isEmpty {
      candidates.append(URL(fileURLWithPath: given))
    }
    if let executable { candidates.append(executable.resolvingSymlinksInPath().deletingLastPathComponent()) }
    for folder in candidates {
      let marker = folder.appendingPathComponent("Modules/ExerciseGraders.swiftmodule")
      guard FileManager.default.fileExists(atPath: marker.path) else { continue }
      return ExerciseToolchain(
        buildFolder: folder, packageRoot: packageRoot(above: folder) ?? builtFrom, swiftc: swiftc)
    }
    return nil
  }

  /// The package this code was compiled from, when it is still there: the package root of a
  /// build folder made elsewhere (`swift build --scratch-path /elsewhere`), whose libedit module
  /// map and reference solutions are read from the package.
  static var builtFrom: URL? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let manifest = root.appendingPathComponent("Package.swift")
    return FileManager.default.fileExists(atPath: manifest.path) ? root : nil
  }

  /// The nearest folder above `folder` with a `Package.swift`.
  static func packageRoot(above folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    for _ in 0..<5 {
      current = current.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
        return current
      }
    }
    return nil
  }

  /// Whether the library is there and at least as new as the modules it is made of.
  public var libraryIsCurrent: Bool {
    guard let built = Self.modified(library) else { return false }
    return Self.libraryModules.allSatisfy { name in
      (Self.modified(modules.appendingPathComponent("\(name).swiftmodule")) ?? .distantPast) <= built
    }
  }

  static func modified(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  /// The object files of the exercise modules, from a link list SwiftPM wrote in this build
  /// folder (the tutor's own, normally: the engine uses the graders, so it links them all).
  /// Linking them needs no build at all; nil when there is no such list. Read once per process
  /// while the list is unchanged (a check asks twice, `exercise watch` at every save).
  public var objectFiles: [String]? {
    for product in ["tutor", "ReducerTutorPackageTests", "tutor-bench"] {
      let list = buildFolder.appendingPathComponent("\(product).product/Objects.LinkFileList")
      guard let identity = FileIdentity.of(list.path) else { continue }
      let known = Self.knownObjects.withLock { $0[list.path] }
      if let known, known.identity == identity, known.objects.allSatisfy({ access($0, F_OK) == 0 }) {
        return known.objects
      }
      guard let objects = Self.exerciseObjects(listedIn: list) else { continue }
      Self.knownObjects.withLock { $0[list.path] = (identity, objects) }
      return objects
    }
    return nil
  }

  /// The link lists read so far: each one's size and date, and the exercise modules' objects in it.
  private static let knownObjects = Mutex<[String: (identity: String, objects: [String])]>([:])

  /// The exercise modules' object files in a link list; nil when it names none, or one is missing.
  static func exerciseObjects(listedIn list: URL) -> [String]? {
    guard let listed = objects(listedIn: list) else { return nil }
    // By the folder each file is in: plain comparisons, not Foundation's searches, which cost
    // a check tens of milliseconds on some 1,500 paths.
    let folders = Set(libraryModules.map { "\($0).build" })
    let objects = listed.filter { path in
      path.split(separator: "/").dropLast().last.map { folders.contains(String($0)) } ?? false
    }
    guard objects.contains(where: { $0.split(separator: "/").dropLast().last == "ExerciseGraders.build" }),
      objects.allSatisfy({ access($0, F_OK) == 0 })
    else { return nil }
    return objects
  }

  /// The object files a SwiftPM link list names; nil when it cannot be read.
  static func objects(listedIn list: URL) -> [String]? {
    guard let data = FileManager.default.contents(atPath: list.path) else { return nil }
    let quotes: Set<Character> = ["\"", "'", " "]
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
      var path = line
      while let first = path.first, quotes.contains(first) { path.removeFirst() }
      while let last = path.last, quotes.contains(last) { path.removeLast() }
      return String(path).replacing("\\ ", with: " ")
    }
  }

  /// Whether a check can compile and link at once: the library is current, or the modules'
  /// object files are listed.
  public var isReady: Bool { libraryIsCurrent || objectFiles != nil }

  /// Whether another SwiftPM process holds the package's build folder (a `swift test` running
  /// these very checks, say): building the library then would wait for it forever.
  public var buildFolderIsBusy: Bool {
    guard let root = packageRoot,
      let text = try? String(contentsOf: root.appendingPathComponent(".build/.lock"), encoding: .utf8),
      let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid != getpid()
    else { return false }
    return kill(pid, 0) == 0
  }

  /// The command that builds the library. In release, with the flags of `.ci/release`, which
  /// built the tutor: a build with other flags would recompile every module.
  public var buildCommand: [String] {
    ["swift", "build", "-c", configuration, "--product", "TutorExerciseKit"]
      + (configuration == "release" ? ["-Xswiftc", "-cross-module-optimization"] : [])
      + (packageRoot.map { ["--package-path", $0.path] } ?? [])
  }

  /// Builds the library; the build's output when it fails.
  public func buildLibrary() -> (succeeded: Bool, output: String) {
    guard packageRoot != nil else { return (false, "") }
    let result = ExerciseProcess.run(
      "/usr/bin/env", buildCommand, timeout: 600, workingFolder: packageRoot)
    return (result.status == 0 && !result.timedOut, result.output + result.errors)
  }

  /// The reference solution of `exercise`, from the package checkout (or its course folder).
  public func reference(of exercise: ExerciseInfo) -> String? {
    guard let file = exercise.reference(packageRoot: packageRoot) else { return nil }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    // From the first line that imports on: the header above it speaks to maintainers.
    guard let start = text.range(of: #"(?m)^import "#, options: .regularExpression) else { return text }
    return String(text[start.lowerBound...])
  }

  /// The arguments that compile `file` with the grader's `main` into `output`.
  /// With the library in `libraryFolder` when one is given (``linkedLibrary(interrupted:)``),
  /// else with the package's library when it is current, else with the modules' object files.
  /// As `tutor play FILE` compiles (``playArguments(files:main:output:objects:moduleCache:)``):
  /// one frontend job for the files (`-wmo`: the modules are loaded once), lld, and the C modules
  /// kept in `moduleCache` when one is given.
  /// `courseModule` is the folder of a course's exercise module (``CourseExerciseModule``),
  /// linked with the file when given.
  func compileArguments(
    file: URL, main: URL, output: URL, moduleCache: URL? = nil, libraryFolder: URL? = nil,
    courseModule: URL? = nil
  ) -> [String] {
    let linking: [String]
    if libraryFolder == nil && !libraryIsCurrent, let objects = objectFiles {
      linking = objects
    } else {
      let folder = (libraryFolder ?? buildFolder).path
      linking = ["-L", folder, "-lTutorExerciseKit", "-Xlinker", "-rpath", "-Xlinker", folder]
    }
    return [
      "-swift-version", "6", "-Onone", "-wmo", "-use-ld=lld", "-diagnostic-style", "llvm", "-module-name",
      "LearnerExercise", "-I", modules.path,
    ] + (moduleCache.map { ["-module-cache-path", $0.path] } ?? []) + macroPlugin + linking
      + (courseModule.map(CourseExerciseModule.arguments) ?? []) + [file.path, main.path, "-o", output.path]
  }

  /// `@Reducer`, `@CasePathable`, `@Presents`…: the library's macro plugin, built beside the modules
  /// (SwiftPM passes it to the package's own targets; a learner's file needs it said).
  package var macroPlugin: [String] {
    let tool = buildFolder.appendingPathComponent("ReducerKitMacros-tool")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else { return [] }
    return ["-load-plugin-executable", tool.path + "#ReducerKitMacros"]
  }
}
