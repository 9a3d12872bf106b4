/// A two-way value backed by a store: `get` reads state, `set` sends an action.
public struct StoreBinding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// Reading reads the store's state now; writing sends the binding's action.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
