import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder's entries as the system names them, bytes and all (a name need not be UTF-8), and
/// the type of an entry, a link not followed: what ``TranscriptScan`` walks a class folder with.
enum RawFolder {
  enum EntryType: Equatable {
    case regular, folder, link, other
  }

  /// The names in the folder at `path` (its bytes), `.` and `..` left out; none when it cannot
  /// be read.
  static func names(in path: [UInt8]) -> [[UInt8]] {
    guard let folder = opendir(cString(path)) else { return [] }
    defer { closedir(folder) }
    var names: [[UInt8]] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        Array(bytes.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return names
  }

  /// What is at `path` (its bytes), without following a link; nil when it cannot be seen.
  static func type(of path: [UInt8]) -> EntryType? {
    var status = stat()
    guard lstat(cString(path), &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .folder
    case S_IFLNK: return .link
    default: return .other
    }
  }

  /// Opens the regular file at `path` (its bytes) for reading, a link not followed; nil (and
  /// `errno`) when it cannot be.
  static func openForReading(_ path: [UInt8]) -> Int32? {
    let descriptor = open(cString(path), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      errno = EISDIR
      return nil
    }
    // Reads wait for the disk as usual: the flag only kept a FIFO from blocking the open.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }

  /// `path` as the C library takes it: its bytes and a NUL.
  private static func cString(_ path: [UInt8]) -> [CChar] {
    (path + [0]).map { CChar(bitPattern: $0) }
  }

}
