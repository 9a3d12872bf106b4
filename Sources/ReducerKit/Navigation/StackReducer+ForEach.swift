extension Reducer {
  /// Runs `destination` on each element of the navigation stack at `path`, before this reducer,
  /// as TCA writes it: `.forEach(\.path, action: \.path) { Path() }` with
  /// `case path(StackActionOf<Path>)`. See ``StackReducer``.
  ///
  /// - Parameters:
  ///   - path: the stack in the parent state.
  ///   - action: the parent action case that carries the stack's actions.
  ///   - destination: the reducer of one element (a `@Reducer enum` of screens, usually).
  @inlinable
  public func forEach<ElementState, ElementAction: Sendable, Destination: Reducer>(
    _ path: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StackReducer<Self, Destination>
  where Destination.State == ElementState, Destination.Action == ElementAction {
    StackReducer(
      parent: self, element: destination(), path: path,
      action: CasePath(atCallSite: action, operatorName: "forEach", fileID: fileID, line: line),
      fileID: fileID,
      line: line)
  }

  /// ``forEach(_:action:destination:fileID:line:)-(WritableKeyPath<State,StackState<ElementState>>&Sendable,CaseKeyPath<Action,StackAction<ElementState,ElementAction>>,_,_,_)``
  /// with the action's case as a ``CasePath``: `action: CasePath(Action.path)`.
  @inlinable
  public func forEach<ElementState, ElementAction: Sendable, Destination: Reducer>(
    _ path: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: CasePath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StackReducer<Self, Destination>
  where Destination.State == ElementState, Destination.Action == ElementAction {
    StackReducer(parent: self, element: destination(), path: path, action: action, fileID: fileID, line: line)
  }

  /// Runs a stack of screens made by `@Reducer enum Path` without naming its reducer, as TCA
  /// writes it: `.forEach(\.path, action: \.path)`.
  @inlinable
  public func forEach<ElementState: CaseReducerState, ElementAction: Sendable>(
    _ path: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StackReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    StackReducer(
      parent: self, element: ElementState.StateReducer.body, path: path,
      action: CasePath(atCallSite: action, operatorName: "forEach", fileID: fileID, line: line),
      fileID: fileID,
      line: line)
  }

  /// The same with the action's case as a ``CasePath``.
  @inlinable
  public func forEach<ElementState: CaseReducerState, ElementAction: Sendable>(
    _ path: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: CasePath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StackReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    StackReducer(
      parent: self, element: ElementState.StateReducer.body, path: path, action: action, fileID: fileID,
      line: line)
  }
}
