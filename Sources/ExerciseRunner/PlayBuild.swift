import ExerciseGraders
import Foundation

/// Builds the private program of `tutor play FILE`: the learner's files, a generated `main` that
/// hands their feature to the engine, and the engine's object files, compiled once per content
/// into `<cache>/<sha-256>/feature` and found there the next time. The compiler runs in a process
/// group of its own, with a time limit, as in the exercise check.
package struct PlayBuild: Sendable {
  package let toolchain: ExerciseToolchain
  /// `$XDG_CACHE_HOME/tutor/play`, or `~/.cache/tutor/play`.
  package let cache: URL
  /// Added to every compile, and to the cache key: a course exercise's module
  /// (``CourseExerciseModule``) when its learner's file is played.
  package var extraArguments: [String] = []
  /// Checked while the compiler runs (Ctrl-C): the build is stopped.
  package var interrupted: @Sendable () -> Bool = { false }
  /// At most this many Swift files, each at most `maximumFileBytes`.
  static let maximumFiles = 64
  static let maximumFileBytes = 1 << 20

  package init(toolchain: ExerciseToolchain, cache: URL) {
    self.toolchain = toolchain
    self.cache = cache
  }

  /// What a build gives: the program, and whether it came from the cache.
  package struct Built: Sendable, Equatable {
    package let program: URL
    package let feature: PlayFeature
    package let cached: Bool
  }

  /// The cache folder for an environment.
  package static func cacheFolder(environment: [String: String]) -> URL {
    if let given = environment["XDG_CACHE_HOME"], given.hasPrefix("/") {
      return URL(fileURLWithPath: given).appendingPathComponent("tutor/play", isDirectory: true)
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/tutor/play", isDirectory: true)
  }

  /// The Swift files at `path`: the file itself, or those directly in the folder, by name.
  package static func files(at path: String) -> Result<[URL], PlayProblem> {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return .failure(.missing(path))
    }
    guard isFolder.boolValue else {
      return url.pathExtension == "swift" ? .success([url]) : .failure(.notSwift(path))
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    let swift = names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
    guard !swift.isEmpty else { return .failure(.noSwiftFiles(path)) }
    guard swift.count <= maximumFiles else { return .failure(.tooManyFiles(path, count: swift.count)) }
    return .success(swift.map { url.appendingPathComponent($0) })
  }

  /// The program for `files`, built or found in the cache.
  /// `examples` are used as they are when given (an exercise's, from its lesson's sandbox).
  package func build(
    files: [URL], feature wanted: String?, examples given: [String]? = nil, willCompile: () -> Void = {}
  ) -> Result<Built, PlayProblem> {
    let texts: [String]
    switch Self.read(files) {
    case .success(let read): texts = read
    case .failure(let problem): return .failure(problem)
    }
    let feature: PlayFeature
    switch PlayFeature.find(in: texts, named: wanted) {
    case .success(let found): feature = PlayFeature(name: found.name, examples: given ?? found.examples)
    case .failure(let problem): return .failure(.feature(problem))
    }
    guard let objects = toolchain.engineObjectFiles(withBuiltInCourse: false) else {
      return .failure(.notReady)
    }
    return program(
      files: files, texts: texts, main: Self.mainSource(of: feature), objects: objects, named: feature.name,
      willCompile: willCompile
    ).map { Built(program: $0.program, feature: feature, cached: $0.cached) }
  }

  /// The contents of `files`, each within the bounds; no `main.swift` among them.
  package static func read(_ files: [URL]) -> Result<[String], PlayProblem> {
    var texts: [String] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file.path) else {
        return .failure(.missing(file.path))
      }
      guard data.count <= maximumFileBytes else { return .failure(.tooLarge(file.path)) }
      if file.lastPathComponent == "main.swift" { return .failure(.mainFile(file.path)) }
      texts.append(String(decoding: data, as: UTF8.self))
    }
    return .success(texts)
  }

  /// The program of `files` and a generated `main`, linked with `objects`: from the cache when
  /// the same texts were built before, else compiled. `named` is what compile errors are about.
  package func program(
    files: [URL], texts: [String], main: String, objects: [String], named: String, willCompile: () -> Void
  ) -> Result<(program: URL, cached: Bool), PlayProblem> {
    let key = Self.key(
      [toolchain.playIdentity, main] + extraArguments + zip(files, texts).flatMap { [$0.0.path, $0.1] })
    let folder = cache.appendingPathComponent(key, isDirectory: true)
    let program = folder.appendingPathComponent("feature")
    if FileManager.default.isExecutableFile(atPath: program.path) {
      PlayCache.touch(folder)
      return .success((program, true))
    }
    let scratch = folder.appendingPathComponent("build-\(getpid())", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let mainFile = scratch.appendingPathComponent("main.swift")
    let partial = scratch.appendingPathComponent("feature")
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      try main.write(to: mainFile, atomically: true, encoding: .utf8)
    } catch {
      return .failure(.noCache(error.localizedDescription))
    }
    willCompile()
    let compiled = ExerciseProcess.run(
      "/usr/bin/env",
      [toolchain.swiftc]
        + toolchain.playArguments(
          files: files, main: mainFile, output: partial, objects: objects,
          moduleCache: cache.appendingPathComponent("module-cache", isDirectory: true)) + extraArguments,
      timeout: 120,
      setup: .init(workingFolder: scratch, outputCap: 4 << 20, interrupted: interrupted))
    if compiled.interrupted { return .failure(.interrupted) }
    if compiled.timedOut { return .failure(.compilerTimedOut) }
    guard compiled.status == 0 else {
      if compiled.status == 127 { return .failure(.noCompiler(toolchain.swiftc)) }
      try? FileManager.default.removeItem(at: folder)
      return .failure(
        PlayProblem.compileFailure(
          compiled.output + compiled.errors, feature: named, files: files, main: mainFile))
    }
    // Renamed into place whole: a second tutor never runs half a program.
    guard rename(partial.path, program.path) == 0 else {
      return .failure(.noCache(String(cString: strerror(errno))))
    }
    PlayCache.prune(cache)
    return .success((program, false))
  }

  /// The generated `main.swift`.
  static func mainSource(of feature: PlayFeature) -> String {
    let examples = feature.examples.map { "    \(literal($0))," }.joined(separator: "\n")
    return """
      import TutorCommandLine

      PlayedFeature.main(
        initialState: \(feature.name).State(),
        reducer: { \(feature.name)() },
        examples: [
      \(examples)
        ],
        name: \(literal(feature.name)))

      """
  }

  /// A Swift string literal holding `text`, escaped: the learner's text never becomes code here.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7f:
        escaped += "\\u{\(String(scalar.value, radix: 16))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"" + escaped + "\""
  }

  /// The SHA-256 of the parts, in hex.
  static func key(_ parts: [String]) -> String {
    var bytes: [UInt8] = []
    for part in parts { bytes += Array(part.utf8) + [0] }
    return SHA256.digest(bytes).map { String(format: "%02x", $0) }.joined()
  }
}
