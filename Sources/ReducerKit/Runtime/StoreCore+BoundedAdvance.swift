/// How far a bounded ``StoreCore/advance(by:wakeUpLimit:actionLimit:shouldStop:)`` went.
package struct AdvanceOutcome: Equatable, Sendable {
  /// The instants at which sleepers were woken (every sleeper due at one instant wakes together).
  package var wakeUps: Int
  /// How much virtual time passed: the whole duration asked for, or up to where it stopped.
  package var advanced: Duration
  /// Why it stopped before the end, if it did.
  package var stop: Stop?
  /// How many actions the store processed during the advance.
  package var actions: Int

  package enum Stop: Equatable, Sendable {
    /// The wake-up limit was reached with more sleepers due before the end.
    case limit
    /// `shouldStop` said so (Ctrl-C at a terminal).
    case interrupted
    /// The action limit was reached with more sleepers due before the end.
    case actionLimit
  }

  package init(wakeUps: Int, advanced: Duration, stop: Stop?, actions: Int = 0) {
    self.wakeUps = wakeUps
    self.advanced = advanced
    self.stop = stop
    self.actions = actions
  }
}

extension StoreCore {
  /// Like ``advance(by:)``, but wakes sleepers at no more than `wakeUpLimit` instants, stops
  /// once `actionLimit` actions have been processed, and asks `shouldStop` after each wake-up:
  /// when any stops it early, the clock stays at the last instant woken and everything woken
  /// has settled, so the store is consistent and a later advance goes on from there. The action
  /// limit is checked between wake-ups: one instant's actions all run. Returns nil when the
  /// store's clock is not a ``VirtualClock``.
  package func advance(
    by duration: Duration, wakeUpLimit: Int, actionLimit: Int = .max, shouldStop: () -> Bool = { false }
  ) -> AdvanceOutcome? {
    guard let clock = dependencies.clock as? VirtualClock else { return nil }
    let firstAction = nextActionNumber
    settle()
    let start = clock.now
    let target = start.advanced(by: duration)
    var wakeUps = 0
    func stopped(_ stop: AdvanceOutcome.Stop) -> AdvanceOutcome {
      AdvanceOutcome(
        wakeUps: wakeUps, advanced: start.duration(to: clock.now), stop: stop,
        actions: nextActionNumber - firstAction)
    }
    while true {
      guard let next = clock.nextDeadline, next <= target else { break }
      if wakeUps >= wakeUpLimit { return stopped(.limit) }
      if nextActionNumber - firstAction >= actionLimit { return stopped(.actionLimit) }
      if shouldStop() { return stopped(.interrupted) }
      guard clock.wakeNext(notAfter: target) else { break }
      wakeUps += 1
      settle()
    }
    clock.move(to: target)
    settle()
    return AdvanceOutcome(
      wakeUps: wakeUps, advanced: duration, stop: nil, actions: nextActionNumber - firstAction)
  }
}
