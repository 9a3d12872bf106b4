// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Layers, one way only (docs/architecture.md draws the graph):
// ReducerKit → ReducerKitTestingCore (+ LessonFeatures) → the engine's modules, in order:
//   TutorSupport → PromptLanguage → SandboxRuntime → ExerciseRunner → Learning → Grading
//   → TutorTerminal → TutorCommandLine → tutor (which hands it BuiltInCourse)
// (ReducerKitTesting = ReducerKitTestingCore + the Swift Testing/XCTest reporter, for tests)
// (+ ExerciseSupport → ExerciseGraders, used by the engine to check code exercises)
// Tests follow the layers: each engine module <M> has its test target <M>Tests (below), with the
// helpers several of them share in the library EngineTestSupport.

/// Every module of the tutor's engine, for the targets that test or measure all of it (the
/// end-to-end tests, the exercise grading tests, the benchmarks).
let engine: [Target.Dependency] = [
  "TutorSupport", "PromptLanguage", "SandboxRuntime", "ExerciseRunner", "Learning", "Grading",
  "TutorCommandLine", "BuiltInCourse",
]

/// The code exercises, each in its folder `Sources/Exercises/<name>/`, whose files are named
/// after it (`fresh-search`: `FreshSearchGiven.swift`, `FreshSearchGrader.swift`, `FreshSearch.swift`).
/// `given`: whether it has given types of its own (the others use a lesson feature's).
let exercises: [(name: String, given: Bool)] = [
  ("delayed-counter", false), ("logged-counters", true), ("stopwatch", true), ("contact-list", true),
  ("row-timers", false), ("editor-sheet", false), ("fresh-search", true), ("ticker-sheet", true),
  ("detail-stack", true),
]
/// `FreshSearch`, from `fresh-search`.
func stem(_ name: String) -> String {
  name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}
let givenTypes = exercises.filter(\.given).map { "\($0.name)/\(stem($0.name))Given.swift" }
let graders = exercises.map { "\($0.name)/\(stem($0.name))Grader.swift" }
let references = exercises.map { "\($0.name)/\(stem($0.name)).swift" }
let exerciseFiles = givenTypes + graders + references

