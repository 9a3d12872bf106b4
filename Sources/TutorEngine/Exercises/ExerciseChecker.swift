import ExerciseGraders
import Foundation

/// Checks a learner's exercise file: compiles it alone with `swiftc`, against the prebuilt
/// modules and library, together with a two-line `main` that calls the exercise's grader; runs
/// the program; reads its JSON-lines report. Never builds the package (except the library, once).
public struct ExerciseChecker: Sendable {
  public let toolchain: ExerciseToolchain
  /// How long the learner's program may run.
  public var timeout: TimeInterval = 20

  public init(toolchain: ExerciseToolchain) { self.toolchain = toolchain }

  public func check(_ exercise: ExerciseInfo, file: URL) -> ExerciseVerdict {
    guard FileManager.default.fileExists(atPath: file.path) else { return .missingFile(file.path) }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutor-check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let main = scratch.appendingPathComponent("main.swift")
    let program = scratch.appendingPathComponent("check")
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      try exercise.mainSource.write(to: main, atomically: true, encoding: .utf8)
    } catch {
      return .toolchainProblem(key: "exercise.check.noScratch", detail: error.localizedDescription)
    }
    let compiled = ExerciseProcess.run(
      "/usr/bin/env",
      [toolchain.swiftc] + toolchain.compileArguments(file: file, main: main, output: program),
      timeout: 120, workingFolder: scratch)
    guard compiled.status == 0 else {
      if compiled.status == 127 {
        return .toolchainProblem(key: "exercise.check.noCompiler", detail: toolchain.swiftc)
      }
      return Self.compileFailure(
        compiled.output + compiled.errors, exercise: exercise, file: file, main: main)
    }
    let ran = ExerciseProcess.run(program.path, [], timeout: timeout, workingFolder: scratch)
    guard !ran.timedOut, let result = ExerciseResult(jsonLines: ran.output) else {
      return .crashed(timedOut: ran.timedOut, detail: Self.crashDetail(ran.errors, file: file))
    }
    return result.solved ? .solved : .notYet(result)
  }

  /// The compiler's errors in the learner's file; errors in the generated `main` mean the type
  /// the grader calls is missing or not of the exercise's shape.
  static func compileFailure(_ text: String, exercise: ExerciseInfo, file: URL, main: URL) -> ExerciseVerdict
  {
    let diagnostics = CompilerDiagnostic.parse(text)
    let learner = diagnostics.filter { samePath($0.path, file) && $0.severity != "warning" }
    if learner.contains(where: { $0.severity == "error" }) { return .doesNotCompile(learner) }
    let arguments = ["type": exercise.typeName, "file": file.lastPathComponent]
    let inMain = diagnostics.filter { samePath($0.path, main) && $0.severity == "error" }
    if inMain.contains(where: { $0.message.contains("cannot find '\(exercise.typeName)'") }) {
      return .wrongShape(key: "exercise.check.missingType", arguments: arguments)
    }
    if !inMain.isEmpty { return .wrongShape(key: "exercise.check.wrongShape", arguments: arguments) }
    let lines = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    return .toolchainProblem(
      key: "exercise.check.linkFailed", detail: lines.suffix(8).joined(separator: "\n"))
  }

  static func samePath(_ path: String, _ url: URL) -> Bool {
    URL(fileURLWithPath: path).standardizedFileURL.path == url.standardizedFileURL.path
      || URL(fileURLWithPath: path).resolvingSymlinksInPath().path == url.resolvingSymlinksInPath().path
  }

  /// What a crashed program said: the lines that name the learner's file first, else the start.
  static func crashDetail(_ errors: String, file: URL) -> String {
    let lines = errors.split(separator: "\n").map(String.init)
    let own = lines.filter { $0.contains(file.lastPathComponent) && !$0.hasPrefix("#") }
    return (own.isEmpty ? Array(lines.prefix(4)) : Array(own.prefix(4))).joined(separator: "\n")
  }
}
