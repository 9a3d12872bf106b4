extension Reducer {
  /// Runs `perform` after this reducer whenever it changed the value `toValue` reads. TCA's
  /// `onChange(of:_:)`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.count) { oldValue, state in
  ///     state.description = "was \(oldValue)"
  ///     return .none
  ///   }
  /// ```
  ///
  /// - Complexity: two reads of the value and one comparison per action.
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ perform: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> OnChangeReducer<Self, V, Reduce<State, Action>> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs the reducer `reducer` builds from the old and new values after this reducer, whenever
  /// it changed the value `toValue` reads, with the same action; effects are merged.
  ///
  /// ```swift
  /// .onChange(of: \.count) { oldValue, newValue in
  ///   Reduce { state, _ in
  ///     state.description = String(repeating: "!", count: newValue)
  ///     return .none
  ///   }
  /// }
  /// ```
  ///
  /// - Complexity: two reads of the value and one comparison per action.
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> OnChangeReducer<Self, V, R> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// As ``onChange(of:_:)-(_,(V,V)->R)``, with the test for "unchanged" given: `isDuplicate(old, new)`
  /// true means no change (TCA's deprecated `onChange(of:removeDuplicates:_:)`).
  ///
  /// ```swift
  /// .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in … }
  /// ```
  public func onChange<V, R: Reducer>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> OnChangeReducer<Self, V, R> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// What `onChange(of:)` returns: the base reducer, then, when a value it reads changed, the
/// reducer made from the old and new values. TCA's `_OnChangeReducer`.
public struct OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Body

  init(
    base: Base, toValue: @escaping (Base.State) -> Value, isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
    return .merge(baseEffect, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
