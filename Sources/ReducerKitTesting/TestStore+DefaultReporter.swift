import ReducerKitTestingCore

extension TestStore {
  /// A TestStore whose failures go to the running test framework (``FailureReporter/testFramework``).
  ///
  /// - Parameter prepare: adjusts the dependencies: by default a fresh ``VirtualClock``, ids
  ///   counting up from 0 and incrementing UUIDs, runtime warnings printed.
  public convenience init<R: Reducer>(
    initialState: State,
    reducer: R,
    prepare: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer, prepare: prepare, reporter: .testFramework,
      fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

extension TestStore {
  /// TCA's spelling, reporting to the running test framework:
  ///
  ///     let store = TestStore(initialState: Feature.State()) {
  ///       Feature()
  ///     } withDependencies: {
  ///       $0.continuousClock = clock
  ///     }
  ///
  /// The initial state and the reducer are made under the test's dependencies.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState(), reporter: .testFramework, reducer: reducer,
      withDependencies: prepareDependencies, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
