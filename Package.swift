// swift-tools-version: 6.0
import PackageDescription

// Layers, one way only:
// ReducerKit → ReducerKitTesting (+ LessonFeatures) → TutorEngine → TutorTerminal → tutor
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
    // Testing support: TestStore, failure reporting, dumps and diffs.
    .target(name: "ReducerKitTesting", dependencies: ["ReducerKit"]),
    // The features the lessons drive: ordinary code against the core library.
    .target(name: "LessonFeatures", dependencies: ["ReducerKit"]),
    // Tutor engine: lessons, locales, prompt-line parser, session. Pure, no terminal.
    .target(
      name: "TutorEngine",
      dependencies: ["ReducerKit", "ReducerKitTesting", "LessonFeatures"],
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
  ],
  swiftLanguageModes: [.v6]
)
