import ExerciseGraders
import Foundation

/// Checks a learner's exercise file: compiles it alone with `swiftc`, against the prebuilt
/// modules and library, together with a two-line `main` that calls the exercise's grader; runs
/// it, and the same grader on the reference solution (``TrustedProgram``), with one fresh seed;
/// and decides in this process, from what the two observed (``verdict(of:reference:exercise:file:)``).
/// Never builds the package (except the library, once).
public struct ExerciseChecker: Sendable {
  public let toolchain: ExerciseToolchain
  /// How long the learner's program may run.
  public var timeout: TimeInterval = 30
  /// What the program may use (CPU time, memory, file size, processes).
  var limits = ExerciseLimits.standard
  /// Checked while the compiler or the program runs (Ctrl-C in `exercise watch`): the run is
  /// stopped, its whole process group killed.
  public var interrupted: @Sendable () -> Bool = { false }
  /// Whether this process is its descendants' subreaper: then what the program leaves behind,
  /// even outside its process group, is ended too.
  public var reapsOrphans = false
  /// Whether a file importing anything but the exercises' modules is refused: always, but for
  /// the tutor's own tests of the defences behind the rule (the verdict decided outside the
  /// program, the confinement), whose cheats need `Foundation`, in a debug build only.
  #if DEBUG
    var checksImports = ProcessInfo.processInfo.environment["TUTOR_TEST_EXERCISE_ANY_IMPORT"] != "1"
  #else
    let checksImports = true
  #endif

  /// The seed of every check, instead of a fresh one: for the tutor's own tests that show what
  /// a fresh seed stops (a table of facts learnt by heart passes only its own seed), in a debug
  /// build only.
  #if DEBUG
    var fixedSeed = ProcessInfo.processInfo.environment["TUTOR_TEST_EXERCISE_SEED"].flatMap { UInt64($0) }
  #else
    let fixedSeed: UInt64? = nil
  #endif

  /// Where the compiler keeps the C modules it builds (shared with `tutor play FILE`'s).
  public var moduleCache: URL?

  public init(toolchain: ExerciseToolchain) { self.toolchain = toolchain }

