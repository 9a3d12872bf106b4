extension EffectScheduling {
  /// Waits `duration` on the scheduler's clock, as combine-schedulers' `sleep(for:)` on
  /// `\.mainQueue` (`try await mainQueue.sleep(for: .seconds(1))`).
  public func sleep(for duration: SchedulerStride) async throws {
    try await schedulingClock.sleep(for: duration.duration)
  }
}
