/// Runs `operation` with the dependencies changed by `update`, as TCA's `withDependencies`:
/// reducers and effects it runs, stores it makes and `@Dependency` reads in it see the change.
///
///     let model = withDependencies {
///       $0.date = .constant(Date(timeIntervalSince1970: 0))
///     } operation: {
///       Feature.State()          // a `@Dependency` read in the initializer sees the fixed date
///     }
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// The asynchronous `withDependencies`: `operation` may suspend; what it runs (including tasks
/// it creates with `Task { }`) sees the changed dependencies.
@discardableResult
nonisolated(nonsending) public func withDependencies<R>(
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try await update(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}

/// A reducer that runs `base` with one dependency changed (``Reducer/dependency(_:_:)``).
public struct DependencyReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var values = DependencyValues.current
    update(&values)
    // The effects `base` returns keep the change too: they run with the values in force when
    // they were returned, not with the store's.
    return DependencyValues.$current.withValue(values) {
      base.reduce(into: &state, action: action).withDependencies(values)
    }
  }
}

extension Reducer {
  /// This reducer with one dependency set to `value`, for it, its children and its effects
  /// (TCA's `.dependency(\.x, value)`).
  ///
  ///     Child()
  ///       .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value
  ) -> DependencyReducer<Self> {
    DependencyReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// This reducer with its dependencies changed by `update` (TCA's
  /// `.dependency(_ update:)`, renamed `transformDependency` in later versions).
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V> & Sendable,
    transform: @escaping @Sendable (inout V) -> Void
  ) -> DependencyReducer<Self> {
    DependencyReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}
