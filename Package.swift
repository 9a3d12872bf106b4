// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Layers, one way only:
// ReducerKit → ReducerKitTestingCore (+ LessonFeatures) → TutorEngine → TutorTerminal → tutor
// (ReducerKitTesting = ReducerKitTestingCore + the Swift Testing/XCTest reporter, for tests)
let package = Package(
  name: "ReducerTutor",
  products: [
    .library(name: "ReducerKit", targets: ["ReducerKit"]),
    .library(name: "ReducerKitTesting", targets: ["ReducerKitTesting"]),
    .executable(name: "tutor", targets: ["tutor"]),
  ],
  targets: [
    // Core library: reducers, effects, stores, lifting operators. No I/O.
    .target(name: "ReducerKit"),
    // Testing support: TestStore, failure reporting, dumps and diffs. Links neither Swift Testing
    // nor XCTest, so that the tutor does not load them.
    .target(name: "ReducerKitTestingCore", dependencies: ["ReducerKit"], path: "Sources/ReducerKitTesting"),
    // What tests import: the above, with failures reported to Swift Testing (or XCTest) by default.
    .target(
      name: "ReducerKitTesting", dependencies: ["ReducerKitTestingCore"],
      path: "Sources/ReducerKitTestingReporters"
    ),
    // The features the lessons drive: ordinary code against the core library.
    .target(name: "LessonFeatures", dependencies: ["ReducerKit"]),
    // Tutor engine: lessons, locales, prompt-line parser, session. Pure, no terminal.
    .target(
      name: "TutorEngine",
      dependencies: ["ReducerKit", "ReducerKitTestingCore", "LessonFeatures"],
      resources: [.copy("../../lessons"), .copy("../../locales")]
    ),
    // libedit, from Debian's libedit-dev.
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // Terminal: line editing (libedit or plain stdin), colours, width.
    .target(name: "TutorTerminal", dependencies: ["CLibEdit", "TutorEngine"]),
    // The executable: argument parsing and the one I/O loop.
    .executableTarget(name: "tutor", dependencies: ["TutorEngine", "TutorTerminal"]),
    // Code exercises: the given pieces (always these), and the learner's reducers — the reference
    // solutions, or the files in $TUTOR_EXERCISES (README, "Code exercises").
    .target(name: "ExerciseSupport", dependencies: ["ReducerKit", "LessonFeatures"]),
    .target(
      name: "Exercises",
      dependencies: ["ReducerKit", "LessonFeatures", "ExerciseSupport"],
      path: exercisesPath()
    ),
    // Benchmarks: `swift run -c release tutor-bench [--json]` (see docs/benchmarks.md).
    .executableTarget(
      name: "tutor-bench",
      dependencies: ["ReducerKit", "ReducerKitTesting", "LessonFeatures", "TutorEngine"],
      path: "Benchmarks/Sources/tutor-bench"
    ),

    .testTarget(name: "ReducerKitTests", dependencies: ["ReducerKit", "ReducerKitTesting"]),
    .testTarget(name: "ReducerKitTestingTests", dependencies: ["ReducerKitTesting", "LessonFeatures"]),
    .testTarget(name: "TutorEngineTests", dependencies: ["TutorEngine"]),
    .testTarget(name: "TutorTerminalTests", dependencies: ["TutorTerminal"]),
    .testTarget(name: "TutorEndToEndTests", dependencies: ["TutorEngine"]),
    .testTarget(
      name: "ExerciseGradingTests",
      dependencies: ["Exercises", "ExerciseSupport", "LessonFeatures", "ReducerKitTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// Where the `Exercises` target's sources are: `Sources/Exercises/Reference` (the solutions), or
/// the folder in the environment variable `TUTOR_EXERCISES` — absolute, or relative to the package.
///
///     TUTOR_EXERCISES=~/my-exercises swift test --filter ExerciseGrading
///
/// SwiftPM builds only sources inside the package, so a folder outside it is reached through a
/// symlink, `Sources/Exercises/Learner/<the folder's path>` (git-ignored), one per folder. SwiftPM
/// caches this manifest per environment, so changing the variable takes effect at once.
func exercisesPath() -> String {
  let reference = "Sources/Exercises/Reference"
  let environment = ProcessInfo.processInfo.environment
  guard let given = environment["TUTOR_EXERCISES"], !given.isEmpty else { return reference }
  let root = URL(fileURLWithPath: Context.packageDirectory).standardizedFileURL.path
  var path = given
  if path.hasPrefix("~/"), let home = environment["HOME"] { path = home + path.dropFirst() }
  let folder = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/"))
    .standardizedFileURL.path
  if folder == root || root.hasPrefix(folder + "/") {
    exercisesError("TUTOR_EXERCISES=\(given) holds the whole package; name your exercises folder.")
  }
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
  else {
    exercisesError("TUTOR_EXERCISES=\(given): there is no folder at \(folder).")
  }
  if folder.hasPrefix(root + "/") { return String(folder.dropFirst(root.count + 1)) }
  let name = folder.split(separator: "/")
    .map { $0.map { $0.isLetter || $0.isNumber || $0 == "_" ? String($0) : "-" }.joined() }
    .joined(separator: "-")
  let links = "Sources/Exercises/Learner"
  let link = "\(root)/\(links)/\(name)"
  let manager = FileManager.default
  if (try? manager.destinationOfSymbolicLink(atPath: link)) != folder {
    if (try? manager.destinationOfSymbolicLink(atPath: link)) != nil { unlink(link) }
    do {
      try manager.createDirectory(atPath: "\(root)/\(links)", withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: link, withDestinationPath: folder)
    } catch {
      exercisesError("TUTOR_EXERCISES=\(given): could not link \(link) to \(folder): \(error)")
    }
  }
  return "\(links)/\(name)"
}

func exercisesError(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  fatalError(message)
}
