import Foundation

/// The exercise library a check links with. Linking the modules' object files (some 250) into
/// every learner's program took about half of a warm check (0.23 s of 0.44 s, `tutor-bench`
/// scenario 7); linking with one shared library takes 0.04 s. The package's own
/// `libTutorExerciseKit` serves when it is current. When it is not (a fresh clone, where only
/// the tutor was built), the tutor links the same object files into a library of its own, once,
/// in `exercise-kit/` of the build folder, under a key of those files: their paths, sizes and
/// dates. Every check of that build then shares it, a test suite's included.
extension ExerciseToolchain {
  /// Where the libraries the tutor links itself are kept.
  package var linkedLibraries: URL { buildFolder.appendingPathComponent("exercise-kit", isDirectory: true) }

  /// The folder of a current library linked from the object files, linked first when missing;
  /// nil when the object files are not listed, the build folder cannot be written or the link
  /// fails (a check then links the object files themselves).
  func linkedLibrary(interrupted: @escaping @Sendable () -> Bool) -> URL? {
    guard let objects = objectFiles else { return nil }
    let marks = objects.map { path in path + " " + (FileIdentity.of(path) ?? "-") }
    let folder = linkedLibraries.appendingPathComponent(
      PlayBuild.key([Self.libraryFile, swiftc] + marks), isDirectory: true)
    let library = folder.appendingPathComponent(Self.libraryFile)
    if FileManager.default.fileExists(atPath: library.path) {
      PlayCache.touch(folder)
      return folder
    }
    let scratch = folder.appendingPathComponent("build-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let partial = scratch.appendingPathComponent(Self.libraryFile)
    guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil
    else { return nil }
    let linked = ExerciseProcess.run(
      "/usr/bin/env",
      [swiftc, "-emit-library", "-use-ld=lld", "-module-name", "TutorExerciseKit"] + objects + [
        "-o", partial.path,
      ],
      timeout: 120,
      setup: .init(workingFolder: scratch, outputCap: 1 << 20, interrupted: interrupted))
    // Renamed into place whole: a second check never links with half a library.
    guard linked.status == 0, !linked.timedOut, rename(partial.path, library.path) == 0 else { return nil }
    PlayCache.prune(linkedLibraries, keep: 4)
    return folder
  }
}
