/// An action addressed to one element of a collection: the envelope says who (`id`) and what
/// (`action`).
///
///     enum ListAction {
///       case rows(IdentifiedAction<Int, Row.Action>)
///     }
///     .rows(.element(id: 2, action: .tick))
///
/// The element sends its ordinary action; the lift adds the address on the way up and takes it
/// off on the way down, so the element never knows it lives in a collection.
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
  case element(id: ID, action: Action)

  /// The address.
  public var id: ID {
    switch self {
    case .element(let id, _): id
    }
  }

  /// The message.
  public var action: Action {
    switch self {
    case .element(_, let action): action
    }
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}

/// An ``IdentifiedAction`` for the rows of an `IdentifiedArrayOf<Element>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
