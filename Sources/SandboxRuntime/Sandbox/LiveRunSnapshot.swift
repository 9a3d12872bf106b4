import Foundation
import ReducerKit
import Synchronization

/// Everything about an idle live store that a checkpoint must bring back: the state, the time
/// on the virtual clock, how far the id generators have counted, and the store's numbering.
struct LiveRunSnapshot<State> {
  let state: State
  let now: VirtualClock.Instant
  let ids: Int
  let uuids: Int
  let numbering: StoreNumbering
}

/// The id generators of a live store, as counters a checkpoint can read and set: ids count up
/// from 0, UUIDs are `00000000-0000-0000-0000-000000000000`, then `…-000000000001`, and so on
/// (as ``DependencyValues/test``).
final class CheckpointCounters: Sendable {
  private let ids: Mutex<Int>
  private let uuids: Mutex<Int>

  init(ids: Int = 0, uuids: Int = 0) {
    self.ids = Mutex(ids)
    self.uuids = Mutex(uuids)
  }

  var counts: (ids: Int, uuids: Int) { (ids.withLock { $0 }, uuids.withLock { $0 }) }

  private static func next(_ counter: borrowing Mutex<Int>) -> Int {
    counter.withLock { value in
      defer { value += 1 }
      return value
    }
  }

  func install(in dependencies: inout DependencyValues) {
    dependencies.nextID = IDGenerator { Self.next(self.ids) }
    dependencies.uuid = UUIDGenerator {
      let n = Self.next(self.uuids)
      let tail = String(n, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: max(0, 12 - tail.count)) + tail
      return UUID(uuidString: "00000000-0000-0000-0000-\(padded)") ?? UUID()
    }
  }
}
