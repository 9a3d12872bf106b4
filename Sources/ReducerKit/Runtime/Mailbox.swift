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
  }

  private let events = Mutex<[Event]>([])
  private let wakeUp: @Sendable () -> Void

  init(wakeUp: @escaping @Sendable () -> Void) { self.wakeUp = wakeUp }

  func post(_ event: Event) {
    events.withLock { $0.append(event) }
    wakeUp()
  }

  func takeFirst() -> Event? {
    events.withLock { $0.isEmpty ? nil : $0.removeFirst() }
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
