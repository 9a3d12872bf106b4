/// A reducer that does nothing: no state change, no effect.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
