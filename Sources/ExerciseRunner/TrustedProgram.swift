import ExerciseGraders
import Foundation

/// The other side of a check: the exercise's grader and `main`, compiled with the project's own
/// reference solution (a course folder's, for its exercises) in place of the learner's file. A
/// check runs it with the learner's program and the same seed, and compares what the two
/// observed (``ExerciseChecker/verdict(of:reference:exercise:file:)``).
///
/// Built once per tutor build, reference and grader: kept in `trusted-checks/<key>/` beside the
/// prompt's module cache when there is one (a warm check only runs it), else in the check's
/// scratch folder.
enum TrustedProgram {
  /// Why there is no trusted program: the verdict that says so.
  struct Problem: Error {
    var verdict: ExerciseVerdict
  }

  static let folderName = "trusted-checks"

  static func build(
    _ exercise: ExerciseInfo, toolchain: ExerciseToolchain, main: URL, courseModule: URL?,
    libraryFolder: URL?, cache: URL?, scratch: URL, moduleCache: URL?,
    interrupted: @escaping @Sendable () -> Bool
  ) -> Result<URL, Problem> {
    guard let reference = toolchain.reference(of: exercise) else {
      let path = exercise.reference(packageRoot: toolchain.packageRoot)?.path ?? exercise.referencePath
      return .failure(Problem(verdict: .toolchainProblem(key: "exercise.check.noReference", detail: path)))
    }
    let key = PlayBuild.key(
      [
        toolchain.playIdentity, "trusted-check 1", exercise.mainSource, reference, courseModule?.path ?? "-",
        libraryFolder?.path ?? "-",
      ])
    let cached = cache?.appendingPathComponent("\(folderName)/\(key)", isDirectory: true)
    if let cached, FileManager.default.isExecutableFile(atPath: program(in: cached).path) {
      PlayCache.touch(cached)
      return .success(program(in: cached))
    }
    // Built beside, then renamed into place whole: a second check never runs half a program.
    let partial =
      cached.map {
        $0.deletingLastPathComponent().appendingPathComponent(
          "\(key)-\(getpid())-\(UUID().uuidString)", isDirectory: true)
      } ?? scratch.appendingPathComponent("trusted", isDirectory: true)
    defer { if cached != nil { try? FileManager.default.removeItem(at: partial) } }
    let file = partial.appendingPathComponent(exercise.file)
    do {
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      try reference.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      return .failure(
        Problem(
          verdict: .toolchainProblem(key: "exercise.check.noScratch", detail: error.localizedDescription)))
    }
    let output = program(in: partial)
    let files = CompilePlan.Files(file: file, main: main, output: output, scratch: partial)
    let compiled = toolchain.compileAndLink(
      arguments: toolchain.compileArguments(
        file: file, main: main, output: output, moduleCache: moduleCache, libraryFolder: libraryFolder,
        courseModule: courseModule),
      files: files, imports: LearnerFileRules.importedModules(in: reference),
      plans: moduleCache?.deletingLastPathComponent().appendingPathComponent(
        "compile-plans", isDirectory: true),
      setup: .init(workingFolder: partial, outputCap: 4 << 20, interrupted: interrupted))
    if compiled.interrupted {
      return .failure(Problem(verdict: .noVerdict(key: "exercise.check.interrupted", detail: "")))
    }
    guard compiled.status == 0 else {
      let said = (compiled.output + compiled.errors).split(separator: "\n").prefix(12).joined(separator: "\n")
      return .failure(
        Problem(verdict: .toolchainProblem(key: "exercise.check.referenceFailed", detail: said)))
    }
    try? FileManager.default.removeItem(at: files.object)
    guard let cached else { return .success(output) }
    if rename(partial.path, cached.path) != 0,
      !FileManager.default.isExecutableFile(atPath: program(in: cached).path)
    {
      // A folder left half made: replaced, once.
      try? FileManager.default.removeItem(at: cached)
      if rename(partial.path, cached.path) == 0 { return .success(program(in: cached)) }
      return .failure(
        Problem(
          verdict: .toolchainProblem(
            key: "exercise.check.noScratch", detail: String(cString: strerror(errno)))))
    }
    PlayCache.prune(cached.deletingLastPathComponent(), keep: 32)
    return .success(program(in: cached))
  }

  static func program(in folder: URL) -> URL { folder.appendingPathComponent("check") }
}
