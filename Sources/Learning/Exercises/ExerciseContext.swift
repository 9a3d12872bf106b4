import ExerciseGraders
import ExerciseRunner
import Foundation

/// Where exercises are written and how they are checked, from the environment: the learner's
/// folder, the progress store, the toolchain next to the running binary.
public struct ExerciseContext: Sendable {
  public let workspace: ExerciseWorkspace
  public let toolchain: ExerciseToolchain?
  public let stateFolder: URL?
  /// Where the compiler keeps the C modules it builds: `tutor play FILE`'s, so that a check
  /// does not build them again.
  public var moduleCache: URL?

  public init(workspace: ExerciseWorkspace, toolchain: ExerciseToolchain?, stateFolder: URL?) {
    self.workspace = workspace
    self.toolchain = toolchain
    self.stateFolder = stateFolder
  }

  public static func standard(
    folder: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ExerciseContext {
    let state = ProgressStore.standard(environment: environment)?.folder
    var context = ExerciseContext(
      workspace: ExerciseWorkspace.resolve(explicit: folder, stateFolder: state, environment: environment),
      toolchain: ExerciseToolchain.locate(environment: environment), stateFolder: state)
    context.moduleCache = PlayBuild.cacheFolder(environment: environment).appendingPathComponent(
      "module-cache", isDirectory: true)
    return context
  }

  /// Whether the first check must build the library first.
  public var needsLibraryBuild: Bool { toolchain.map { !$0.isReady } ?? false }

  /// Builds the library when it is missing or out of date, then checks `exercise`.
  public func check(
    _ exercise: ExerciseInfo, interrupted: @escaping @Sendable () -> Bool = { false },
    reapsOrphans: Bool = false
  ) -> ExerciseVerdict {
    guard let toolchain else {
      return .toolchainProblem(key: "exercise.check.noBuild", detail: "")
    }
    if !toolchain.isReady {
      guard toolchain.packageRoot != nil else {
        return .toolchainProblem(key: "exercise.check.noLibrary", detail: toolchain.library.path)
      }
      guard !toolchain.buildFolderIsBusy else {
        return .toolchainProblem(
          key: "exercise.check.buildBusy", detail: toolchain.buildCommand.joined(separator: " "))
      }
      let built = toolchain.buildLibrary()
      guard built.succeeded else {
        let tail = built.output.split(separator: "\n").suffix(12).joined(separator: "\n")
        return .toolchainProblem(key: "exercise.check.buildFailed", detail: tail)
      }
    }
    var checker = ExerciseChecker(toolchain: toolchain)
    checker.moduleCache = moduleCache
    checker.interrupted = interrupted
    checker.reapsOrphans = reapsOrphans
    return checker.check(exercise, file: workspace.file(of: exercise))
  }
}
