import Foundation

/// Drives a program through a pseudo-terminal, as a person at a terminal would, by running
/// `Tests/Support/pty_session.py` (python3 with pexpect) and decoding its JSON result.
///
///     let session = PTYSession(command: [tutorPath], environment: ["NO_COLOR": "1"])
///     let result = try session.run([
///       .expect("> "),
///       .send(".incr\t"),                     // TAB completion
///       .expectScreen(#"^> \.increment$"#),     // what the screen shows, redraws applied
///       .send("\r"),
///       .key(.up),                            // history
///       .send(PTYSession.ctrlC),
///       .send(PTYSession.ctrlD),
///       .expectEOF,
///     ])
///     #expect(result.ok, "\(result.error ?? "")\n\(result.screen)")
///
/// Steps run in order and the first failing one stops the session (``Result/failedStep``):
/// - `send(text)` writes text as is: `"\t"` is TAB, `"\r"` Enter, ``ctrlC``, ``ctrlD``,
///   `"\u{1B}[A"` the up arrow; `sendLine(text)` adds Enter; `key(_)` sends a named key.
/// - `expect(regex)` / `expectExact(text)` wait for output not yet matched (the raw stream,
///   escape codes included); `expectScreen(regex)` waits until the rendered screen (rows
///   joined by `"\n"`, trailing spaces cut, multiline mode) matches; `expectEOF` waits for
///   the program to end. Each waits ``timeout`` seconds unless the step gives its own.
/// - `sleep(seconds)`; `resize(columns:)` changes the terminal's width.
/// The program runs in a `rows` × `columns` terminal with `TERM=xterm` unless `environment`
/// sets `TERM`; a variable mapped to `nil` is removed. A program still running after the last
/// step is ended. The script's own header documents the JSON format.
struct PTYSession: Sendable {
  var command: [String]
  var environment: [String: String?] = [:]
  var workingDirectory: String? = nil
  var timeout: Double = 5
  var rows = 24
  var columns = 80

  static let ctrlC = "\u{03}"
  static let ctrlD = "\u{04}"

  enum Key: String, Sendable {
    case enter, tab, up, down, left, right, home, end, backspace, delete, escape
    case ctrlA = "ctrl-a", ctrlE = "ctrl-e", ctrlK = "ctrl-k", ctrlL = "ctrl-l"
    case ctrlR = "ctrl-r", ctrlU = "ctrl-u", ctrlW = "ctrl-w"
  }

  enum Step: Sendable {
    case send(String)
    case sendLine(String)
    case key(Key)
    case expect(String, timeout: Double? = nil)
    case expectExact(String, timeout: Double? = nil)
    case expectScreen(String, timeout: Double? = nil)
    case expectEOF(timeout: Double? = nil)
    case sleep(Double)
    /// The terminal becomes this many columns wide (the program gets SIGWINCH).
    case resize(columns: Int)
    /// Writes a file while the program runs, as an editor saves one.
    case writeFile(path: String, text: String)

    static var expectEOF: Step { .expectEOF(timeout: nil) }
  }

  struct StepResult: Decodable, Sendable {
    var index: Int
    var action: String?
    var ok: Bool
    var match: String?
    var before: String?
    var screen: String?
  }

  struct Result: Decodable, Sendable {
    var ok: Bool
    var failedStep: Int?
    var error: String?
    var steps: [StepResult]
    /// Everything the program wrote, escape codes included.
    var transcript: String
    /// The transcript without escape codes, CR LF as LF.
    var plain: String
    /// The terminal's screen at the end.
    var screen: String
    var exitStatus: Int?
    var signalStatus: Int?

    enum CodingKeys: String, CodingKey {
      case ok, error, steps, transcript, plain, screen
      case failedStep = "failed_step"
      case exitStatus = "exit_status"
      case signalStatus = "signal_status"
    }
  }

  enum Failure: Error, CustomStringConvertible {
    case scriptFailed(status: Int32, output: String, errors: String)

    var description: String {
      switch self {
      case .scriptFailed(let status, let output, let errors):
        "pty_session.py exited \(status) without a result:\n\(output)\n\(errors)"
      }
    }
  }

  /// `Tests/Support/pty_session.py`, found from this file's place.
  static let scriptPath: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TutorEndToEndTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Support/pty_session.py").path

  /// The path of an executable the package built (such as `"tutor"`), found beside the test
  /// runner in the build products folder; `nil` if it is not there.
  static func builtProduct(named name: String) -> String? {
    let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    var folder = runner.deletingLastPathComponent()
    // On Darwin the runner sits inside Foo.xctest/Contents/MacOS.
    while folder.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
      folder = folder.deletingLastPathComponent()
    }
    let path = folder.appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// Whether python3 with pexpect can be run, to skip PTY tests on machines without it.
  static let isAvailable: Bool = {
    guard FileManager.default.fileExists(atPath: scriptPath) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import pexpect"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }()

  /// Runs the program through `steps`; throws only when the driver itself fails to answer.
  func run(_ steps: [Step]) throws -> Result {
    let request = try JSONSerialization.data(withJSONObject: requestObject(steps))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.scriptPath]
    let input = Pipe()
    let output = Pipe()
    // Errors go to a file, so that only one pipe needs draining while the script runs.
    let errorsURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("pty_session-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorsURL) }
    let errors = try FileHandle(forWritingTo: errorsURL)
    defer { try? errors.close() }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(request)
    try input.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let result = try? JSONDecoder().decode(Result.self, from: outputData) else {
      throw Failure.scriptFailed(
        status: process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self),
        errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "")
    }
    return result
  }

  private func requestObject(_ steps: [Step]) -> [String: Any] {
    var env: [String: Any] = [:]
    for (name, value) in environment { env[name] = value ?? NSNull() }
    var request: [String: Any] = [
      "command": command, "env": env, "timeout": timeout, "rows": rows, "cols": columns,
      "steps": steps.map(Self.stepObject),
    ]
    if let workingDirectory { request["cwd"] = workingDirectory }
    return request
  }

  private static func stepObject(_ step: Step) -> [String: Any] {
    func withTimeout(_ object: [String: Any], _ timeout: Double?) -> [String: Any] {
      guard let timeout else { return object }
      return object.merging(["timeout": timeout]) { $1 }
    }
    switch step {
    case .send(let text): return ["send": text]
    case .sendLine(let text): return ["sendline": text]
    case .key(let key): return ["key": key.rawValue]
    case .expect(let pattern, let timeout): return withTimeout(["expect": pattern], timeout)
    case .expectExact(let text, let timeout): return withTimeout(["expect_exact": text], timeout)
    case .expectScreen(let pattern, let timeout):
      return withTimeout(["expect_screen": pattern], timeout)
    case .expectEOF(let timeout): return withTimeout(["expect_eof": true], timeout)
    case .sleep(let seconds): return ["sleep": seconds]
    case .resize(let columns): return ["resize": columns]
    case .writeFile(let path, let text): return ["write_file": ["path": path, "text": text]]
    }
  }
}
