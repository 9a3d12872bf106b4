// The names TCA gives the library's types for one feature, so that code written in the course
// reads as it does against TCA.

/// The reducer protocol for a feature's state and action: `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// The store of a feature: `let store: StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
