/// The life of a presented child, such as a sheet, with the moment of dismissal made explicit:
/// presented, on its way out (still showing its last value), or gone.
///
///     state.editor = .presented(Editor.State())
///     state.editor = .dismissing(last: current)   // animate out with the last value
///     state.editor = .dismissed
public enum Presentation<Value> {
  case presented(Value)
  case dismissing(last: Value)
  case dismissed

  /// The value while presented or dismissing; `nil` once dismissed.
  public var value: Value? {
    switch self {
    case .presented(let value), .dismissing(let value): value
    case .dismissed: nil
    }
  }

  /// Whether the child is presented and not on its way out.
  public var isPresented: Bool {
    if case .presented = self { return true }
    return false
  }
}

extension Presentation: Equatable where Value: Equatable {}
extension Presentation: Hashable where Value: Hashable {}
extension Presentation: Sendable where Value: Sendable {}
extension Presentation: Encodable where Value: Encodable {}
extension Presentation: Decodable where Value: Decodable {}

extension StoreProjection {
  /// A store of the presented value, live while presented and while dismissing, `nil` once
  /// dismissed: the child renders its last value steadily while it animates out.
  public func transpose<Value>() -> StoreProjection<Value, Action>? where State == Presentation<Value> {
    projection(state: { $0.value }, action: { $0 }).transpose()
  }
}
