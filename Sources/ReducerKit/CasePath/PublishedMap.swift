import Synchronization

/// A map from a key of three words to an object, for things worked out once per process and
/// read on hot paths (a case path's matcher, an enum's case table): reading takes no lock and
/// allocates nothing.
///
/// Entries are only ever added, never changed or removed: each is an immutable node published
/// with one atomic store at the head of its bucket's list, and kept for the life of the process,
/// so a reader that found a node can use it without holding anything. Two threads adding the
/// same key at once may both add it; a reader finds either, and both are equivalent.
final class PublishedMap: @unchecked Sendable {
  struct Key: Equatable {
    let first: UInt
    let second: UInt
    let third: UInt
  }

  private final class Node {
    let key: Key
    let object: AnyObject
    /// The node's successor in its bucket (an immortal node's address), or 0.
    let next: UInt

    init(key: Key, object: AnyObject, next: UInt) {
      self.key = key
      self.object = object
      self.next = next
    }
  }

  private static let bucketCount = 64
  /// Each bucket holds the address of its newest node (retained forever), or 0.
  private let buckets: UnsafeMutablePointer<Atomic<UInt>>

  init() {
    buckets = .allocate(capacity: Self.bucketCount)
    for index in 0..<Self.bucketCount { (buckets + index).initialize(to: Atomic<UInt>(0)) }
  }

  deinit {
    // Maps are process-wide (`static let`); nodes are immortal by design.
    buckets.deinitialize(count: Self.bucketCount)
    buckets.deallocate()
  }

  private func bucket(of key: Key) -> Int {
    let mixed = (key.first ^ (key.second &* 31) ^ (key.third &* 131)) &* 0x9E37_79B9_7F4A_7C15
    return Int(mixed >> 58)  // 64 buckets
  }

  /// The object stored under `key`, if any. - Complexity: O(entries in the key's bucket).
  func object(for key: Key) -> AnyObject? {
    var address = buckets[bucket(of: key)].load(ordering: .acquiring)
    while let pointer = UnsafeRawPointer(bitPattern: address) {
      let node = Unmanaged<Node>.fromOpaque(pointer).takeUnretainedValue()
      if node.key == key { return node.object }
      address = node.next
    }
    return nil
  }

  /// Adds `object` under `key` for the life of the process.
  func add(_ object: AnyObject, for key: Key) {
    let head = buckets + bucket(of: key)
    var expected = head.pointee.load(ordering: .acquiring)
    while true {
      let node = Unmanaged.passRetained(Node(key: key, object: object, next: expected))
      let address = UInt(bitPattern: node.toOpaque())
      let (exchanged, current) = head.pointee.compareExchange(
        expected: expected, desired: address, ordering: .acquiringAndReleasing)
      if exchanged { return }
      node.release()
      expected = current
    }
  }
}
