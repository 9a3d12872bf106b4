import Synchronization

/// What running effects tell the store, from inside their tasks.
///
/// It is the one thread-safe door between effect tasks and the store: a task posts here, the
/// store reads here between jobs.
final class Mailbox<Action: Sendable>: Sendable {
  enum Event: Sendable {
    /// An effect sent an action and waits until the store has processed it.
    case sent(task: Int, action: Action, acknowledge: CheckedContinuation<Void, Never>)
    /// An effect's work returned (normally or after cancellation).
    case finished(task: Int)
    /// An effect called `Task.cancel(id:)`: cancel `id` in its scope, then let it go on.
    case cancel(task: Int, id: CancelID, acknowledge: CheckedContinuation<Void, Never>)
  }

  /// Events in arrival order from `head` on; taken ones before `head` are dropped in batches, so
  /// taking one is O(1) however many wait (a wake-up of many timers posts many at once).
  private struct Queue {
    var events: [Event] = []
    var head = 0
  }

  private let queue = Mutex(Queue())
  /// How many events wait: changed under the lock with `events`, read without it, so that a store
  /// with nothing running checks its mailbox without locking (a post racing that read is seen at
  /// the store's next look, as it would be if it came just after a locked one).
  private let waiting = Atomic<Int>(0)
  /// How many times the store took the lock to read events (tests count it).
  let lockedReads = Atomic<Int>(0)
  private let wakeUp: @Sendable () -> Void

  init(wakeUp: @escaping @Sendable () -> Void) { self.wakeUp = wakeUp }

  func post(_ event: Event) {
    queue.withLock {
      $0.events.append(event)
      waiting.add(1, ordering: .releasing)
    }
    wakeUp()
  }

  func takeFirst() -> Event? {
    guard waiting.load(ordering: .acquiring) > 0 else { return nil }
    lockedReads.add(1, ordering: .relaxed)
    return queue.withLock { queue in
      guard queue.head < queue.events.count else { return nil }
      waiting.subtract(1, ordering: .releasing)
      let event = queue.events[queue.head]
      queue.head += 1
      if queue.head == queue.events.count {
        queue.events.removeAll(keepingCapacity: true)
        queue.head = 0
      } else if queue.head > 64 && queue.head * 2 > queue.events.count {
        queue.events.removeFirst(queue.head)
        queue.head = 0
      }
      return event
    }
  }

  /// What `Task.cancel(id:)` does inside the effect task `task`.
  func canceller(for task: Int) -> @Sendable (CancelID) async -> Void {
    { id in
      await withCheckedContinuation { continuation in
        self.post(.cancel(task: task, id: id, acknowledge: continuation))
      }
    }
  }

  /// A `Send` for the effect task `task`.
  func send(for task: Int) -> Send<Action> {
    Send { action in
      await withCheckedContinuation { continuation in
        self.post(.sent(task: task, action: action, acknowledge: continuation))
      }
    }
  }
}
