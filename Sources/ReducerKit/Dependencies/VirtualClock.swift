import Synchronization

/// A clock whose time moves only when told to: sleepers wake in deadline order when the store
/// advances it, so effects on time are deterministic in tests and in the tutor.
///
///     let clock = VirtualClock()
///     store.advance(by: .seconds(1))   // wakes everything due at t = 1 s, in order
public final class VirtualClock: Clock, Sendable {
  /// A point in virtual time: the duration since the clock started.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    public let offset: Duration
    public init(offset: Duration) { self.offset = offset }
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "t = \(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// When a sleeper is due: by deadline, then in the order they went to sleep (ids count up).
  private struct WakeUp: Comparable {
    let deadline: Instant
    let id: Int

    static func < (lhs: WakeUp, rhs: WakeUp) -> Bool {
      lhs.deadline < rhs.deadline || (lhs.deadline == rhs.deadline && lhs.id < rhs.id)
    }
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    /// The sleepers, by id: a cancelled sleeper is found and removed in O(1).
    var sleepers: [Int: Sleeper] = [:]
    /// Every sleeper's wake-up, earliest first. A cancelled sleeper's wake-up stays until it
    /// comes to the top (or the heap is rebuilt), so cancelling never searches it.
    var wakeUps = MinHeap<WakeUp>()
    var cancelledEarly: Set<Int> = []

    /// Drops the wake-ups of cancelled sleepers from the top: then `wakeUps.min` is a sleeper's.
    mutating func dropCancelledWakeUps() {
      while let first = wakeUps.min, sleepers[first.id] == nil { wakeUps.removeMin() }
    }

    /// Rebuilds the heap from the sleepers when most of its wake-ups are cancelled ones, so that
    /// it stays O(sleepers) in size. Amortised O(1) per cancellation.
    mutating func compactIfMostlyCancelled() {
      guard wakeUps.count > 2 * sleepers.count + 64 else { return }
      wakeUps = MinHeap(sleepers.values.map { WakeUp(deadline: $0.deadline, id: $0.id) })
    }
  }

  private let state = Mutex(State())
  /// Whether a sleep that is already due waits for the next advance instead of returning: a
  /// ``TestClock``'s zero-length sleep waits for `advance()`, as in TCA.
  let parksDueSleepers: Bool

  public init() { parksDueSleepers = false }

  init(parksDueSleepers: Bool) { self.parksDueSleepers = parksDueSleepers }

  public var now: Instant { state.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  /// How many sleepers are waiting.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The earliest deadline anyone is waiting for.
  public var nextDeadline: Instant? {
    state.withLock { s in
      s.dropCancelledWakeUps()
      return s.wakeUps.min?.deadline
    }
  }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { s in
      defer { s.nextID += 1 }
      return s.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { s in
          if s.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= s.now && !parksDueSleepers { return .success(()) }
          s.sleepers[id] = Sleeper(id: id, deadline: deadline, continuation: continuation)
          s.wakeUps.insert(WakeUp(deadline: deadline, id: id))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { s in
        if let sleeper = s.sleepers.removeValue(forKey: id) {
          s.compactIfMostlyCancelled()
          return sleeper
        }
        s.cancelledEarly.insert(id)
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time to the earliest deadline not after `limit` and wakes everyone due then, in the
  /// order they went to sleep. Returns false, leaving time alone, when nobody is due.
  ///
  /// A store calls this in a loop, running the woken effects between calls, so that an effect
  /// that sleeps again is woken in the same advance when its new deadline is also due.
  public func wakeNext(notAfter limit: Instant) -> Bool {
    let budget = WakeUpBudget.current
    let due: [Sleeper] = state.withLock { s in
      s.dropCancelledWakeUps()
      guard let earliest = s.wakeUps.min?.deadline, earliest <= limit else { return [] }
      if let budget, !budget.spend() { return [] }
      if earliest > s.now { s.now = earliest }
      var due: [Sleeper] = []
      while let next = s.wakeUps.min, next.deadline == earliest {
        s.wakeUps.removeMin()
        if let sleeper = s.sleepers.removeValue(forKey: next.id) { due.append(sleeper) }
      }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
    return !due.isEmpty
  }

  /// Sets the time to `instant` if it is later than now, without waking anybody.
  public func move(to instant: Instant) {
    state.withLock { s in if instant > s.now { s.now = instant } }
  }
}
