extension TestStore {
  /// TCA's spelling: the reducer in a trailing closure, the dependencies in another.
  ///
  ///     let store = TestStore(initialState: Feature.State(), reporter: reporter) {
  ///       Feature()
  ///     } withDependencies: {
  ///       $0.continuousClock = clock
  ///     }
  ///
  /// The initial state and the reducer are made under the test's dependencies, so a
  /// `@Dependency` read in a `State` initializer sees them (as in TCA). Tests import
  /// `ReducerKitTesting`, whose initializer leaves out the reporter.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    reporter: FailureReporter,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    var prepared: DependencyValues?
    let (state, feature) = testDependencies(prepare: prepareDependencies) { values in
      prepared = values
      return (initialState(), reducer())
    }
    self.init(
      initialState: state, reducer: feature,
      prepare: { values in
        // The values the state was made under; the store's root dismiss unless the test set one.
        guard var prepared else { return }
        if !prepared.dismiss.isSet { prepared.dismiss = values.dismiss }
        values = prepared
      },
      reporter: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Runs `body` under a TestStore's default dependencies changed by `prepare`: what the store
/// will run with (its dismiss is added by the store itself).
func testDependencies<T>(
  prepare: (inout DependencyValues) -> Void, _ body: (DependencyValues) -> T
) -> T {
  var values = DependencyValues.test
  values.clock = VirtualClock()
  prepare(&values)
  return DependencyValues.$current.withValue(values) { body(values) }
}
