import Foundation

/// Runs the real `tutor` binary, as a script or a CI job would: arguments, piped standard input,
/// an environment of its own (a fresh state folder by default), captured output and exit status.
struct TutorProcess {
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// The binary `swift build` made next to the test bundle.
  static var binary: String {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tutor").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return repository.appendingPathComponent(".build/debug/tutor").path
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A fresh, empty folder for one test's progress and history.
  static func freshStateFolder() -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tutor-e2e-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  var state = TutorProcess.freshStateFolder()
  var environment: [String: String] = [:]
  /// Variables the binary must run without, even those set above (`USER`, `TUTOR_LEARNER`).
  var unset: Set<String> = []

  /// The environment the binary runs with: no colours forced, a private state folder, English
  /// unless the test says otherwise.
  var fullEnvironment: [String: String] {
    var base = ProcessInfo.processInfo.environment
    for key in ["LANG", "LC_ALL", "LC_MESSAGES", "TUTOR_LANG", "NO_COLOR", "TERM"] { base[key] = nil }
    base["XDG_STATE_HOME"] = state
    base["HOME"] = state
    // A fixed learner, so that quiz choices come in a known order ("di": pullback's answer is a).
    base["TUTOR_LEARNER"] = "di"
    // Wide enough that no line is reflowed: these tests read what is said, the reflow tests
    // (SurfaceTests) set their own width.
    base["COLUMNS"] = "1000"
    return base.merging(environment) { $1 }.filter { !unset.contains($0.key) }
  }

  func run(_ arguments: [String], input: String = "") throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = arguments
    process.environment = fullEnvironment
    process.currentDirectoryURL = Self.repository
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self))
  }
}
