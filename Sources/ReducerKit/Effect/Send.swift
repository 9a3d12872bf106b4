/// Sends actions back into the store from inside an ``Effect/run(name:_:)`` effect.
///
///     return .run { send in
///       await send(.response(try await api.load()))
///     }
///
/// `await send(action)` returns once the store has processed the action and everything it set off
/// synchronously, so actions that effects send arrive in the same order in a live store and in a
/// test. Sends from an effect that has been cancelled are dropped.
public struct Send<Action: Sendable>: Sendable {
  let deliver: @Sendable (Action) async -> Void

  public init(_ deliver: @escaping @Sendable (Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await deliver(action)
  }

  /// A send that embeds the child's actions into a parent's.
  func map<Child: Sendable>(_ embed: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child> { child in await self.deliver(embed(child)) }
  }
}