  public func check(_ exercise: ExerciseInfo, file: URL) -> ExerciseVerdict {
    guard FileManager.default.fileExists(atPath: file.path) else { return .missingFile(file.path) }
    if let word = Self.reservedName(in: file, exercise: exercise) {
      return .wrongShape(
        key: "exercise.check.reservedName", arguments: ["word": word, "file": file.lastPathComponent])
    }
    // A courtesy before compiling: the verdict does not rest on it (LearnerFileRules).
    let text =
      FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let imports = LearnerFileRules.importedModules(in: text)
    if checksImports, let module = LearnerFileRules.forbiddenImport(among: imports) {
      return .wrongShape(
        key: "exercise.check.forbiddenImport", arguments: ["module": module, "file": file.lastPathComponent])
    }
    if checksImports, let module = LearnerFileRules.forbiddenConditionalImport(in: text) {
      return .wrongShape(
        key: "exercise.check.conditionalImport",
        arguments: ["module": module, "file": file.lastPathComponent])
    }
    if let word = LearnerFileRules.memoryAccess(in: text) {
      return .wrongShape(
        key: "exercise.check.memoryAccess", arguments: ["word": word, "file": file.lastPathComponent])
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutor-check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let main = scratch.appendingPathComponent("main.swift")
    let program = scratch.appendingPathComponent("check")
    // Each program's own home and working folder, empty, removed with the rest.
    let home = scratch.appendingPathComponent("home", isDirectory: true)
    let referenceHome = scratch.appendingPathComponent("reference-home", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: referenceHome, withIntermediateDirectories: true)
      try exercise.mainSource.write(to: main, atomically: true, encoding: .utf8)
    } catch {
      return .toolchainProblem(key: "exercise.check.noScratch", detail: error.localizedDescription)
    }
    let library = toolchain.libraryIsCurrent ? nil : toolchain.linkedLibrary(interrupted: interrupted)
    if interrupted() { return .noVerdict(key: "exercise.check.interrupted", detail: "") }
    var courseModule: URL?
    if exercise.courseFolder != nil {
      switch CourseExerciseModule.build(
        sources: exercise.graderSources, toolchain: toolchain,
        cache: moduleCache?.deletingLastPathComponent(), scratch: scratch, moduleCache: moduleCache,
        interrupted: interrupted)
      {
      case .success(let folder): courseModule = folder
      case .failure(let failure) where failure.interrupted:
        return .noVerdict(key: "exercise.check.interrupted", detail: "")
      case .failure(let failure):
        let lines = failure.output.split(separator: "\n").prefix(12).joined(separator: "\n")
        return .toolchainProblem(key: "exercise.check.courseGraderFailed", detail: lines)
      }
    }
    // Through a plan of the driver's jobs, kept beside the module cache (``CompilePlan``).
    let compiled = toolchain.compileAndLink(
      arguments: toolchain.compileArguments(
        file: file, main: main, output: program, moduleCache: moduleCache, libraryFolder: library,
        courseModule: courseModule),
      files: .init(file: file, main: main, output: program, scratch: scratch),
      imports: imports,
      plans: moduleCache?.deletingLastPathComponent().appendingPathComponent(
        "compile-plans", isDirectory: true),
      setup: .init(workingFolder: scratch, outputCap: 4 << 20, interrupted: interrupted))
    if compiled.interrupted { return .noVerdict(key: "exercise.check.interrupted", detail: "") }
    guard compiled.status == 0 else {
      if compiled.status == 127 {
        return .toolchainProblem(key: "exercise.check.noCompiler", detail: toolchain.swiftc)
      }
      return Self.compileFailure(
        compiled.output + compiled.errors, exercise: exercise, file: file, main: main)
    }
    // The reference solution with the same grader and `main`: built once per tutor build.
    let trusted: URL
    switch TrustedProgram.build(
      exercise, toolchain: toolchain, main: main, courseModule: courseModule, libraryFolder: library,
      cache: moduleCache?.deletingLastPathComponent(), scratch: scratch, moduleCache: moduleCache,
      interrupted: interrupted)
    {
    case .success(let program): trusted = program
    case .failure(let problem): return problem.verdict
    }
    let seed = fixedSeed ?? Self.freshSeed()
    let setup = ExerciseProcess.Setup(
      workingFolder: home, environment: ExerciseLimits.environment(home: home), limits: limits,
      interrupted: interrupted, reapOrphans: reapsOrphans)
    var referenceSetup = setup
    referenceSetup.workingFolder = referenceHome
    referenceSetup.environment = ExerciseLimits.environment(home: referenceHome)
    let (ran, reference) = Self.runBoth(
      program.path, trusted.path, arguments: [String(seed)], timeout: timeout, setup: setup,
      referenceSetup: referenceSetup)
    return Self.verdict(of: ran, reference: reference, exercise: exercise, file: file)
  }

  /// A fresh seed for one check: the scenario's inputs, the same for both programs.
  static func freshSeed() -> UInt64 {
    var generator = SystemRandomNumberGenerator()
    return generator.next()
  }

  /// Runs the reference's program, then the learner's, with the same arguments, each in its own
  /// empty folder (nothing one leaves is there for the other). One after the other: a run ends by reaping every child the tutor has left (``ExerciseProcess``), and the
  /// reference's takes some 25 ms.
  static func runBoth(
    _ learner: String, _ reference: String, arguments: [String], timeout: TimeInterval,
    setup: ExerciseProcess.Setup, referenceSetup: ExerciseProcess.Setup
  ) -> (learner: ExerciseProcess.Result, reference: ExerciseProcess.Result) {
    let referenceRun = ExerciseProcess.run(reference, arguments, timeout: timeout, setup: referenceSetup)
    return (ExerciseProcess.run(learner, arguments, timeout: timeout, setup: setup), referenceRun)
  }

  /// The first name of the grader's, or attribute that runs code before `main` or binds symbols
  /// by hand (`@section`, `@used`, `@_silgen_name`, …), that the learner's file uses.
  static func reservedName(in file: URL, exercise: ExerciseInfo) -> String? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    let words =
      exercise.reservedNames.map { "\\b\($0)\\b" } + [#"@\s*(section|used)\b"#, #"@\s*_[A-Za-z]\w*"#]
    for pattern in words {
      if let range = text.range(of: pattern, options: .regularExpression) { return String(text[range]) }
    }
    return nil
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
