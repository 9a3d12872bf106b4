import ExerciseGraders
import Foundation
import Testing

@testable import ExerciseRunner
@testable import Learning
@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport
@testable import TutorTerminal

/// The starters learners get compile, and are not solved; the reference solutions compile and
/// are solved: all nine of a kind compiled at once into one program (one `swiftc` run each),
/// against the prebuilt library, the way `tutor exercise check` compiles one.
@Suite("Exercise starters", .serialized)
struct StarterTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The toolchain beside the test bundle, its library built once.
  static let toolchain: ExerciseToolchain? = {
    guard let toolchain = ExerciseToolchain.locate() else { return nil }
    if !toolchain.isReady && !toolchain.buildFolderIsBusy { _ = toolchain.buildLibrary() }
    return toolchain
  }()

  @Test(
    "Every starter compiles without warnings and is not solved yet; every reference is solved",
    arguments: ["en", "es", "reference"])
  func startersCompileAndFail(language: String) throws {
    let toolchain = try #require(Self.toolchain, "no exercise modules beside the test bundle")
    // The same batch `tutor lint` runs.
    let kind: ExerciseBatchCheck.Kind = language == "reference" ? .references : .starters(language: language)
    let outcome = ExerciseBatchCheck.run(
      kind, lessons: Self.repository.appendingPathComponent("lessons"), toolchain: toolchain,
      exercises: ExerciseInfo.builtIn)
    #expect(outcome.compiled, "\(outcome.compiler)")
    #expect(!outcome.compiler.contains("warning:"), "\(outcome.compiler)")
    let solved = language == "reference"
    #expect(
      outcome.solved == Dictionary(uniqueKeysWithValues: ExerciseInfo.builtIn.map { ($0.name, solved) }))
  }
}

/// `TUTOR_EXERCISES=DIR swift test --filter ExerciseGrading` grades a learner's folder, file by
/// file, exactly as `tutor exercise check` does. Skipped when the variable is not set.
@Suite(
  "Code exercises in $TUTOR_EXERCISES",
  .enabled(if: ProcessInfo.processInfo.environment["TUTOR_EXERCISES"] != nil, "set TUTOR_EXERCISES=DIR"))
struct LearnerFolderGrading {
  @Test("Each exercise file in the folder is solved", arguments: ExerciseInfo.builtIn.map(\.name))
  func solved(name: String) throws {
    let exercise = try #require(ExerciseList(ExerciseInfo.builtIn).named(name))
    let environment = ProcessInfo.processInfo.environment
    let folder = ExerciseWorkspace.expand(environment["TUTOR_EXERCISES"] ?? "", environment)
    let context = ExerciseContext(
      workspace: ExerciseWorkspace(folder: URL(fileURLWithPath: folder, relativeTo: StarterTests.repository)),
      toolchain: StarterTests.toolchain, stateFolder: nil)
    let file = context.workspace.file(of: exercise)
    try #require(FileManager.default.fileExists(atPath: file.path), "no \(exercise.file) in \(folder)")
    let verdict = context.check(exercise)
    let catalog = try Catalog.load(
      language: "en", from: StarterTests.repository.appendingPathComponent("locales"))
    let report = Renderer(catalog: catalog).text(
      ExerciseOutput.verdict(verdict, exercise: exercise, file: file))
    #expect(verdict.isSolved, "\(report)")
  }
}
