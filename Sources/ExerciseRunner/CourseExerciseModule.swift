import ExerciseGraders
import Foundation

/// The graders and given types of a course folder's exercises, compiled into a module of their
/// own, `CourseExercises`, that a learner's file imports (for the given types) and a check links.
///
/// Apart, because a module's own declarations win over those it imports: a grader compiled in
/// the learner's module would call whatever `playScenario` or `TestStore.send` the learner's file
/// declared. Compiled once per content of the sources and toolchain, into `cache` when one is
/// given (beside the prompt's module cache), else into `scratch`.
package enum CourseExerciseModule {
  static let name = "CourseExercises"

  /// The folder holding `CourseExercises.swiftmodule` and `CourseExercises.o` built from
  /// `sources`; the compiler's words when they do not compile.
  package static func build(
    sources: [URL], toolchain: ExerciseToolchain, cache: URL?, scratch: URL, moduleCache: URL? = nil,
    interrupted: @escaping @Sendable () -> Bool = { false }
  ) -> Result<URL, ModuleFailure> {
    let texts: [String]
    switch PlayBuild.read(sources) {
    case .success(let read): texts = read
    case .failure(let problem): return .failure(ModuleFailure(output: "\(problem)"))
    }
    let key = PlayBuild.key(
      [toolchain.playIdentity, "course-exercises"] + zip(sources, texts).flatMap { [$0.0.path, $0.1] })
    let folder =
      cache?.appendingPathComponent("course-exercises/\(key)", isDirectory: true)
      ?? scratch.appendingPathComponent("course-exercises", isDirectory: true)
    if FileManager.default.fileExists(atPath: object(in: folder).path) { return .success(folder) }
    // Built beside, then renamed into place whole: a second check never links half a module.
    let partial = folder.deletingLastPathComponent().appendingPathComponent(
      "\(folder.lastPathComponent)-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: partial) }
    do {
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
    } catch {
      return .failure(ModuleFailure(output: error.localizedDescription))
    }
    let arguments =
      [
        "-swift-version", "6", "-Onone", "-wmo", "-parse-as-library", "-diagnostic-style", "llvm",
        "-module-name", name, "-I", toolchain.modules.path,
      ] + (moduleCache.map { ["-module-cache-path", $0.path] } ?? []) + toolchain.macroPlugin + [
        "-emit-module", "-emit-module-path", partial.appendingPathComponent("\(name).swiftmodule").path,
        "-c",
      ] + sources.map(\.path) + ["-o", object(in: partial).path]
    let compiled = ExerciseProcess.run(
      "/usr/bin/env", [toolchain.swiftc] + arguments, timeout: 120,
      setup: .init(workingFolder: partial, outputCap: 4 << 20, interrupted: interrupted))
    guard compiled.status == 0, !compiled.timedOut, !compiled.interrupted else {
      return .failure(
        ModuleFailure(output: compiled.output + compiled.errors, interrupted: compiled.interrupted))
    }
    try? FileManager.default.removeItem(at: folder)
    guard
      rename(partial.path, folder.path) == 0
        || FileManager.default.fileExists(atPath: object(in: folder).path)
    else {
      return .failure(ModuleFailure(output: String(cString: strerror(errno))))
    }
    return .success(folder)
  }

  /// Why the module was not built: what the compiler said.
  package struct ModuleFailure: Error {
    package var output: String
    package var interrupted = false
  }

  static func object(in folder: URL) -> URL { folder.appendingPathComponent("\(name).o") }

  /// What a compile of a learner's file adds to use the module in `folder`.
  package static func arguments(folder: URL) -> [String] {
    ["-I", folder.path, object(in: folder).path]
  }
}
