import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The limits a learner's program runs under (`setrlimit`, set in the child before it starts):
/// CPU time, address space, the size of any file it writes, and processes. The process limit
/// counts the user's own processes and threads, so it is set to what the user runs already plus
/// a margin; the kernel does not apply it to root (run graders as an ordinary user, or in a
/// container: docs/classroom.md).
package struct ExerciseLimits: Sendable, Equatable {
  var cpuSeconds: UInt = 20
  var memoryBytes: UInt = 4 << 30
  var fileBytes: UInt = 16 << 20
  /// New processes and threads the program may start beside those the user already has.
  var extraProcesses: UInt = 64

  static let standard = ExerciseLimits()
  /// A played feature's: a prompt session may last, so its CPU time is ten minutes.
  package static let playing = ExerciseLimits(cpuSeconds: 600)

  /// A course folder's program (``CourseBuild``): a session's or a whole class's grading, so ten
  /// minutes of CPU time; `TUTOR_COURSE_CPU_SECONDS` sets another bound (an instructor's CI).
  package static func course(environment: [String: String]) -> ExerciseLimits {
    let seconds = environment["TUTOR_COURSE_CPU_SECONDS"].flatMap(UInt.init).flatMap { $0 > 0 ? $0 : nil }
    return ExerciseLimits(cpuSeconds: seconds ?? 600)
  }

  /// The CPU seconds this allows.
  package var cpuTime: UInt { cpuSeconds }

  /// `(resource, limit)` pairs for `setrlimit`.
  var resources: [(Int32, rlim_t)] {
    [
      (Int32(RLIMIT_CPU.rawValue), rlim_t(cpuSeconds)),
      (Int32(RLIMIT_AS.rawValue), rlim_t(memoryBytes)),
      (Int32(RLIMIT_FSIZE.rawValue), rlim_t(fileBytes)),
      (Int32(RLIMIT_CORE.rawValue), 0),
      (Int32(__RLIMIT_NPROC.rawValue), rlim_t(Self.userThreads() + Int(extraProcesses))),
    ]
  }

  /// The processes and threads of this user now (what `RLIMIT_NPROC` counts).
  static func userThreads() -> Int {
    let uid = getuid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var count = 0
    for entry in entries where entry.allSatisfy(\.isNumber) {
      guard let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else {
        continue
      }
      var owner: UInt32?
      var threads = 1
      for line in status.split(separator: "\n") {
        if line.hasPrefix("Uid:") {
          owner = line.split(separator: "\t").dropFirst().first.flatMap { UInt32($0) }
        }
        if line.hasPrefix("Threads:") { threads = Int(line.split(separator: "\t").last ?? "1") ?? 1 }
      }
      if owner == uid { count += threads }
    }
    return count
  }

  /// A minimal environment: a fresh home (also the temporary folder), the system's binaries,
  /// a UTF-8 locale. Nothing of the tutor's or the instructor's environment leaks in.
  package static func environment(home: URL) -> [String: String] {
    ["HOME": home.path, "TMPDIR": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
  }
}