let package = Package(
  name: "ReducerTutor",
  products: [
    .library(name: "ReducerKit", targets: ["ReducerKit"]),
    .library(name: "ReducerKitTesting", targets: ["ReducerKitTesting"]),
    // swift-tagged's `Tagged`, written here (TCA's SyncUps imports it): `import Tagged`.
    .library(name: "Tagged", targets: ["Tagged"]),
    .executable(name: "tutor", targets: ["tutor"]),
    // What a learner's exercise file can be linked with by `tutor exercise check`: the library,
    // the exercises' given pieces and the graders in one dynamic library. Optional: without it
    // the check links the same modules' object files (docs/exercises/README.md).
    .library(name: "TutorExerciseKit", type: .dynamic, targets: ["ExerciseGraders"]),
  ],
  targets: [
    // Core library: reducers, effects, stores, lifting operators. No I/O.
    // Like every library target here it carries no unsafe flags, so another package can depend on
    // a tagged version of it. The tutor's own release build asks for cross-module optimisation on
    // the command line (`bash .ci/release`), so that the store's generic runtime is specialised
    // for the features' own types (docs/benchmarks.md, "Cross-module optimisation").
    .target(name: "ReducerKit", dependencies: ["ReducerKitMacros"]),
    // The plugin behind ReducerKit's macros (@Reducer, @CasePathable, @Presents, …): a plain
    // executable speaking the compiler's plugin protocol, with its own small parser (no
    // swift-syntax, which cannot be fetched here).
    .macro(name: "ReducerKitMacros"),
    // Testing support: TestStore, failure reporting, dumps and diffs. Links neither Swift Testing
    // nor XCTest, so that the tutor does not load them.
    .target(name: "ReducerKitTestingCore", dependencies: ["ReducerKit"]),
    // swift-tagged's `Tagged<Tag, RawValue>`, our own: a raw value told apart by a phantom tag.
    .target(name: "Tagged"),
    // What tests import: the above, with failures reported to Swift Testing (or XCTest) by default.
    .target(name: "ReducerKitTesting", dependencies: ["ReducerKitTestingCore"]),
    // The features the lessons drive: ordinary code against the core library.
    .target(name: "LessonFeatures", dependencies: ["ReducerKit"]),
    // The tutor engine, in layers; each module sees only those above it in this list.
    // Support: files, locale catalogs, output values and their rendering, input errors.
    .target(name: "TutorSupport"),
    // The prompt's language: lexer, parser, values with their decoder/encoder, prompt commands.
    .target(name: "PromptLanguage", dependencies: ["ReducerKit", "TutorSupport"]),
    // Sandboxes and the prompt session on them (the list of sandboxes is passed in), completion.
    .target(
      name: "SandboxRuntime",
      dependencies: ["ReducerKit", "ReducerKitTestingCore", "TutorSupport", "PromptLanguage"]
    ),
    // Compiling and checking a learner's exercise file with the toolchain.
    .target(
      name: "ExerciseRunner",
      dependencies: [
        "ReducerKitTestingCore", "ExerciseGraders", "TutorSupport", "PromptLanguage", "SandboxRuntime",
      ]
    ),
    // Lessons, the learn flow, progress and transcripts.
    .target(
      name: "Learning",
      dependencies: [
        "ReducerKit", "ExerciseGraders", "TutorSupport", "PromptLanguage", "SandboxRuntime", "ExerciseRunner",
      ]
    ),
    // Grading transcripts against the lessons' tasks, and the reports.
    .target(
      name: "Grading",
      dependencies: ["ReducerKit", "TutorSupport", "PromptLanguage", "SandboxRuntime", "Learning"]
    ),
    // The built-in course: the lessons' sandboxes on LessonFeatures, and `lessons/`, `locales/`;
    // and the small course `tutor course new` writes (`course-template/`, docs/authoring.md).
    .target(
      name: "BuiltInCourse",
      dependencies: ["ReducerKit", "LessonFeatures", "ExerciseGraders", "SandboxRuntime", "Learning"],
      resources: [.copy("../../lessons"), .copy("../../locales"), .copy("course-template")]
    ),
    // libedit, from Debian's libedit-dev.
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // Terminal: line editing (libedit or plain stdin), colours, width.
    .target(name: "TutorTerminal", dependencies: ["CLibEdit", "TutorSupport", "SandboxRuntime"]),
    // The command line as a library: one table of commands and options, and every front door
    // (learn, play, run, replay, demo, grade, exercise, lint), given a course.
    .target(
      name: "TutorCommandLine",
      dependencies: [
        "ReducerKit", "ExerciseGraders", "TutorSupport", "PromptLanguage", "SandboxRuntime", "ExerciseRunner",
        "Learning", "Grading", "TutorTerminal",
      ]
    ),
    // The executable: argument parsing and the one I/O loop. In release, the Swift runtime and
    // Foundation are linked into it: loading and binding their shared libraries was most of its
    // start-up (docs/benchmarks.md, issue 16, target 5). Debug builds, which the tests spawn,
    // link them dynamically. The modules ask for Foundation's parts in an order that suits shared
    // libraries; as archives they are searched again as a group, after everything else. lld (in
    // the toolchain), because gold warns about a `mktemp` inside Foundation's archive.
    .executableTarget(
      name: "tutor", dependencies: ["TutorCommandLine", "BuiltInCourse"],
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-use-ld=lld", "-Xlinker", "--start-group", "-lFoundation", "-lCoreFoundation",
            "-lFoundationEssentials", "-lFoundationInternationalization", "-l_FoundationICU",
            "-l_FoundationCShims", "-l_FoundationCollections", "-Xlinker", "--end-group", "-lstdc++",
          ], .when(configuration: .release))
      ]
    ),
    // Code exercises, one folder each (`Sources/Exercises/<name>/`, docs/exercises/README.md):
    // the given pieces, linked with the learner's file; the graders (TestStore scenarios,
    // diagnoses, the JSON-lines report `tutor exercise check` reads) with what they share
    // (`Sources/Exercises/Shared/`); and the reference solutions, graded by `swift test`.
    .target(
      name: "ExerciseSupport", dependencies: ["ReducerKit", "LessonFeatures"],
      path: "Sources/Exercises", exclude: ["Shared"] + exerciseFiles.filter { !givenTypes.contains($0) },
      sources: givenTypes
    ),
    .target(
      name: "ExerciseGraders",
      dependencies: ["ReducerKit", "ReducerKitTestingCore", "LessonFeatures", "ExerciseSupport"],
      path: "Sources/Exercises", exclude: exerciseFiles.filter { !graders.contains($0) },
      sources: ["Shared"] + graders
    ),
    .target(
      name: "Exercises",
      dependencies: ["ReducerKit", "LessonFeatures", "ExerciseSupport"],
      path: "Sources/Exercises", exclude: ["Shared"] + exerciseFiles.filter { !references.contains($0) },
      sources: references
    ),
    // Benchmarks: `swift run -c release tutor-bench [--json]` (see docs/benchmarks.md).
    .executableTarget(
      name: "tutor-bench",
      dependencies: ["ReducerKit", "ReducerKitTesting", "LessonFeatures", "ExerciseGraders"] + engine,
      path: "Benchmarks/Sources/tutor-bench"
    ),

    .testTarget(name: "ReducerKitTests", dependencies: ["ReducerKit", "ReducerKitTesting"]),
    .testTarget(name: "ReducerKitMacrosTests", dependencies: ["ReducerKit", "ReducerKitTesting"]),
    .testTarget(name: "ReducerKitTestingTests", dependencies: ["ReducerKitTesting", "LessonFeatures"]),
    // TCA's own examples (case studies, Todos, Search, SyncUps), their features and tests in TCA's
    // spelling with only the imports changed (docs/tca-examples.md).
    .testTarget(name: "TCAExamplesTests", dependencies: ["ReducerKitTesting", "Tagged"]),
    .testTarget(name: "TaggedTests", dependencies: ["Tagged", "ReducerKitTesting"]),
    // The engine's tests: one target per module, holding the tests of that module's behaviour
    // (docs/architecture.md, "Tests"). A test of a lower module may use a higher one as a fixture
    // (most often the built-in course's sandboxes and lessons); each such use is named below.
    // Shared helpers (a temporary folder, the repository's folders, sessions and lessons on the
    // built-in course), used by several test targets, written once. A plain library, not a test
    // target: it uses only the modules' public API (`package` helpers, no `@testable`).
    .target(
      name: "EngineTestSupport",
      dependencies: ["BuiltInCourse", "Learning", "SandboxRuntime", "TutorSupport"],
      path: "Tests/EngineTestSupport"
    ),
    // Files, catalogs, text, output words; and the folder graph of every engine module.
    // Fixtures from above: Learning (lessons and transcripts read from CRLF files, the catalog keys
    // of its code), the built-in course (through EngineTestSupport).
    .testTarget(name: "TutorSupportTests", dependencies: ["TutorSupport", "Learning", "EngineTestSupport"]),
    // Lexer, parsers, values (decoder, encoder, edits), input-error messages, and the seeded
    // prompt-line and effects fuzzers (they share the value fuzzer's seeded generator).
    // Fixtures from above: SandboxRuntime and the built-in course's sandboxes (literals and fuzzed
    // lines run at a prompt), Learning (the lessons' lines), LessonFeatures (literal defaults).
    .testTarget(
      name: "PromptLanguageTests",
      dependencies: [
        "TutorSupport", "PromptLanguage", "SandboxRuntime", "Learning", "LessonFeatures", "EngineTestSupport",
      ]
    ),
    // Sessions, sandboxes, completion, help examples, test verdicts, bounded work.
    // Fixtures from above: the built-in course's sandboxes; Learning (lesson files, lessons' lines),
    // Grading and TutorCommandLine (the bounds on options and transcripts), TutorTerminal
    // (completion as the line editor offers it).
    .testTarget(
      name: "SandboxRuntimeTests",
      dependencies: [
        "ReducerKit", "ReducerKitTestingCore", "ReducerKitTesting", "LessonFeatures", "TutorSupport",
        "PromptLanguage", "SandboxRuntime", "Learning", "Grading", "TutorTerminal", "TutorCommandLine",
        "BuiltInCourse", "EngineTestSupport",
      ]
    ),
    // Compile-error hints, exercise verdicts, playing a learner's feature, sealed reports.
    .testTarget(
      name: "ExerciseRunnerTests",
      dependencies: [
        "ReducerKitTesting", "ExerciseGraders", "TutorSupport", "PromptLanguage", "ExerciseRunner",
        "EngineTestSupport",
      ]
    ),
    // Lessons and their checks, the learn flow, quizzes, progress, the exercise step.
    // Fixtures from above: TutorCommandLine (a lesson file read as `tutor lint` reads it), the
    // built-in course's sandboxes.
    .testTarget(
      name: "LearningTests",
      dependencies: [
        "ReducerKit", "ReducerKitTesting", "ExerciseGraders", "TutorSupport", "PromptLanguage",
        "SandboxRuntime", "ExerciseRunner", "Learning", "TutorCommandLine", "BuiltInCourse",
        "EngineTestSupport",
      ]
    ),
    // Grading transcripts and classes, the reports, the limits.
    // Fixture from above: TutorCommandLine (grade options read as the command line reads them).
    .testTarget(
      name: "GradingTests",
      dependencies: [
        "TutorSupport", "PromptLanguage", "SandboxRuntime", "Learning", "Grading", "TutorCommandLine",
        "EngineTestSupport",
      ]
    ),
    .testTarget(name: "TutorTerminalTests", dependencies: ["TutorTerminal"]),
    // The command table and its arguments.
    // Fixture from above: the built-in course's exercises (an exercise's name checked when it runs).
    .testTarget(
      name: "TutorCommandLineTests",
      dependencies: [
        "TutorSupport", "ExerciseGraders", "Learning", "Grading", "TutorCommandLine", "BuiltInCourse",
        "EngineTestSupport",
      ]
    ),
    // The built-in course: its sandboxes at the prompt, its lessons' content, spelling, layout,
    // Swift blocks and API names. Its sandboxes come through EngineTestSupport's sessions.
    .testTarget(
      name: "BuiltInCourseTests",
      dependencies: [
        "ReducerKit", "LessonFeatures", "TutorSupport", "PromptLanguage", "SandboxRuntime", "ExerciseRunner",
        "Learning", "EngineTestSupport",
      ]
    ),
    .testTarget(name: "TutorEndToEndTests", dependencies: engine),
    .testTarget(
      name: "ExerciseGradingTests",
      dependencies: [
        "Exercises", "ExerciseGraders", "ExerciseSupport", "LessonFeatures", "ReducerKitTesting",
      ] + engine
    ),
  ],
  swiftLanguageModes: [.v6]
)
