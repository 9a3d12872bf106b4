extension Effect {
  /// TCA's `.run`: asynchronous work that may throw.
  ///
  ///     return .run { send in
  ///       try await clock.sleep(for: .seconds(1))
  ///       await send(.timerTicked)
  ///     } catch: { error, send in
  ///       await send(.failed(error.localizedDescription))
  ///     }
  ///
  /// - Cancellation ends it quietly: an error thrown once the effect is cancelled (such as the
  ///   `CancellationError` of an interrupted sleep) goes nowhere.
  /// - Any other error goes to `handler`; without one, it is reported as a runtime warning
  ///   naming where the effect was written, as TCA does.
  /// - `priority` is accepted for TCA's spelling; effects run on the store's own executor, in
  ///   the store's order, so it changes nothing here.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect {
    let place = "\(fileID)"
    return Effect(
      .run(name: nil) { send in
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          guard !Task.isCancelled else { return }
          if let handler {
            await handler(error, send)
          } else {
            DependencyValues.current.warnings.report(
              RuntimeWarning(
                kind: .unhandledEffectError(error: String(describing: error)), operatorName: "Effect.run",
                action: String(describing: error), fileID: place, line: line))
          }
        }
      })
  }
}
