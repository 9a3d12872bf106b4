import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing whole files with the system calls themselves, so that every failure is a
/// ``FileProblem`` with its real cause, and a write is all or nothing:
///
/// - ``read(_:limit:)`` reads a regular file (a folder is `isFolder`, a file over `limit` bytes is
///   `tooLarge`, read no further).
/// - ``write(_:to:)`` writes a temporary file beside the target, flushes it to disk and renames
///   it over the target: a process killed at any moment leaves the old file or the new one, never
///   half of either. A target marked read-only is kept, not replaced.
/// - ``moveAside(_:as:extension:)`` renames a file to a name that is not taken yet, never over
///   another file.
public enum FileAccess {
  /// The bytes of the file at `path`.
  public static func read(_ path: String, limit: Int? = nil) throws(FileProblem) -> Data {
    // Looked at before opening: opening a FIFO for reading waits for a writer, forever.
    var status = stat()
    guard stat(path, &status) == 0 else { throw FileProblem(path: path, operation: .read, errno: errno) }
    try checkRegular(status, path)
    // Non-blocking, in case it was swapped for a FIFO since; checked again once open.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw FileProblem(path: path, operation: .read, errno: errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else {
      throw FileProblem(path: path, operation: .read, errno: errno)
    }
    try checkRegular(status, path)
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileProblem(path: path, operation: .read, errno: errno)
      }
      if count == 0 { return data }
      if let limit, data.count + count > limit {
        throw FileProblem(path: path, operation: .read, cause: .tooLarge(limit: limit))
      }
      data.append(contentsOf: chunk[..<count])
    }
  }

  /// Throws unless `status` is a regular file's: a folder, a FIFO, a device or a socket.
  static func checkRegular(
    _ status: stat, _ path: String, operation: FileProblem.Operation = .read
  ) throws(FileProblem) {
    let cause: FileProblem.Cause
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: cause = .isFolder
    case S_IFIFO: cause = .special(.fifo)
    case S_IFSOCK: cause = .special(.socket)
    default: cause = .special(.device)
    }
    throw FileProblem(path: path, operation: operation, cause: cause)
  }

  /// Whether something (a file, a folder) is at `path`.
  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Makes the folder at `path` and its parents.
  public static func makeFolder(_ path: String) throws(FileProblem) {
    var made = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      made += "/" + part
      if mkdir(made, 0o755) == 0 { continue }
      let code = errno
      var status = stat()
      if stat(made, &status) == 0 {
        if status.st_mode & S_IFMT == S_IFDIR { continue }
        throw FileProblem(path: made, operation: .write, cause: .notAFolder)
      }
      throw FileProblem(path: made, operation: .write, errno: code == EEXIST ? ENOTDIR : code)
    }
  }

  /// Opens the file at `path` for writing, emptied first (made if missing; its folder must
  /// exist).
  /// - Returns: the file descriptor; the caller closes it.
  /// Opens `path` to add to its end (made when missing): a transcript's later sitting.
  public static func openForAppending(_ path: String) throws(FileProblem) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileProblem(path: path, operation: .write, errno: errno) }
    return descriptor
  }

  public static func openForWriting(_ path: String) throws(FileProblem) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileProblem(path: path, operation: .write, errno: errno) }
    return descriptor
  }

  /// Writes all of `data` to `descriptor`. Returns the `errno` of a failure, or nil.
  @discardableResult
  public static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    var failure: Int32?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    return failure
  }

  /// Replaces the file at `path` with `data`, all or nothing (its folder must exist).
  public static func write(_ data: Data, to path: String) throws(FileProblem) {
    var status = stat()
    var mode: mode_t = 0o644
    if stat(path, &status) == 0 {
      // A FIFO or a device in its place is left as it is, like a folder.
      try checkRegular(status, path, operation: .write)
      // Marked read-only by its owner: keep it (a rename would replace it all the same).
      if status.st_mode & S_IWUSR == 0 { throw FileProblem(path: path, operation: .write, cause: .readOnly) }
      mode = status.st_mode & 0o777
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    removeStaleTemporaries(of: name, in: folder.isEmpty ? "." : folder)
    let temporary = (folder.isEmpty ? "" : folder + "/") + temporaryName(of: name, pid: getpid())
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw FileProblem(path: path, operation: .write, errno: errno) }
    var failure = writeAll(data, to: descriptor)
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw FileProblem(path: path, operation: .write, errno: failure)
    }
  }

  /// Moves the file at `path` to `<base>-<stamp>.<extension>` in the same folder, adding `-2`,
  /// `-3`… until the name is free. Never replaces a file.
  /// - Returns: the new path.
  public static func moveAside(_ path: String, as base: String, stamp: String, extension suffix: String)
    throws(FileProblem) -> String
  {
    let folder = (path as NSString).deletingLastPathComponent
    for attempt in 1...10_000 {
      let name = attempt == 1 ? "\(base)-\(stamp).\(suffix)" : "\(base)-\(stamp)-\(attempt).\(suffix)"
      let target = (folder.isEmpty ? "" : folder + "/") + name
      // A hard link fails when the name is taken, so no other file is ever replaced.
      if link(path, target) == 0 {
        unlink(path)
        return target
      }
      let code = errno
      if code == EEXIST { continue }
      if code == EPERM || code == EXDEV || code == ENOTSUP || code == EMLINK {
        // No hard links here: take the free name the plain way.
        if exists(target) { continue }
        if rename(path, target) == 0 { return target }
        throw FileProblem(path: path, operation: .write, errno: errno)
      }
      throw FileProblem(path: path, operation: .write, errno: code)
    }
    throw FileProblem(path: path, operation: .write, errno: EEXIST)
  }

  /// Creates an empty file `<base>.<extension>` in `folder` (made if missing), or
  /// `<base>-2.<extension>`, `-3`… when the name is taken: never an existing file.
  /// - Returns: the new file's path.
  public static func createNew(in folder: String, base: String, extension suffix: String)
    throws(FileProblem) -> String
  {
    try makeFolder(folder)
    for attempt in 1...10_000 {
      let path = folder + "/" + (attempt == 1 ? "\(base).\(suffix)" : "\(base)-\(attempt).\(suffix)")
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 {
        close(descriptor)
        return path
      }
      if errno != EEXIST { throw FileProblem(path: path, operation: .write, errno: errno) }
    }
    throw FileProblem(path: folder, operation: .write, errno: EEXIST)
  }

  static func temporaryName(of name: String, pid: Int32) -> String { ".\(name).\(pid).tmp" }

  /// Temporary files left by a process that was killed while writing (its pid is gone).
  package static func removeStaleTemporaries(of name: String, in folder: String) {
    let prefix = ".\(name)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for candidate in names where candidate.hasPrefix(prefix) && candidate.hasSuffix(".tmp") {
      let middle = candidate.dropFirst(prefix.count).dropLast(4)
      guard let pid = Int32(middle), pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + candidate) }
    }
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
