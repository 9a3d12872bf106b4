import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a spawned process did, timed from just before the spawn.
struct ProcessRun {
  /// Until the first byte on standard output (nil if it printed nothing).
  var firstOutput: Duration?
  /// Until it exited and was reaped.
  var exit: Duration
  var status: Int32
  var output: String
}

enum SubprocessError: Error, CustomStringConvertible {
  case spawn(String, Int32)
  case pipe(Int32)

  var description: String {
    switch self {
    case .spawn(let path, let code): "cannot start \(path): \(String(cString: strerror(code)))"
    case .pipe(let code): "pipe: \(String(cString: strerror(code)))"
    }
  }
}

/// Runs `path` with `arguments` (posix_spawn, no shell), writes `input` to its standard input and
/// closes it, reads standard output to the end (standard error goes to the same pipe), and waits.
/// `environment` replaces or adds variables of this process's environment.
///
/// posix_spawn and waitpid are used directly: Foundation's `Process.waitUntilExit` polls a run
/// loop on Linux, which would add its polling interval to a start-up time of a few milliseconds.
func runProcess(
  _ path: String, _ arguments: [String], input: String = "", environment: [String: String] = [:]
) throws -> ProcessRun {
  var inputPipe: [Int32] = [0, 0]
  var outputPipe: [Int32] = [0, 0]
  guard pipe(&inputPipe) == 0 else { throw SubprocessError.pipe(errno) }
  guard pipe(&outputPipe) == 0 else { throw SubprocessError.pipe(errno) }

  let clock = ContinuousClock()
  let start = clock.now
  let pid: pid_t
  do {
    pid = try spawn(
      path, arguments, input: inputPipe[0], output: outputPipe[1], closing: [inputPipe[1], outputPipe[0]],
      environment: environment)
  } catch {
    for descriptor in inputPipe + outputPipe { close(descriptor) }
    throw error
  }
  close(inputPipe[0])
  close(outputPipe[1])

  // The input is tiny (fits in the pipe buffer), so writing it before reading cannot block.
  let bytes = Array(input.utf8)
  if !bytes.isEmpty { _ = bytes.withUnsafeBytes { write(inputPipe[1], $0.baseAddress, $0.count) } }
  close(inputPipe[1])

  var firstOutput: Duration?
  var output: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(outputPipe[0], $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    if count <= 0 { break }
    if firstOutput == nil { firstOutput = clock.now - start }
    output.append(contentsOf: buffer[0..<count])
  }
  close(outputPipe[0])
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  let exit = clock.now - start
  // WIFEXITED / WEXITSTATUS are macros Swift cannot see.
  let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  return ProcessRun(
    firstOutput: firstOutput, exit: exit, status: exitStatus,
    output: String(decoding: output, as: UTF8.self))
}

/// Starts `path` with `input` as its standard input and `output` as its standard output and
/// error (the caller closes its own copies of both), in this process's environment plus
/// `environment`. The child closes `closing` too: the parent's ends of the pipes (a child that kept
/// the write end of its own input pipe would never see the end of its input).
func spawn(
  _ path: String, _ arguments: [String], input: Int32, output: Int32, closing: [Int32] = [],
  environment: [String: String]
) throws -> pid_t {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, input, 0)
  posix_spawn_file_actions_adddup2(&actions, output, 1)
  posix_spawn_file_actions_adddup2(&actions, output, 2)
  for descriptor in Set([input, output] + closing) where descriptor > 2 {
    posix_spawn_file_actions_addclose(&actions, descriptor)
  }
  let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var variables = ProcessInfo.processInfo.environment
  variables.merge(environment) { $1 }
  let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for pointer in envp { free(pointer) } }
  var pid: pid_t = 0
  let spawned = argv.withUnsafeBufferPointer { arguments -> Int32 in
    envp.withUnsafeBufferPointer { variables -> Int32 in
      guard let arguments = arguments.baseAddress, let variables = variables.baseAddress else {
        return EINVAL
      }
      return posix_spawn(&pid, path, &actions, nil, arguments, variables)
    }
  }
  guard spawned == 0 else { throw SubprocessError.spawn(path, spawned) }
  return pid
}

/// The full path of `name` on the `PATH`, if any.
func findOnPath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for folder in path.split(separator: ":") {
    let candidate = "\(folder)/\(name)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// The folder this benchmark binary sits in (`.build/release`), where `tutor` is built too.
func executableFolder() -> String {
  let path =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  return URL(fileURLWithPath: path).deletingLastPathComponent().path
}

/// The package root: this file is `Benchmarks/Sources/tutor-bench/Subprocess.swift`.
func packageRoot() -> String {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  return url.path
}
