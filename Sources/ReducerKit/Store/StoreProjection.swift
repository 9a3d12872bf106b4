/// A view of part of a store: it reads a part of the state and sends actions that are embedded
/// into the store's own. What a child view gets to hold.
///
///     let left = store.projection(state: \.left, action: AppAction.left)
///     left.send(.inc)        // the store receives .left(.inc)
///     left.state             // 1
///
/// A projection holds its store strongly, so a projection of a projection of a temporary store
/// keeps that store alive; it is used on the store's thread. TCA's `store.scope(state:action:)`
/// makes one too.
@dynamicMemberLookup
public struct StoreProjection<State, Action> {
  private let read: () -> State
  private let dispatch: (Action) -> Void

  public init(read: @escaping () -> State, send: @escaping (Action) -> Void) {
    self.read = read
    self.dispatch = send
  }

  /// The projected state, read now.
  public var state: State { read() }

  /// Sends an action through the embedding chain into the store.
  public func send(_ action: Action) { dispatch(action) }

  /// A projection of part of this one.
  public func projection<ChildState, ChildAction>(
    state toChild: @escaping (State) -> ChildState,
    action embed: @escaping (ChildAction) -> Action
  ) -> StoreProjection<ChildState, ChildAction> {
    let read = self.read
    let dispatch = self.dispatch
    return StoreProjection<ChildState, ChildAction>(
      read: { toChild(read()) },
      send: { dispatch(embed($0)) })
  }

  /// A projection of part of this one, by key path.
  public func projection<ChildState, ChildAction>(
    state keyPath: KeyPath<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> StoreProjection<ChildState, ChildAction> {
    projection(state: { $0[keyPath: keyPath] }, action: embed)
  }

  /// A binding to one value of the state: reading reads the state, writing sends an action, so
  /// the reducer stays the only writer.
  ///
  ///     let name = store.binding(\.name, send: AppAction.setName)
  ///     name.wrappedValue = "Ana"     // sends .setName("Ana")
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    send embed: @escaping (Value) -> Action
  ) -> StoreBinding<Value> {
    let read = self.read
    let dispatch = self.dispatch
    return StoreBinding(get: { read()[keyPath: keyPath] }, set: { dispatch(embed($0)) })
  }
}

extension Store {
  /// The whole store as a projection.
  public var projection: StoreProjection<State, Action> {
    StoreProjection(read: { self.state }, send: { self.send($0) })
  }

  /// A projection of part of the store: a child's state and actions.
  public func projection<ChildState, ChildAction>(
    state keyPath: KeyPath<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> StoreProjection<ChildState, ChildAction> {
    projection.projection(state: keyPath, action: embed)
  }

  /// A binding to one value of the state that sends an action when written.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    send embed: @escaping (Value) -> Action
  ) -> StoreBinding<Value> {
    projection.binding(keyPath, send: embed)
  }
}

extension StoreProjection where State: AddressableCollection {
  /// One element of a collection projection, by address: its state is `nil` when the element
  /// is not (or no longer) there. Use ``transpose()`` to get a store of the element itself.
  ///
  ///     let rows = store.projection(state: \.rows, action: ListAction.rows)
  ///     let row2 = rows.projection(element: 2)      // StoreProjection<Row.State?, Row.Action>
  public func projection<ElementAction>(
    element address: State.Address
  ) -> StoreProjection<State.ElementState?, ElementAction>
  where Action == IdentifiedAction<State.Address, ElementAction> {
    projection(
      state: { $0.element(at: address) },
      action: { .element(id: address, action: $0) })
  }
}
