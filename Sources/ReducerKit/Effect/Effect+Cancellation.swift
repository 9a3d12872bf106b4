extension Effect {
  /// Makes this effect cancellable by `id`.
  ///
  ///     return .run { send in … }.cancellable(id: "search", cancelInFlight: true)
  ///
  /// - Parameters:
  ///   - id: any hashable value. It is scoped by the path of lifts the effect starts under, so the
  ///     same id in two rows stays independent.
  ///   - cancelInFlight: cancel effects already running with the same id in the same scope
  ///     before starting this one (the building block of debouncing).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    if isNone { return self }
    return Effect(.cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels the running effects that were made cancellable with `id` in this scope or in any
  /// scope below it (children, rows).
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(.cancel(id: CancelID(id)))
  }

  /// Starts this effect after `duration` of quiet on the store's clock: each new one cancels
  /// the one still waiting under the same id.
  ///
  ///     case .queryChanged(let q):
  ///       state.query = q
  ///       return .send(.search).debounce(id: "search", for: .milliseconds(300))
  public func debounce(id: some Hashable & Sendable, for duration: Duration) -> Effect {
    debounce(id: id, for: duration, clock: nil)
  }

  /// TCA's spelling: the quiet is measured on `scheduler` (usually `@Dependency(\.mainQueue)`).
  ///
  ///     return .run { send in … }
  ///       .debounce(id: CancelID.search, for: 0.3, scheduler: mainQueue)
  public func debounce(
    id: some Hashable & Sendable, for dueTime: SchedulerStride, scheduler: some EffectScheduling
  ) -> Effect {
    debounce(id: id, for: dueTime.duration, clock: scheduler.schedulingClock)
  }

  private func debounce(id: some Hashable & Sendable, for duration: Duration, clock: (any Clock<Duration>)?)
    -> Effect
  {
    if isNone { return self }
    let wait = Effect.run(name: "debounce") { _ in
      try? await (clock ?? DependencyValues.current.clock).sleep(for: duration)
    }
    return Effect.concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
  }
}
