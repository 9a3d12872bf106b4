import ExerciseGraders
import Foundation
import Testing

@testable import ExerciseRunner

/// With no current `libTutorExerciseKit` (a fresh clone, where only the tutor was built), a check
/// links the modules' object files into a library of its own, once, and later checks link with
/// it: linking the object files into every program took half of a warm check.
@Suite("The exercise library a check links itself")
final class LinkedLibraryTests: Sendable {
  /// Each test's own folder, removed when the test ends.
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "linked-library-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: scratch) }

  /// A build folder that has the test bundle's modules and link lists but no library.
  static func buildFolderWithoutLibrary(_ scratch: URL) throws -> ExerciseToolchain {
    let real = try #require(StarterTests.toolchain, "no exercise modules beside the test bundle")
    try #require(real.objectFiles != nil, "no link list names the modules' object files")
    let folder = scratch.appendingPathComponent("debug", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let names =
      ["Modules", "ReducerKitMacros-tool"]
      + ["tutor", "ReducerTutorPackageTests", "tutor-bench"].map {
        "\($0).product"
      }
    for name in names
    where FileManager.default.fileExists(atPath: real.buildFolder.appendingPathComponent(name).path) {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: real.buildFolder.appendingPathComponent(name))
    }
    return ExerciseToolchain(buildFolder: folder, packageRoot: real.packageRoot, swiftc: real.swiftc)
  }

  static func inode(_ url: URL) -> UInt64? {
    var info = stat()
    return stat(url.path, &info) == 0 ? UInt64(info.st_ino) : nil
  }

  @Test("A check with no current library links one from the object files, and the next check reuses it")
  func linksOnceThenReuses() throws {
    let toolchain = try Self.buildFolderWithoutLibrary(scratch)
    #expect(!toolchain.libraryIsCurrent)

    let exercise = try #require(ExerciseList(ExerciseInfo.builtIn).named("row-timers"))
    let reference = StarterTests.repository.appendingPathComponent(exercise.referencePath)
    let checker = ExerciseChecker(toolchain: toolchain)
    #expect(checker.check(exercise, file: reference) == .solved)

    let kept = try FileManager.default.contentsOfDirectory(atPath: toolchain.linkedLibraries.path)
    #expect(kept.count == 1)
    let folder = toolchain.linkedLibraries.appendingPathComponent(try #require(kept.first))
    let library = folder.appendingPathComponent(ExerciseToolchain.libraryFile)
    let linked = try #require(Self.inode(library), "no library in \(folder.path)")
    // Nothing but the library is left there: the scratch folder of the link is gone.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == [ExerciseToolchain.libraryFile])

    // The next check links with the same file, and so does the next program's command line.
    #expect(checker.check(exercise, file: reference) == .solved)
    #expect(Self.inode(library) == linked)
    let relinked = toolchain.linkedLibrary(interrupted: { false })
    let again = try #require(relinked)
    #expect(again.standardizedFileURL == folder.standardizedFileURL)
    let arguments = toolchain.compileArguments(
      file: reference, main: scratch.appendingPathComponent("main.swift"),
      output: scratch.appendingPathComponent("check"), libraryFolder: again)
    #expect(arguments.contains("-lTutorExerciseKit"))
    #expect(arguments.contains(again.path))
    #expect(!arguments.contains { $0.hasSuffix(".o") })
  }

  @Test("Lint's batch of reference solutions links the same library, and every one is solved")
  func batchLinksTheLibrary() throws {
    let toolchain = try Self.buildFolderWithoutLibrary(scratch)
    let outcome = ExerciseBatchCheck.run(
      .references, lessons: StarterTests.repository.appendingPathComponent("lessons"), toolchain: toolchain,
      exercises: ExerciseInfo.builtIn)
    #expect(outcome.compiled, "\(outcome.compiler)")
    #expect(outcome.solved == Dictionary(uniqueKeysWithValues: ExerciseInfo.builtIn.map { ($0.name, true) }))
    let kept = try FileManager.default.contentsOfDirectory(atPath: toolchain.linkedLibraries.path)
    #expect(kept.count == 1)
  }

  @Test("A build folder outside the package still finds the package it was built from")
  func packageOfABuildFolderElsewhere() throws {
    let toolchain = try Self.buildFolderWithoutLibrary(scratch)
    let located = try #require(
      ExerciseToolchain.locate(executable: nil, environment: ["TUTOR_BUILD": toolchain.buildFolder.path]))
    #expect(located.packageRoot?.standardizedFileURL == StarterTests.repository.standardizedFileURL)
    #expect(!located.editLineModuleMap.isEmpty)
  }

  @Test("Without a library folder or a current library, the program links the object files")
  func objectFilesOtherwise() throws {
    let toolchain = try Self.buildFolderWithoutLibrary(scratch)
    let arguments = toolchain.compileArguments(
      file: scratch.appendingPathComponent("Learner.swift"),
      main: scratch.appendingPathComponent("main.swift"),
      output: scratch.appendingPathComponent("check"))
    #expect(!arguments.contains("-lTutorExerciseKit"))
    #expect(arguments.contains { $0.hasSuffix("/ExerciseGraders.build/ContactListGrader.swift.o") })
  }
}
