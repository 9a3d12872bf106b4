import Foundation

/// A check's compile and link through a ``CompilePlan``: the plan kept in `plans` when there is
/// one, else the driver's own jobs, run one by one, the plan written down as they succeed.
extension ExerciseToolchain {
  /// Compiles and links `files` with `arguments` (``compileArguments(file:main:output:moduleCache:libraryFolder:courseModule:)``)
  /// as `swiftc` would: the same result, status and diagnostics. `imports` are the modules the
  /// learner's file imports. Without `plans`, runs `swiftc` itself.
  func compileAndLink(
    arguments: [String], files: CompilePlan.Files, imports: [String], plans: URL?,
    setup: ExerciseProcess.Setup
  ) -> ExerciseProcess.Result {
    let driver = { ExerciseProcess.run("/usr/bin/env", [swiftc] + arguments, timeout: 120, setup: setup) }
    guard let plans, let template = files.marked(arguments, object: files.object.path),
      let compiler = Self.resolved(swiftc), let compilerIdentity = FileIdentity.of(compiler)
    else { return driver() }
    let key = PlayBuild.key(
      ["compile-plan 2", compiler, compilerIdentity] + template + ["imports"] + Set(imports).sorted())
    let stored = plans.appendingPathComponent(key)
    if let data = FileManager.default.contents(atPath: stored.path),
      let plan = try? JSONDecoder().decode(CompilePlan.self, from: data), plan.toolsUnchanged
    {
      PlayCache.touch(stored)
      let compiled = ExerciseProcess.run(
        plan.compile[0], files.fill(Array(plan.compile.dropFirst())), timeout: 120, setup: setup)
      // The frontend's errors are the driver's: the learner's file does not compile.
      guard compiled.status == 0 else { return compiled }
      let linked = ExerciseProcess.run(
        plan.link[0], files.fill(Array(plan.link.dropFirst())), timeout: 120, setup: setup)
      if linked.status == 0 || linked.interrupted { return Self.joined(compiled, linked) }
      // A plan that no longer links: the driver decides, and a plan is made afresh next time.
      try? FileManager.default.removeItem(at: stored)
      return driver()
    }
    return makePlan(arguments: arguments, files: files, stored: stored, setup: setup) ?? driver()
  }

  /// Runs the driver's jobs one by one, and keeps them as a plan in `stored` when they succeed;
  /// nil when the driver's jobs are not the three a plan knows (frontend, autolink, clang), or
  /// a step fails for a reason other than the learner's code: the caller runs `swiftc` itself.
  private func makePlan(
    arguments: [String], files: CompilePlan.Files, stored: URL, setup: ExerciseProcess.Setup
  ) -> ExerciseProcess.Result? {
    // The driver's temporary folder is the check's scratch folder: nothing is left behind in /tmp.
    var planning = setup
    planning.environment = (setup.environment ?? ProcessInfo.processInfo.environment).merging(
      ["TMPDIR": files.scratch.path], uniquingKeysWith: { $1 })
    let jobs = ExerciseProcess.run(
      "/usr/bin/env", [swiftc, "-###"] + arguments, timeout: 60, setup: planning)
    guard jobs.status == 0 else { return nil }
    let commands = jobs.output.split(separator: "\n").compactMap(ShellWords.split).filter { !$0.isEmpty }
    guard commands.count == 3, var frontend = Optional(commands[0]), frontend.count > 2,
      frontend[0].hasSuffix("swift-frontend"), frontend[1] == "-frontend",
      frontend.filter({ $0 == "-o" }).count == 1, let outputFlag = frontend.firstIndex(of: "-o"),
      outputFlag + 1 < frontend.count,
      commands[1].count == 4, commands[1][0].hasSuffix("swift-autolink-extract"), commands[1][2] == "-o",
      commands[2][0].hasSuffix("clang") || commands[2][0].hasSuffix("clang++")
    else { return nil }
    let object = frontend[outputFlag + 1]
    let autolinkFile = commands[1][3]
    guard commands[1][1] == object, commands[2].contains(object), commands[2].contains("@" + autolinkFile)
    else { return nil }
    frontend[outputFlag + 1] = files.object.path
    let compiled = ExerciseProcess.run(frontend[0], Array(frontend.dropFirst()), timeout: 120, setup: setup)
    guard compiled.status == 0 else { return compiled.signal == nil ? compiled : nil }
    let autolinks = files.scratch.appendingPathComponent("LearnerExercise.autolink")
    let extracted = ExerciseProcess.run(
      commands[1][0], [files.object.path, "-o", autolinks.path], timeout: 60, setup: setup)
    guard extracted.status == 0,
      let libraries = FileManager.default.contents(atPath: autolinks.path).map({
        String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
      })
    else { return nil }
    // The clang driver's own plan: the linker's command, the libraries written out.
    let clang = commands[2].flatMap { argument -> [String] in
      if argument == object { return [files.object.path] }
      return argument == "@" + autolinkFile ? libraries : [argument]
    }
    let linkJobs = ExerciseProcess.run(clang[0], ["-###"] + clang.dropFirst(), timeout: 60, setup: setup)
    guard linkJobs.status == 0,
      let line = linkJobs.errors.split(separator: "\n").last(where: { $0.hasPrefix(" \"") }),
      let ldCommand = ShellWords.split(line), let linker = ldCommand.first, linker.hasPrefix("/")
    else { return nil }
    // A program run once and thrown away needs no build id: writing one costs lld a tenth of its time.
    let link = ldCommand.filter { $0 != "--build-id" && !$0.hasPrefix("--build-id=") }
    let linked = ExerciseProcess.run(linker, Array(link.dropFirst()), timeout: 120, setup: setup)
    guard linked.status == 0 else { return linked.interrupted ? linked : nil }
    if let compile = files.marked(frontend, object: files.object.path),
      let linkTemplate = files.marked(link, object: files.object.path),
      let compilerIdentity = FileIdentity.of(frontend[0]),
      let linkerIdentity = FileIdentity.of(linker)
    {
      let plan = CompilePlan(
        compile: compile, link: linkTemplate, tools: [frontend[0]: compilerIdentity, linker: linkerIdentity])
      Self.keep(plan, in: stored)
    }
    return Self.joined(compiled, linked)
  }

  /// Writes `plan` whole (renamed into place), and keeps the folder's newest few.
  private static func keep(_ plan: CompilePlan, in stored: URL) {
    let folder = stored.deletingLastPathComponent()
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
      let data = try? JSONEncoder().encode(plan)
    else { return }
    let partial = folder.appendingPathComponent(".\(stored.lastPathComponent)-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: partial.path, contents: data) else { return }
    if rename(partial.path, stored.path) != 0 { try? FileManager.default.removeItem(at: partial) }
    PlayCache.prune(folder, keep: 32)
  }

  /// Two steps' results as one run's: the second's status, both steps' words.
  private static func joined(_ first: ExerciseProcess.Result, _ second: ExerciseProcess.Result)
    -> ExerciseProcess.Result
  {
    var result = second
    result.output = first.output + second.output
    result.errors = first.errors + second.errors
    return result
  }

  /// The file `command` runs: itself when it has a slash, else the first on the `PATH`, links
  /// resolved; nil when there is none.
  static func resolved(_ command: String) -> String? {
    let candidates =
      command.contains("/")
      ? [command]
      : (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(command)" }
    guard let found = candidates.first(where: { access($0, X_OK) == 0 }) else { return nil }
    return URL(fileURLWithPath: found).resolvingSymlinksInPath().path
  }
}
