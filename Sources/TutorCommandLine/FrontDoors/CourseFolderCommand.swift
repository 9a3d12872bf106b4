import ExerciseRunner
import Foundation
import Learning
import TutorSupport

/// `--course DIR` when the folder has features of its own (`Features/*.swift`): they are
/// compiled with the engine into the course's program, cached by content (``CourseBuild``), and
/// the same command line runs in it, in this folder, on this terminal. Its exit status is the
/// command's.
struct CourseFolderCommand {
  let front: FrontDoors
  let folder: URL

  func run(files: [URL], exercises: [CourseExercise], arguments: [String]) -> Int32 {
    guard let toolchain = ExerciseToolchain.locate(environment: front.environment) else {
      front.printer.error("course.notReady")
      return 2
    }
    // Lessons that cannot be read name no feature: the program's own load (or lint) says why.
    let library = try? LessonLibrary.load(
      from: front.resources.lessons, sandboxes: front.course.sandboxes, exercises: front.exercises)
    var named: [String] = []
    for entry in library?.entries ?? [] {
      for name in [entry.lesson.sandbox] + entry.lesson.steps.compactMap(\.sandbox)
      where !named.contains(name) {
        named.append(name)
      }
    }
    var play = PlayBuild(toolchain: toolchain, cache: PlayBuild.cacheFolder(environment: front.environment))
    var words = arguments
    if !arguments.contains(where: { $0 == "--resources" || $0.hasPrefix("--resources=") }) {
      words += ["--resources", front.resources.root.path]
    }
    // The program finds the compiler and modules the tutor found (lint compiles Swift blocks).
    var environment = front.environment
    environment["TUTOR_BUILD"] = toolchain.buildFolder.path
    environment[CourseExercise.folderVariable] = folder.path
    while true {
      WatchInterrupt.install()
      play.interrupted = { WatchInterrupt.isSet }
      let said = CourseBuild(play: play).build(files: files, sandboxes: named, exercises: exercises) {
        front.printer.print([
          .message(key: "course.building", arguments: ["folder": folder.lastPathComponent], role: .dim)
        ])
      }
      WatchInterrupt.uninstall()
      let program: URL
      switch said {
      case .success(let built): program = built.program
      case .failure(.notReady):
        front.printer.error("course.notReady")
        return 2
      case .failure(let problem):
        front.printer.print(problem.outputs)
        return problem == .interrupted ? 130 : 1
      }
      // A feature that never returns is stopped by its CPU time.
      let limits = ExerciseLimits.course(environment: front.environment)
      let status = ExerciseProcess.runOnTerminal(
        program.path, words, environment: environment,
        workingFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), limits: limits)
      if status == 128 + SIGXCPU || status == 128 + SIGKILL {
        front.printer.error("course.stopped", ["seconds": String(limits.cpuTime)])
      }
      // `learn --watch`: a feature was saved; compile again and come back to the lesson.
      guard status == WatchedLearn.rebuildStatus, arguments.contains("--watch") else { return status }
      front.printer.print([.message(key: "course.rebuilding", role: .hint)])
    }
  }
}
