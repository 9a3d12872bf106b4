/// The `Task.cancel(id:)` of the effect running now, set by the store for each effect's task.
enum EffectCancellation {
  @TaskLocal static var cancelInScope: (@Sendable (CancelID) async -> Void)?
}

extension Task where Success == Never, Failure == Never {
  /// Cancels, from inside an effect, the effects made cancellable with `id` in the scope the
  /// effect runs in and below it, as returning `.cancel(id:)` would (TCA's `Task.cancel(id:)`).
  ///
  ///     return .run { _ in
  ///       await Task.cancel(id: CancelID.timer)
  ///     }
  ///
  /// Returns once they are cancelled. Outside an effect of a store it does nothing.
  public static func cancel(id: some Hashable & Sendable) async {
    await EffectCancellation.cancelInScope?(CancelID(id))
  }
}
