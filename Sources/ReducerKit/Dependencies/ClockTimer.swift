/// Ticks every `interval` on a clock, for as long as the task that iterates it is not cancelled.
///
///     for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
public struct ClockTimer: AsyncSequence, Sendable {
  public typealias Element = Void
  let clock: any Clock<Duration>
  let interval: Duration

  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: any Clock<Duration>
    let interval: Duration

    public mutating func next() async -> Void? {
      do {
        try await clock.sleep(for: interval)
        return ()
      } catch {
        return nil
      }
    }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval)
  }
}

extension Clock where Duration == Swift.Duration {
  /// A timer that ticks every `interval` on this clock.
  public func timer(interval: Duration) -> ClockTimer {
    ClockTimer(clock: self, interval: interval)
  }
}
