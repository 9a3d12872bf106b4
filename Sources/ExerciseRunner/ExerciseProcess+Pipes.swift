import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseProcess {
  /// The pipes of one run, `[read, write]` each; -1 once closed. All close on exec: the child
  /// gets only the ends it is given by `dup2`.
  struct Pipes {
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    var key: [Int32] = [-1, -1]
    var report: [Int32] = [-1, -1]

    mutating func open(withChannel: Bool) -> Bool {
      func make(_ ends: inout [Int32]) -> Bool {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        ends = fds
        return true
      }
      guard make(&out), make(&err) else { return false }
      return !withChannel || (make(&key) && make(&report))
    }

    static func close(_ descriptor: inout Int32) {
      if descriptor >= 0 { Glibc.close(descriptor) }
      descriptor = -1
    }

    /// The ends the child writes (and the key's, which it reads): the parent keeps the others.
    mutating func closeChildEnds() {
      Self.close(&out[1])
      Self.close(&err[1])
      Self.close(&key[0])
      Self.close(&report[1])
    }

    mutating func closeAll() {
      for index in 0..<2 {
        Self.close(&out[index])
        Self.close(&err[index])
        Self.close(&key[index])
        Self.close(&report[index])
      }
    }
  }

  /// What was read so far: each stream up to its cap (the report channel has its own, larger).
  struct Collected {
    let cap: Int
    var out: [UInt8] = []
    var err: [UInt8] = []
    var report: [UInt8] = []
    var overflowed = false
    private var open: Set<Int32> = []
    private var started = false
    /// How long the next wait lasts once every stream is closed, in microseconds.
    private var idleWait: UInt32 = 500

    init(cap: Int) { self.cap = cap }

    /// Waits up to `milliseconds` for output, and reads what came.
    mutating func poll(_ pipes: Pipes, milliseconds: Int32) {
      if !started {
        open = Set([pipes.out[0], pipes.err[0], pipes.report[0]].filter { $0 >= 0 })
        started = true
      }
      guard !open.isEmpty else {
        // The streams close a moment before the process can be reaped: short waits first, so
        // an ended program is not waited for a whole interval (100 ms a run, before), growing to
        // the interval for one that closed its streams and runs on.
        usleep(min(idleWait, UInt32(milliseconds) * 1000))
        idleWait = min(idleWait * 2, UInt32(milliseconds) * 1000)
        return
      }
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard Glibc.poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
      for descriptor in descriptors where descriptor.revents != 0 {
        read(descriptor.fd, pipes: pipes)
      }
    }

    /// Reads what is left once the group is dead (its write ends are then closed).
    mutating func drain(_ pipes: Pipes) {
      for _ in 0..<50 where !open.isEmpty && !overflowed { poll(pipes, milliseconds: 20) }
    }

    private mutating func read(_ descriptor: Int32, pipes: Pipes) {
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { return }
      guard count > 0 else {
        open.remove(descriptor)
        return
      }
      let chunk = buffer.prefix(count)
      if descriptor == pipes.out[0] { overflowed = Self.append(chunk, to: &out, cap: cap) || overflowed }
      if descriptor == pipes.err[0] { overflowed = Self.append(chunk, to: &err, cap: cap) || overflowed }
      if descriptor == pipes.report[0] {
        overflowed = Self.append(chunk, to: &report, cap: 8 * cap) || overflowed
      }
    }

    /// Keeps at most `cap` bytes: past it, the run is stopped, never read whole into memory.
    /// Whether the chunk went past the cap.
    private static func append(_ chunk: ArraySlice<UInt8>, to stream: inout [UInt8], cap: Int) -> Bool {
      let room = max(0, cap - stream.count)
      stream += chunk.prefix(room)
      return chunk.count > room
    }
  }
}
