import Foundation

extension DependencyValues {
  /// TCA's `\.continuousClock`: the clock effects sleep on, the same value as ``clock``.
  ///
  ///     @Dependency(\.continuousClock) var clock
  ///     try await clock.sleep(for: .seconds(1))
  ///
  /// ReducerKit keeps one clock per store, so setting this sets ``clock`` (and
  /// ``suspendingClock``) too; in TCA they are three separate dependencies.
  public var continuousClock: any Clock<Duration> {
    get { clock }
    set { clock = newValue }
  }

  /// TCA's `\.suspendingClock`: the store's one clock, as ``continuousClock``.
  public var suspendingClock: any Clock<Duration> {
    get { clock }
    set { clock = newValue }
  }

  /// TCA's `\.mainQueue`: the scheduler ``Effect/debounce(id:for:scheduler:)`` and
  /// ``Effect/throttle(id:for:scheduler:latest:)`` wait on. Unless set, it waits on the store's
  /// ``clock``, so a TestStore's `advance(by:)` moves it too.
  ///
  ///     let mainQueue = DispatchQueue.test
  ///     store.dependencies.mainQueue = mainQueue.eraseToAnyScheduler()
  ///     await mainQueue.advance(by: .milliseconds(300))
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { mainQueueOverride ?? AnyEffectScheduler(clock: clock) }
    set { mainQueueOverride = newValue }
  }
}
