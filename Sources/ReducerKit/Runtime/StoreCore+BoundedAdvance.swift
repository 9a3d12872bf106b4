/// How far a bounded ``StoreCore/advance(by:wakeUpLimit:shouldStop:)`` went.
public struct AdvanceOutcome: Equatable, Sendable {
  /// The instants at which sleepers were woken (every sleeper due at one instant wakes together).
  public var wakeUps: Int
  /// How much virtual time passed: the whole duration asked for, or up to where it stopped.
  public var advanced: Duration
  /// Why it stopped before the end, if it did.
  public var stop: Stop?

  public enum Stop: Equatable, Sendable {
    /// The wake-up limit was reached with more sleepers due before the end.
    case limit
    /// `shouldStop` said so (Ctrl-C at a terminal).
    case interrupted
  }

  public init(wakeUps: Int, advanced: Duration, stop: Stop?) {
    self.wakeUps = wakeUps
    self.advanced = advanced
    self.stop = stop
  }
}

extension StoreCore {
  /// Like ``advance(by:)``, but wakes sleepers at no more than `wakeUpLimit` instants and asks
  /// `shouldStop` after each: when either stops it early, the clock stays at the last instant
  /// woken and everything woken has settled, so the store is consistent and a later advance
  /// goes on from there. Returns nil when the store's clock is not a ``VirtualClock``.
  public func advance(
    by duration: Duration, wakeUpLimit: Int, shouldStop: () -> Bool = { false }
  ) -> AdvanceOutcome? {
    guard let clock = dependencies.clock as? VirtualClock else { return nil }
    settle()
    let start = clock.now
    let target = start.advanced(by: duration)
    var wakeUps = 0
    while true {
      guard let next = clock.nextDeadline, next <= target else { break }
      if wakeUps >= wakeUpLimit {
        return AdvanceOutcome(wakeUps: wakeUps, advanced: start.duration(to: clock.now), stop: .limit)
      }
      if shouldStop() {
        return AdvanceOutcome(wakeUps: wakeUps, advanced: start.duration(to: clock.now), stop: .interrupted)
      }
      guard clock.wakeNext(notAfter: target) else { break }
      wakeUps += 1
      settle()
    }
    clock.move(to: target)
    settle()
    return AdvanceOutcome(wakeUps: wakeUps, advanced: duration, stop: nil)
  }
}
