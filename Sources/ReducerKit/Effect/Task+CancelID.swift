/// The `Task.cancel(id:)` of the effect running now, set by the store for each effect's task.
enum EffectCancellation {
  /// A nominal type, not a bare optional `async` function type: in release builds with
  /// cross-module optimisation (Swift 6.3), a task-local of type
  /// `(@Sendable (CancelID) async -> Void)?` was pushed with no type metadata, and every effect
  /// crashed the process (`swift_task_localValuePush` read the metadata at address 0). Check a
  /// change here on a release build: `tutor play basics`, then `.incrementLater`, `advance 1s`.
  struct Canceller: Sendable {
    let cancel: @Sendable (CancelID) async -> Void
  }

  @TaskLocal static var cancelInScope: Canceller?
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
    await EffectCancellation.cancelInScope?.cancel(CancelID(id))
  }
}
