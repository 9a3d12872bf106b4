import ExerciseGraders
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in a process group of its own, reading its output as it comes with a cap on
/// each stream, to its end, a time limit, or an interruption; then kills the whole group, so that
/// nothing it started outlives it. ``ExerciseLimits`` confine a learner's program further.
package enum ExerciseProcess {
  package struct Result: Sendable {
    /// The exit status, or -1 when the program was killed (a signal, the time limit, a cap).
    package var status: Int32
    package var output: String
    package var errors: String
    /// What came on the private report channel (``ExerciseChannel``), when there was one.
    package var report: [UInt8] = []
    package var timedOut = false
    package var interrupted = false
    /// The program wrote more than a stream's cap, and was stopped.
    package var overflowed = false
    /// The signal that ended it, if one did.
    package var signal: Int32?
  }

  /// What to give the program besides its arguments.
  package struct Setup {
    package var workingFolder: URL?
    /// Nil: the tutor's own environment.
    package var environment: [String: String]?
    package var limits: ExerciseLimits?
    /// The run's secret: given on descriptor 3, and a report pipe opened on descriptor 4.
    package var key: [UInt8]?
    /// At most this many bytes are kept of standard output and of standard error each.
    package var outputCap = 1 << 20
    package var interrupted: @Sendable () -> Bool = { false }
    /// The tutor is its descendants' subreaper (`exercise` commands): every child of its own
    /// left at the end (an orphan of the program's, reparented) is killed and reaped.
    package var reapOrphans = false
  }

  package static func run(
    _ executable: String, _ arguments: [String], timeout: TimeInterval, workingFolder: URL? = nil
  ) -> Result {
    run(executable, arguments, timeout: timeout, setup: Setup(workingFolder: workingFolder))
  }

  static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval, setup: Setup) -> Result
  {
    func failed(_ why: String) -> Result { Result(status: -1, output: "", errors: why) }
    var output = Pipes()
    defer { output.closeAll() }
    guard output.open(withChannel: setup.key != nil) else { return failed(String(cString: strerror(errno))) }
    if let key = setup.key {
      // Written before the program starts: it finds the key waiting, and the end of the pipe after it.
      _ = key.withUnsafeBytes { write(output.key[1], $0.baseAddress, key.count) }
      Pipes.close(&output.key[1])
    }
    let environment = (setup.environment ?? ProcessInfo.processInfo.environment).map {
      "\($0.key)=\($0.value)"
    }
    guard let pid = spawn(executable, arguments, environment: environment, setup: setup, pipes: output) else {
      return failed(String(cString: strerror(errno)))
    }
    output.closeChildEnds()
    var result = Result(status: -1, output: "", errors: "")
    var collected = Collected(cap: setup.outputCap)
    let deadline = Date().addingTimeInterval(timeout)
    var exited: Int32?
    while exited == nil {
      collected.poll(output, milliseconds: 100)
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid { exited = status; break }
      if collected.overflowed { result.overflowed = true; break }
      if setup.interrupted() { result.interrupted = true; break }
      if Date() >= deadline { result.timedOut = true; break }
    }
    // At the end, whatever happened: the group is killed, so nothing the program started lingers.
    kill(-pid, SIGKILL)
    if exited == nil {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      exited = status
    }
    collected.drain(output)
    if setup.reapOrphans { reapOrphans() }
    let status = exited ?? 0
    if status & 0x7f == 0 {
      result.status = (status >> 8) & 0xff
    } else {
      result.signal = status & 0x7f
    }
    if result.timedOut || result.interrupted || result.overflowed { result.status = -1 }
    result.output = String(decoding: collected.out, as: UTF8.self)
    result.errors = String(decoding: collected.err, as: UTF8.self)
    result.report = collected.report
    return result
  }

  /// Kills and reaps every child of this process: in an `exercise` command the tutor has none of
  /// its own at this point, so each is something the learner's program left behind (a process in
  /// a session of its own escapes the group kill, not this). Their children come next, reparented.
  static func reapOrphans() {
    let me = getpid()
    for _ in 0..<20 {
      let children = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap {
        entry -> pid_t? in
        guard let pid = pid_t(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return nil }
        // `pid (name) state ppid …`: the name may hold spaces and parentheses.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 && pid_t(fields[1]) == me ? pid : nil
      }
      guard !children.isEmpty else { return }
      for child in children {
        kill(child, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(child, &status, 0)
      }
    }
  }

  /// Forks; the child joins a new process group, takes its limits, its folder and its
  /// descriptors, and becomes the program. Only async-signal-safe calls between fork and exec.
  static func spawn(
    _ executable: String, _ arguments: [String], environment: [String], setup: Setup, pipes: Pipes
  ) -> pid_t? {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    let folder = setup.workingFolder.map { strdup($0.path) } ?? nil
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
      free(folder)
    }
    guard let path = argv[0], !argv.dropLast().contains(nil), !envp.dropLast().contains(nil) else {
      return nil
    }
    let limits = setup.limits?.resources ?? []
    let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { if devNull >= 0 { Glibc.close(devNull) } }
    let pid = fork()
    if pid == 0 {
      _ = setpgid(0, 0)
      for (resource, value) in limits {
        var limit = rlimit(rlim_cur: value, rlim_max: value)
        _ = setrlimit(resource, &limit)
      }
      if let folder, chdir(folder) != 0 { _exit(126) }
      _ = dup2(devNull, 0)
      _ = dup2(pipes.out[1], 1)
      _ = dup2(pipes.err[1], 2)
      if pipes.key[0] >= 0 {
        _ = dup2(pipes.key[0], ExerciseChannel.keyDescriptor)
        _ = dup2(pipes.report[1], ExerciseChannel.reportDescriptor)
      }
      closefrom(pipes.key[0] >= 0 ? ExerciseChannel.reportDescriptor + 1 : 3)
      execve(path, argv, envp)
      _exit(127)
    }
    guard pid > 0 else { return nil }
    // Also from this side, so that the group exists before anything is killed.
    _ = setpgid(pid, pid)
    return pid
  }
}
