extension EffectScheduling {
  /// Ticks every `interval` on the scheduler, for as long as the task that iterates it is not
  /// cancelled, as combine-schedulers' `timer(interval:)` (which TCA re-exports) does on
  /// `\.mainQueue`:
  ///
  ///     for await _ in mainQueue.timer(interval: 1) { await send(.timerTick) }
  ///
  /// Its elements carry nothing (combine-schedulers' carry the scheduler's time).
  public func timer(interval: SchedulerStride) -> ClockTimer {
    ClockTimer(clock: schedulingClock, interval: interval.duration)
  }
}
