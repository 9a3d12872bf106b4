import ExerciseRunner
import Foundation
import TutorSupport

/// `tutor play FILE` (or a folder): the prompt on the learner's own feature. The feature is
/// compiled with the engine into a private program, cached by content (``PlayBuild``), which is
/// then run on this terminal with the same language, resources and options; its exit status is
/// the command's.
struct PlayFileCommand {
  let front: FrontDoors
  let arguments: TutorArguments

  /// `given` are a course exercise's given types and grader, which the files at `path` import
  /// (``CourseExerciseModule``).
  func run(path: String, feature: String?, examples: [String]? = nil, given: [URL] = []) -> Int32 {
    guard let toolchain = ExerciseToolchain.locate(environment: front.environment) else {
      front.printer.error("play.notReady")
      return 2
    }
    let files: [URL]
    switch PlayBuild.files(at: path) {
    case .success(let found): files = found
    case .failure(let problem):
      front.printer.print(problem.outputs)
      return 2
    }
    var build = PlayBuild(toolchain: toolchain, cache: PlayBuild.cacheFolder(environment: front.environment))
    if !given.isEmpty {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tutor-play-module-\(getpid())-\(UUID().uuidString)", isDirectory: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      switch CourseExerciseModule.build(
        sources: given, toolchain: toolchain, cache: build.cache, scratch: scratch,
        moduleCache: build.cache.appendingPathComponent("module-cache", isDirectory: true))
      {
      case .success(let folder): build.extraArguments = CourseExerciseModule.arguments(folder: folder)
      case .failure(let failure):
        front.printer.print([
          .message(key: "exercise.check.courseGraderFailed", role: .failure),
          .code(failure.output.split(separator: "\n").prefix(12).joined(separator: "\n")),
        ])
        return 1
      }
    }
    // Ctrl-C while compiling stops the compiler's whole group, not only the tutor.
    WatchInterrupt.install()
    build.interrupted = { WatchInterrupt.isSet }
    let built: PlayBuild.Built
    let named = files.count == 1 ? files[0].lastPathComponent : path
    let said = build.build(files: files + given, feature: feature, examples: examples) {
      front.printer.print([.message(key: "play.building", arguments: ["file": named], role: .dim)])
    }
    WatchInterrupt.uninstall()
    switch said {
    case .success(let program): built = program
    case .failure(let problem):
      front.printer.print(problem.outputs)
      return problem == .interrupted ? 130 : 1
    }
    return play(built)
  }

  /// Runs the program on this terminal, in a fresh home removed after it.
  func play(_ built: PlayBuild.Built) -> Int32 {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-play-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: home) }
    do {
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    } catch {
      front.printer.error("play.noCache", ["detail": error.localizedDescription])
      return 2
    }
    var words = [
      "play", built.feature.name, "--resources", front.resources.root.path, "--lang", front.language,
    ]
    if arguments.noColor { words.append("--no-color") }
    if arguments.realtime { words.append("--realtime") }
    if let record = arguments.record {
      // Absolute: the program runs in its own folder.
      let absolute = URL(
        fileURLWithPath: record,
        relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
      words += ["--record", absolute.standardizedFileURL.path]
    }
    return ExerciseProcess.runOnTerminal(
      built.program.path, words, environment: Self.environment(home: home, from: front.environment),
      workingFolder: home, limits: .playing)
  }

  /// A check's minimal environment, with what the terminal needs kept.
  static func environment(home: URL, from environment: [String: String]) -> [String: String] {
    var result = ExerciseLimits.environment(home: home)
    for name in ["TERM", "COLUMNS", "LINES", "NO_COLOR"] { result[name] = environment[name] }
    result["XDG_STATE_HOME"] = home.path
    return result
  }
}
