extension StoreProjection {
  /// A store of one screen of a stack projection, by id (what TCA's `NavigationStack` hands each
  /// destination): its actions arrive as `.element(id:action:)`. `nil` when the stack does not
  /// hold `id`; if the element is popped later, the store keeps answering with the last state
  /// it saw (see ``transpose()``).
  ///
  ///     let path = store.scope(state: \.path, action: \.path)
  ///     let detail = path.scope(id: 0)          // StoreProjection<Path.State, Path.Action>?
  ///     detail?.send(.detail(.tapped))          // the store gets .path(.element(id: 0, …))
  public func scope<ElementState, ElementAction>(
    id: StackElementID
  ) -> StoreProjection<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    projection(state: { $0[id: id] }, action: { .element(id: id, action: $0) }).transpose()
  }

  /// Each screen of a stack projection with its id, bottom first: what a view walks to show the
  /// stack.
  public func elements<ElementState, ElementAction>() -> [(
    id: StackElementID, store: StoreProjection<ElementState, ElementAction>
  )] where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    state.ids.compactMap { id in scope(id: id).map { (id, $0) } }
  }
}
