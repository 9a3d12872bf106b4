import Foundation

/// What ``Effect/debounce(id:for:scheduler:)`` and ``Effect/throttle(id:for:scheduler:latest:)``
/// wait on, in TCA's spelling (`AnySchedulerOf<DispatchQueue>`, from combine-schedulers).
///
/// ReducerKit has no Combine: a scheduler here is a small value over a clock. `DispatchQueue.main`
/// waits on real time, `DispatchQueue.test` on a ``TestClock`` the test advances,
/// `DispatchQueue.immediate` not at all.
public protocol EffectScheduling: Sendable {
  /// The clock the scheduler waits on.
  var schedulingClock: any Clock<Duration> { get }
}

/// A type-erased scheduler: TCA's `AnySchedulerOf<DispatchQueue>`, the type of `\.mainQueue`.
public struct AnyEffectScheduler: EffectScheduling {
  public let schedulingClock: any Clock<Duration>

  public init(clock: any Clock<Duration>) { schedulingClock = clock }
}

/// `AnySchedulerOf<DispatchQueue>`, as TCA users spell the type of `\.mainQueue`.
public typealias AnySchedulerOf<Scheduler> = AnyEffectScheduler

/// A scheduler's time interval, written as TCA's tests write it: `0.3`, `.seconds(1)`,
/// `.milliseconds(300)`.
public struct SchedulerStride: Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public let duration: Duration

  public init(_ duration: Duration) { self.duration = duration }
  public init(floatLiteral seconds: Double) { duration = .milliseconds(Int64((seconds * 1000).rounded())) }
  public init(integerLiteral seconds: Int) { duration = .seconds(seconds) }

  public static func seconds(_ seconds: Double) -> Self { Self(floatLiteral: seconds) }
  public static func seconds(_ seconds: Int) -> Self { Self(.seconds(seconds)) }
  public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }
  public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }
  public static func nanoseconds(_ ns: Int) -> Self { Self(.nanoseconds(ns)) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.duration < rhs.duration }
}

/// A scheduler whose time moves only when the test says so: combine-schedulers'
/// `TestSchedulerOf<DispatchQueue>`, made with `DispatchQueue.test`.
public final class TestScheduler: EffectScheduling {
  /// The test clock underneath.
  public let clock = TestClock()

  public init() {}

  public var schedulingClock: any Clock<Duration> { clock }

  /// Moves time forward, running what becomes due (the store's effects, in deadline order).
  public func advance(by stride: SchedulerStride = 0) async { await clock.advance(by: stride.duration) }

  /// Advances until nothing waits on this scheduler.
  public func run() async { await clock.run() }

  /// This scheduler as the type of `\.mainQueue`.
  public func eraseToAnyScheduler() -> AnyEffectScheduler { AnyEffectScheduler(clock: clock) }
}

/// `TestSchedulerOf<DispatchQueue>`, as TCA users spell it.
public typealias TestSchedulerOf<Scheduler> = TestScheduler

extension DispatchQueue: EffectScheduling {
  /// A dispatch queue waits on real time.
  public var schedulingClock: any Clock<Duration> { ContinuousClock() }

  /// A scheduler on virtual time, for tests: `let mainQueue = DispatchQueue.test`.
  public static var test: TestScheduler { TestScheduler() }

  /// A scheduler that never waits.
  public static var immediate: AnyEffectScheduler { AnyEffectScheduler(clock: ImmediateClock()) }

  /// This queue as the type of `\.mainQueue`.
  public func eraseToAnyScheduler() -> AnyEffectScheduler { AnyEffectScheduler(clock: schedulingClock) }
}

extension AnyEffectScheduler {
  /// Already erased: `mainQueue.eraseToAnyScheduler()` on the erased value is itself.
  public func eraseToAnyScheduler() -> AnyEffectScheduler { self }
}
