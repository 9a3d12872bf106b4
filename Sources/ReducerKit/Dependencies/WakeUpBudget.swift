import Synchronization

/// A limit on how much a virtual clock may do for one caller: at most `wakeUps` wake-ups, and
/// none after `deadline` on the real clock. Bound with `WakeUpBudget.$current.withValue`, every
/// ``VirtualClock`` advanced in that scope spends from it; when it runs out the clock stops
/// waking sleepers (the advance ends early) and ``exhausted`` says why. Untrusted input — a
/// transcript that asks for `advance 1000000 s` on a ticking timer — then cannot hang a grader.
package final class WakeUpBudget: Sendable {
  /// Why the budget ran out.
  package enum Exhaustion: Equatable, Sendable {
    case wakeUps(Int)
    case time
  }

  @TaskLocal package static var current: WakeUpBudget?

  private struct State {
    var left: Int
    var spent = 0
    var exhausted: Exhaustion?
  }

  private let limit: Int
  private let deadline: ContinuousClock.Instant?
  private let state: Mutex<State>

  package init(wakeUps: Int, deadline: ContinuousClock.Instant? = nil) {
    limit = wakeUps
    self.deadline = deadline
    state = Mutex(State(left: wakeUps))
  }

  /// Nil while the budget lasts.
  package var exhausted: Exhaustion? { state.withLock { $0.exhausted } }

  /// Wake-ups spent so far.
  package var spent: Int { state.withLock { $0.spent } }

  /// Whether the real-clock deadline has passed (it then stays exhausted).
  package func checkDeadline() -> Bool {
    guard let deadline, ContinuousClock.now >= deadline else { return exhausted == nil }
    state.withLock { if $0.exhausted == nil { $0.exhausted = .time } }
    return false
  }

  /// Takes one wake-up; false when none is left or the deadline has passed.
  func spend() -> Bool {
    let ok: Bool = state.withLock { s in
      guard s.exhausted == nil else { return false }
      guard s.left > 0 else {
        s.exhausted = .wakeUps(limit)
        return false
      }
      s.left -= 1
      s.spent += 1
      return true
    }
    return ok && (spent % 256 != 0 || checkDeadline())
  }
}
