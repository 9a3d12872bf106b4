import Foundation
import Testing

@testable import ExerciseRunner

/// The private programs' cache stays bounded: the most recently used programs are kept.
@Suite("Play cache")
struct PlayCacheTests {
  func key(_ n: Int) -> String { String(repeating: "0", count: 63) + String(n, radix: 16) }

  @Test("Beyond the bound, the least recently used programs go; the module cache and strangers stay")
  func prune() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "play-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let fileManager = FileManager.default
    for name in (0..<6).map(key) + ["module-cache", "notes"] {
      try fileManager.createDirectory(
        at: cache.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    // Program n was last used n hours ago; program 5 is touched now, as a cached start does.
    for n in 0..<6 {
      try fileManager.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600 * Double(n + 1))],
        ofItemAtPath: cache.appendingPathComponent(key(n)).path)
    }
    PlayCache.touch(cache.appendingPathComponent(key(5)))
    PlayCache.prune(cache, keep: 3)
    let left = Set(try fileManager.contentsOfDirectory(atPath: cache.path))
    #expect(left == [key(5), key(0), key(1), "module-cache", "notes"])
  }
}
