/// The effects one `store.send` started, as TCA's `StoreTask`.
///
///     let task = store.send(.startTimer)
///     task.cancel()                 // cancels the timer's effect
///     await task.finish()           // or waits until it ends
///
/// It follows only the effects the action's own reducer returned, not those of the actions
/// they sent back (as in TCA). A send made while the store was busy (from an observer) has no
/// effects of its own to follow: its task is already finished.
public struct StoreTask {
  private weak var core: (AnyObject & StoreTaskCore)?
  private let number: Int?

  init(core: (AnyObject & StoreTaskCore)?, number: Int?) {
    self.core = core
    self.number = number
  }

  /// Cancels the effects the action started.
  public func cancel() {
    guard let number else { return }
    core?.cancelEffects(startedBy: number)
  }

  /// Whether they have all ended (or the store is gone).
  public var isCancelled: Bool { !isRunning }

  var isRunning: Bool {
    guard let number, let core else { return false }
    return core.hasEffects(startedBy: number)
  }

  /// Waits until the effects the action started have ended, running the store's work that
  /// becomes ready meanwhile (on a live clock, after real sleeps).
  public func finish() async {
    while isRunning {
      core?.runReadyWork()
      guard isRunning else { return }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}

/// What a ``StoreTask`` asks of the store that made it.
protocol StoreTaskCore {
  func cancelEffects(startedBy number: Int)
  func hasEffects(startedBy number: Int) -> Bool
  func runReadyWork()
}

extension StoreCore: StoreTaskCore {
  func runReadyWork() { settle() }
}
