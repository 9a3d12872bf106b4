/// A running effect, as a store reports it: what started it, where, and how it can be cancelled.
public struct EffectInfo: Sendable, Identifiable, CustomStringConvertible {
  /// Unique for the store's lifetime, in starting order.
  public let id: Int
  /// The label given to `.run(name:)`, if any.
  public let name: String?
  /// The path of lifts it was started under, outermost first (`rows[id: 2]`).
  public let scope: [ScopeSegment]
  /// The ids it can be cancelled by (`.cancellable(id:)`), innermost last.
  public let cancelIDs: [CancelID]
  /// The action whose reducer returned it.
  public let action: any Sendable
  /// The sequence number of that action in the store (see ``ProcessedAction``).
  public let actionNumber: Int

  public var description: String {
    let scopeText = scope.isEmpty ? "root" : scope.map(\.description).joined(separator: ".")
    let ids = cancelIDs.isEmpty ? "" : " id: " + cancelIDs.map(\.description).joined(separator: ", ")
    return "#\(id) \(name ?? "run") in \(scopeText)\(ids), started by \(action)"
  }
}

/// One action a store has processed, in order.
public struct ProcessedAction<Action: Sendable>: Sendable {
  /// Where an action came from.
  public enum Source: Sendable, Equatable {
    /// Sent from outside the store (a view, a test, the prompt).
    case sent
    /// Sent back by an effect of the action numbered `by` (synchronously by `.send`, or by a
    /// running `.run` effect).
    case effect(by: Int)
  }

  /// Counts up from 0 across the store's life.
  public let number: Int
  public let action: Action
  public let source: Source
}
