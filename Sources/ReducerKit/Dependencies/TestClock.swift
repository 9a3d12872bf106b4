import Synchronization

/// TCA's `TestClock` (from swift-clocks): time moves only when the test says so.
///
///     let clock = TestClock()
///     let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///       $0.continuousClock = clock
///     }
///     await store.send(.startTimer)
///     await clock.advance(by: .seconds(1))
///     await store.receive(.timerTicked) { $0.seconds = 1 }
///
/// Unlike ``VirtualClock``, a sleep that is already due (`sleep(for: .zero)`) waits for the next
/// `advance()`, as TCA's does. When a store runs on it, advancing runs that store's effects in
/// deadline order, synchronously, as its `advance(by:)` does. (TCA's is generic over the
/// duration type; this one measures in `Duration`.)
public final class TestClock: Clock, Sendable {
  public typealias Instant = VirtualClock.Instant
  public typealias Duration = Swift.Duration

  /// The virtual time underneath: the stores that run on this clock advance it.
  public let virtual = VirtualClock(parksDueSleepers: true)
  private let drivers = Mutex<[ClockDriverBox]>([])

  public init() {}

  public var now: Instant { virtual.now }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    // The store whose effect sleeps here runs when this clock advances.
    if let driver = DependencyValues.current.storeLocal?.driver.withLock({ $0.driver }) { attach(driver) }
    try await virtual.sleep(until: deadline, tolerance: tolerance)
  }

  /// Moves time forward by `duration`, waking every sleeper due by then in deadline order.
  public func advance(by duration: Duration = .zero) async {
    if let driver = liveDriver() {
      driver.advance(virtual, by: duration)
      return
    }
    // No store runs on this clock: sleepers run on the global executor, so let each woken one
    // go on before waking the next.
    let target = virtual.now.advanced(by: duration)
    while virtual.wakeNext(notAfter: target) {
      for _ in 0..<10 { await Task.yield() }
    }
    virtual.move(to: target)
  }

  /// Moves time to `deadline`, waking every sleeper due by then.
  public func advance(to deadline: Instant) async {
    await advance(by: max(.zero, now.duration(to: deadline)))
  }

  /// Advances until nobody sleeps on this clock any more (each step to the next deadline).
  public func run() async {
    var steps = 0
    while let next = virtual.nextDeadline, steps < 100_000 {
      steps += 1
      await advance(to: next)
    }
  }

  /// Lets `driver` run its effects when this clock advances (a store that runs on it).
  func attach(_ driver: any ClockDriver) {
    drivers.withLock { drivers in
      drivers.removeAll { $0.driver == nil || $0.driver === driver }
      drivers.append(ClockDriverBox(driver: driver))
    }
  }

  private func liveDriver() -> (any ClockDriver)? {
    drivers.withLock { drivers in
      drivers.removeAll { $0.driver == nil }
      return drivers.last?.driver
    }
  }
}

/// Something that runs effects when a virtual clock advances: a store.
protocol ClockDriver: AnyObject {
  func advance(_ clock: VirtualClock, by duration: Duration)
}

/// A weak reference to a driver. Unchecked: a store is used from one thread, and the test that
/// advances its clock is on that thread.
struct ClockDriverBox: @unchecked Sendable {
  weak var driver: (any ClockDriver)?
}

/// TCA's `ImmediateClock`: every sleep returns at once, moving the clock's time to its deadline,
/// so that code on time runs without waiting (a preview, or a test that does not care about time).
public final class ImmediateClock: Clock, Sendable {
  public struct Instant: InstantProtocol, Hashable, Sendable {
    public let offset: Swift.Duration
    public init(offset: Swift.Duration = .zero) { self.offset = offset }
    public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Mutex(Instant())

  public init(now: Instant = Instant()) { current.withLock { $0 = now } }

  public var now: Instant { current.withLock { $0 } }
  public var minimumResolution: Swift.Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { if deadline > $0 { $0 = deadline } }
  }
}
