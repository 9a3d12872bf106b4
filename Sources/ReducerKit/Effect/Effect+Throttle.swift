extension Effect {
  /// Lets through at most one of this effect's actions per `interval` on the store's clock, for
  /// all effects throttled with the same `id`.
  ///
  ///     case .scrolled(let offset):
  ///       return .send(.loadMore(offset)).throttle(id: "load", for: .seconds(1), latest: true)
  ///
  /// - The first action goes through at once and opens a window of `interval`.
  /// - An action inside the window is held until the window closes, then goes through and opens
  ///   the next one: with `latest: true`, the most recent action held; with `latest: false`, the
  ///   first one held since the window opened.
  /// - An action after the window goes through at once.
  ///
  /// Each throttled effect replaces one still waiting with the same id, in the same scope (it
  /// is ``cancellable(id:cancelInFlight:)`` with `cancelInFlight: true`, so `.cancel(id:)` stops
  /// it as well). The window is kept per store and per id (in TCA, per id): give the throttles of
  /// different rows different ids if each row needs its own window.
  public func throttle(id: some Hashable & Sendable, for interval: Duration, latest: Bool) -> Effect {
    throttle(id: id, for: interval, clock: nil, latest: latest)
  }

  /// TCA's spelling: the window is measured on `scheduler` (usually `@Dependency(\.mainQueue)`).
  ///
  ///     return .send(.loadMore)
  ///       .throttle(id: CancelID.load, for: 1, scheduler: mainQueue, latest: true)
  public func throttle(
    id: some Hashable & Sendable, for interval: SchedulerStride, scheduler: some EffectScheduling,
    latest: Bool
  ) -> Effect {
    throttle(id: id, for: interval.duration, clock: scheduler.schedulingClock, latest: latest)
  }

  private func throttle(
    id: some Hashable & Sendable, for interval: Duration, clock: (any Clock<Duration>)?, latest: Bool
  ) -> Effect {
    if isNone { return self }
    let key = CancelID(id)
    return gated { action, send in
      await throttleGate(action, key: key, interval: interval, latest: latest, clock: clock, send: send)
    }
    .cancellable(id: id, cancelInFlight: true)
  }

  /// This effect with every action it produces handed to `gate`, which sends it on now, later
  /// or never.
  func gated(_ gate: @escaping @Sendable (Action, Send<Action>) async -> Void) -> Effect {
    switch operation {
    case .none, .cancel, .cancelScope, .cancelStale:
      return self
    case .send(let action):
      return Effect(.run(name: "throttle") { send in await gate(action, send) })
    case .run(let name, let work):
      return Effect(.run(name: name) { send in await work(Send { action in await gate(action, send) }) })
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.gated(gate) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.gated(gate) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.gated(gate)))
    case .scoped(let segment, let effect):
      return Effect(.scoped(segment, effect.gated(gate)))
    case .dismissable(let dismiss, let effect):
      return Effect(.dismissable(dismiss: dismiss, effect.gated(gate)))
    }
  }
}

/// Sends `action` through the throttle window `key` of the running store: now, after the
/// window closes, or not at all if a newer throttled effect replaces this one meanwhile.
private func throttleGate<Action: Sendable>(
  _ action: Action, key: CancelID, interval: Duration, latest: Bool, clock: (any Clock<Duration>)?,
  send: Send<Action>
) async {
  let dependencies = DependencyValues.current
  guard let windows = dependencies.storeLocal?.throttles else { return await send(action) }
  let clock = clock ?? dependencies.clock
  let (value, wait) = windows.admit(action, key: key, interval: interval, latest: latest, clock: clock)
  if let wait {
    do { try await clock.sleep(for: wait) } catch { return }
    windows.opened(key, clock: clock)
  }
  await send(value)
}
