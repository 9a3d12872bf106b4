extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`, as
  /// swift-concurrency-extras' (which TCA re-exports): a dependency that never answers, for a
  /// test that an effect is cancelled before it does.
  ///
  ///     $0.factClient.fetch = { _ in try await Task.never() }
  public static func never() async throws -> Never {
    // A stream that never yields nor finishes: its iteration ends only when the task is
    // cancelled.
    for await never in AsyncStream(Never.self, bufferingPolicy: .unbounded, { _ in }) {
      switch never {}
    }
    throw _Concurrency.CancellationError()
  }
}
