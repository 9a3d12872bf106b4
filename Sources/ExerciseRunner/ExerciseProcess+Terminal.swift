import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseProcess {
  /// Runs a learner's program on this process's own terminal (`tutor play FILE`: it reads the
  /// prompt with libedit), confined as a check's program is but for the clock: a process group
  /// of its own, made the terminal's foreground group while it runs (so Ctrl-C reaches it and not
  /// the tutor), its limits, a fresh working folder and home, a minimal environment. At its end
  /// the group is killed and the terminal given back. Returns its exit status (128 + the signal
  /// that ended it).
  package static func runOnTerminal(
    _ executable: String, _ arguments: [String], environment: [String: String], workingFolder: URL,
    limits: ExerciseLimits
  ) -> Int32 {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    let folder = strdup(workingFolder.path)
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
      free(folder)
    }
    guard let path = argv[0], let folder, !argv.dropLast().contains(nil), !envp.dropLast().contains(nil)
    else {
      return 127
    }
    let resources = limits.resources
    // Only when the tutor is the terminal's foreground job: never take the terminal from another.
    let takesTerminal = isatty(0) == 1 && tcgetpgrp(0) == getpgrp()
    // The terminal's settings, given back as they were however the program ended (it may end
    // while its line editor holds the terminal in raw mode).
    var settings = termios()
    let savedSettings = takesTerminal && tcgetattr(0, &settings) == 0
    let pid = fork()
    if pid == 0 {
      _ = setpgid(0, 0)
      if takesTerminal {
        _ = signal(SIGTTOU, SIG_IGN)
        _ = tcsetpgrp(0, getpid())
        _ = signal(SIGTTOU, SIG_DFL)
      }
      for (resource, value) in resources {
        var limit = rlimit(rlim_cur: value, rlim_max: value)
        _ = setrlimit(resource, &limit)
      }
      if chdir(folder) != 0 { _exit(126) }
      closefrom(3)
      execve(path, argv, envp)
      _exit(127)
    }
    guard pid > 0 else { return 127 }
    _ = setpgid(pid, pid)
    let previous = signal(SIGTTOU, SIG_IGN)
    if takesTerminal { _ = tcsetpgrp(0, pid) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    kill(-pid, SIGKILL)
    if takesTerminal { _ = tcsetpgrp(0, getpgrp()) }
    if savedSettings { _ = tcsetattr(0, TCSANOW, &settings) }
    _ = signal(SIGTTOU, previous)
    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}
