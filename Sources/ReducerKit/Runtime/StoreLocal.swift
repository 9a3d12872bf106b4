import Synchronization

/// What one store keeps for the reducers and effects it runs, reached through
/// ``DependencyValues/current``: the throttle windows and the presentations dismissed while the
/// current action was reduced.
final class StoreLocal: Sendable {
  let throttles = ThrottleWindows()
  let dismissals = DismissalLog()
  let replaceableScopes = ReplaceableScopeCounter()
  /// The store, for a ``TestClock`` its effects sleep on: advancing that clock runs the store.
  let driver = Mutex(ClockDriverBox())
}

/// The presentations (``PresentationID``) dismissed by the reducer running now: the store
/// cancels their effects right after it.
final class DismissalLog: Sendable {
  private let ids = Mutex<[PresentationID]>([])
  /// Whether anything was recorded: checked after every action, so without taking the lock.
  private let recorded = Atomic<Bool>(false)

  func record(_ id: PresentationID) {
    ids.withLock { $0.append(id) }
    recorded.store(true, ordering: .releasing)
  }

  /// The ids recorded since the last call, oldest first. - Complexity: O(1) when none was.
  func take() -> [PresentationID] {
    guard recorded.load(ordering: .acquiring) else { return [] }
    recorded.store(false, ordering: .relaxed)
    return ids.withLock { ids in
      defer { ids.removeAll() }
      return ids
    }
  }
}

/// How many scopes of replaceable children (`ifLet`, presentations) have running effects in a
/// store: while there are none, those lifts skip looking for a child that went away.
final class ReplaceableScopeCounter: Sendable {
  private let count = Atomic<Int>(0)

  func add(_ delta: Int) { count.wrappingAdd(delta, ordering: .relaxed) }

  var isZero: Bool { count.load(ordering: .relaxed) == 0 }
}

/// The throttle windows of one store, by id (see ``Effect/throttle(id:for:latest:)``).
final class ThrottleWindows: Sendable {
  private struct Window {
    /// When the last action went through, as an instant of the store's clock.
    var opened: (any Sendable)?
    /// The action held for the end of the window.
    var held: (any Sendable)?
  }

  private let windows = Mutex<[CancelID: Window]>([:])

  /// Decides what to send for `action` now: the action to send, and how long to wait first
  /// (`nil`: send now, the window is opened).
  func admit<Action: Sendable>(
    _ action: Action, key: CancelID, interval: Duration, latest: Bool, clock: any Clock<Duration>
  ) -> (Action, wait: Duration?) {
    let now = instant(of: clock)
    return windows.withLock { windows in
      var window = windows[key] ?? Window()
      defer { windows[key] = window }
      guard let opened = window.opened, let elapsed = duration(from: opened, to: now, on: clock) else {
        window = Window(opened: now, held: nil)
        return (action, nil)
      }
      let value = latest ? action : (window.held as? Action ?? action)
      window.held = value
      if elapsed >= interval {
        window = Window(opened: now, held: nil)
        return (value, nil)
      }
      return (value, interval - elapsed)
    }
  }

  /// A held action went through at the end of its window: the next window opens now.
  func opened(_ key: CancelID, clock: any Clock<Duration>) {
    let now = instant(of: clock)
    windows.withLock { $0[key] = Window(opened: now, held: nil) }
  }
}

private func instant(of clock: any Clock<Duration>) -> any Sendable {
  func open<C: Clock<Duration>>(_ clock: C) -> any Sendable { clock.now }
  return open(clock)
}

private func duration(from start: any Sendable, to end: any Sendable, on clock: any Clock<Duration>)
  -> Duration?
{
  func open<C: Clock<Duration>>(_ clock: C) -> Duration? {
    guard let start = start as? C.Instant, let end = end as? C.Instant else { return nil }
    return start.duration(to: end)
  }
  return open(clock)
}
