extension TestStore {
  /// Runs `operation` with the store's exhaustivity set to `exhaustivity`, then restores it
  /// (TCA's `withExhaustivity(_:operation:)`): a few loosely checked steps in a strict test.
  ///
  ///     await store.withExhaustivity(.off) {
  ///       await store.send(\.record.onTask)
  ///       await store.receive(\.path.popFrom)
  ///     }
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try operation()
  }

  /// The asynchronous `withExhaustivity`.
  @discardableResult
  nonisolated(nonsending) public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }
}
