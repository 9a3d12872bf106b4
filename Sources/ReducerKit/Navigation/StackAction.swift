/// What happens to a navigation stack: an element's own action, a push, a pop (TCA's
/// `StackAction`). The parent's action holds it in one case:
///
///     enum Action {
///       case path(StackActionOf<Path>)
///     }
///     .path(.push(id: 0, state: .detail(Detail.State())))   // a screen is pushed
///     .path(.element(id: 0, action: .detail(.tapped)))      // the screen #0 does something
///     .path(.popFrom(id: 0))                                // back: #0 and above leave
///
/// The lift (``StackReducer``) handles `push` and `popFrom` itself; the parent sees every one of
/// them, and can react (`case .path(.element(id: _, action: .detail(.delegate(.done))))`).
public enum StackAction<State, Action> {
  /// An action of the element `id`. Runs the element's reducer, then the parent's.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element `id` and everything above it. The parent runs first, while the elements
  /// are still there.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id`, which should be the next id (`store.stackElementID.peek()`).
  /// The parent runs after the push.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: Encodable where State: Encodable, Action: Encodable {}
extension StackAction: Decodable where State: Decodable, Action: Decodable {}

/// The ``StackAction`` of a stack of `R`'s elements: `case path(StackActionOf<Path>)`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
