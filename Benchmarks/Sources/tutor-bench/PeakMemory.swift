import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a process run for its memory did: its exit, its peak resident set, its time.
struct MemoryRun {
  var status: Int32
  /// Peak resident set size (`ru_maxrss` from `wait4`), in MB.
  var peakMB: Double
  var elapsed: Duration
  /// The first bytes it printed (to check it really ran).
  var head: String
}

/// Runs `path` with standard input from the file `input` and standard output read and dropped
/// (only the first 4 KB kept), and reports its peak resident set.
///
/// The peak comes from GNU `time -f %M` when `/usr/bin/time` is there: a process started with
/// `posix_spawn` (a vfork) has this process's resident set counted in its own peak until it
/// execs, so `wait4` on a direct child reports at least the benchmark's size. `time` forks from
/// its own small process. Without it, `wait4`'s figure is reported, an upper bound.
func runForMemory(
  _ path: String, _ arguments: [String], inputFile: String, environment: [String: String]
) throws -> MemoryRun {
  let time = "/usr/bin/time"
  guard FileManager.default.isExecutableFile(atPath: time) else {
    return try spawnForMemory(path, arguments, inputFile: inputFile, environment: environment)
  }
  let report = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-time-\(ProcessInfo.processInfo.processIdentifier).txt"
  ).path
  defer { unlink(report) }
  var run = try spawnForMemory(
    time, ["-f", "%M", "-o", report, path] + arguments, inputFile: inputFile, environment: environment)
  if let text = try? String(contentsOfFile: report, encoding: .utf8),
    let kilobytes = Double(text.split(separator: "\n").last.map(String.init) ?? "")
  {
    run.peakMB = kilobytes / 1024
  }
  return run
}

private func spawnForMemory(
  _ path: String, _ arguments: [String], inputFile: String, environment: [String: String]
) throws -> MemoryRun {
  var outputPipe: [Int32] = [0, 0]
  guard pipe(&outputPipe) == 0 else { throw SubprocessError.pipe(errno) }
  let input = open(inputFile, O_RDONLY)
  guard input >= 0 else { throw SubprocessError.spawn(inputFile, errno) }
  let clock = ContinuousClock()
  let start = clock.now
  let pid: pid_t
  do {
    pid = try spawn(
      path, arguments, input: input, output: outputPipe[1], closing: [outputPipe[0]], environment: environment
    )
  } catch {
    for descriptor in [input] + outputPipe { close(descriptor) }
    throw error
  }
  close(input)
  close(outputPipe[1])
  var head: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(outputPipe[0], $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    if count <= 0 { break }
    if head.count < 4096 { head.append(contentsOf: buffer[0..<min(count, 4096 - head.count)]) }
  }
  close(outputPipe[0])
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  return MemoryRun(
    status: exitStatus, peakMB: Double(usage.ru_maxrss) / 1024, elapsed: clock.now - start,
    head: String(decoding: head, as: UTF8.self))
}

/// Writes `count` copies of `line` after `first` into a temporary file; returns its path.
func temporaryLines(_ name: String, first: String, line: String, count: Int, last: String = "") throws
  -> String
{
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tutor-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier).txt"
  ).path
  guard let file = fopen(path, "w") else { throw SubprocessError.spawn(path, errno) }
  defer { fclose(file) }
  fputs(first, file)
  let block = String(repeating: line, count: min(count, 10_000))
  var left = count
  while left > 0 {
    let now = min(left, 10_000)
    fputs(now == 10_000 ? block : String(repeating: line, count: now), file)
    left -= now
  }
  fputs(last, file)
  return path
}
