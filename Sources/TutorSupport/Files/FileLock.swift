import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a small file, held until ``release()``: two tutor
/// processes saving one learner's progress take turns. Where locking is not possible (the file
/// cannot be made, a file system without `flock`), it goes on unlocked: a save is still atomic.
package final class FileLock {
  private var descriptor: Int32

  /// Blocks until the lock is held (a save holds it for milliseconds).
  package init(path: String) {
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      close(descriptor)
      descriptor = -1
      return
    }
  }

  /// Whether the lock is held.
  var isHeld: Bool { descriptor >= 0 }

  package func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}
