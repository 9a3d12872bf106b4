/// Which values `Shared` properties read and write at the moment.
///
/// A TestStore checks a step by comparing the state before and after it; shared values are
/// references, so both states point to the same box. The store therefore keeps a snapshot of the
/// shared values beside each state, and reads through it while it checks:
///
/// - ``live``: the boxes themselves (everything outside a TestStore's check);
/// - ``snapshot(_:)``: one snapshot, read and written (an assertion closure changes its copy:
///   `$0.$count.withLock { $0 = 1 }` writes the expected value, not the live one);
/// - ``comparing(old:new:)``: `==` reads its left side from `old` and its right side from `new`
///   (expected or before on the left, actual on the right).
package enum SharedReading: Sendable {
  case live
  case snapshot(SharedSnapshot)
  case comparing(old: SharedSnapshot, new: SharedSnapshot)

  /// The reading in force for the code running now.
  @TaskLocal package static var current: SharedReading = .live

  /// The side of a comparison a diff prints: its values read from that side's snapshot.
  package enum Side: Sendable { case old, new }

  /// Runs `body` reading `side`'s snapshot when a comparison is in force (a diff dumps each side
  /// of it in turn); otherwise as things are.
  package static func on<R>(_ side: Side, _ body: () throws -> R) rethrows -> R {
    guard case .comparing(let old, let new) = current else { return try body() }
    return try $current.withValue(.snapshot(side == .old ? old : new), operation: body)
  }

  /// The snapshot a plain read goes through: none when live; the new side while comparing.
  var readingSnapshot: SharedSnapshot? {
    switch self {
    case .live: return nil
    case .snapshot(let snapshot): return snapshot
    case .comparing(_, let new): return new
    }
  }
}
