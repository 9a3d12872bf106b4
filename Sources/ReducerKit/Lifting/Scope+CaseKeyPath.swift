extension Scope {
  /// Scopes a child to a stored property of the parent state, its actions in a case named by a
  /// case key path, as TCA writes it:
  ///
  ///     Scope(state: \.left, action: \.left) { Counter() }
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: state, action: CasePath(atCallSite: action, operatorName: "Scope", fileID: fileID, line: line),
      fileID: fileID, line: line, child: child)
  }

  /// Scopes a child to one case of an enum parent state: it runs only while the state is in
  /// that case (an action for it in another case is ignored, with a runtime warning).
  ///
  ///     Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  public init<ChildState, ChildAction>(
    state: @escaping @autoclosure () -> CaseKeyPath<ParentState, ChildState>,
    action: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    let stateCase = resolvedEntry(atCallSite: state, operatorName: "Scope", fileID: fileID, line: line)
    self.init(
      state: CasePath(embed: stateCase.path.embedValue, extract: stateCase.path.extractValue),
      named: caseName(of: stateCase),
      action: CasePath(atCallSite: action, operatorName: "Scope", fileID: fileID, line: line),
      fileID: fileID, line: line, child: child)
  }
}

extension Reducer {
  /// ``pullback(state:action:fileID:line:)`` with the action's case as a case key path.
  public func pullback<ParentState, ParentAction: Sendable>(
    state: WritableKeyPath<ParentState, State> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<ParentAction, Action>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Scope<ParentState, ParentAction, Self> {
    Scope(
      state: state,
      action: CasePath(atCallSite: action, operatorName: "pullback", fileID: fileID, line: line),
      fileID: fileID, line: line
    ) { self }
  }

  /// Runs `child` on the optional state at `state` while it is present, before this reducer,
  /// as TCA writes it: `.ifLet(\.child, action: \.child) { Child() }`. See ``IfLetReducer``.
  public func ifLet<ChildState, ChildAction: Sendable, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child> where Child.State == ChildState, Child.Action == ChildAction {
    ifLet(
      state, action: CasePath(atCallSite: action, operatorName: "ifLet", fileID: fileID, line: line),
      fileID: fileID, line: line, then: child)
  }

  /// Presents optional ephemeral state with no reducer of its own (an alert in a plain optional):
  /// `.ifLet(\.alert, action: \.alert)`. Its actions reach only the parent.
  public func ifLet<ChildState: EphemeralState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      state, action: CasePath(atCallSite: action, operatorName: "ifLet", fileID: fileID, line: line),
      fileID: fileID, line: line
    ) { EmptyReducer() }
  }

  /// Runs `child` on presented state (`@Presents var destination`, lifted through `\.$destination`)
  /// while it is presented, as TCA writes it:
  /// `.ifLet(\.$destination, action: \.destination) { Destination() }`. See ``PresentationReducer``.
  public func ifLet<ChildState, ChildAction: Sendable, Child: Reducer>(
    _ state: WritableKeyPath<State, Presented<ChildState>> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, PresentedAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> PresentationReducer<Self, Child> where Child.State == ChildState, Child.Action == ChildAction {
    ifLet(
      state, action: CasePath(atCallSite: action, operatorName: "ifLet", fileID: fileID, line: line),
      fileID: fileID, line: line, then: child)
  }

  /// Presents a child with no reducer of its own, such as an alert:
  /// `.ifLet(\.$alert, action: \.alert)`.
  public func ifLet<ChildState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, Presented<ChildState>> & Sendable,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, PresentedAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      state, action: CasePath(atCallSite: action, operatorName: "ifLet", fileID: fileID, line: line),
      fileID: fileID, line: line)
  }

  /// Runs `element` on each element of the collection at `elements`, before this reducer, as
  /// TCA writes it: `.forEach(\.rows, action: \.rows) { Row() }` with
  /// `case rows(IdentifiedActionOf<Row>)`. See ``ForEachReducer``.
  @inlinable
  public func forEach<Elements: AddressableCollection, ElementAction: Sendable, Element: Reducer>(
    _ elements: WritableKeyPath<State, Elements> & Sendable,
    action:
      @escaping @autoclosure () -> CaseKeyPath<Action, IdentifiedAction<Elements.Address, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<Elements.ElementState, ElementAction> element: () -> Element
  ) -> ForEachReducer<Self, Elements, Element>
  where Element.State == Elements.ElementState, Element.Action == ElementAction, Elements.Address: Sendable {
    ForEachReducer(
      parent: self, element: element(), elements: elements,
      action: CasePath(atCallSite: action, operatorName: "forEach", fileID: fileID, line: line),
      fileID: fileID,
      line: line)
  }
}

/// How a case key path reads in messages. A key path through dynamic member lookup describes
/// itself by addresses only (`\Case<Action>.<computed 0x…>`), so the case is named by what it
/// holds: the embedded value itself for a case without payload (`.delegate(.done)`), else the
/// payload's type (`a case holding Counter.State`).
package func caseName<Root, Value>(of keyPath: CaseKeyPath<Root, Value>) -> String {
  caseName(of: resolvedEntry(keyPath))
}

/// How a resolved case key path reads in messages (``caseName(of:)-(CaseKeyPath)``).
func caseName<Root, Value>(of entry: ResolvedCasePath<Root, Value>) -> String {
  // Remembered with the resolved key path: an enum `Scope` in a `body` asks on every action.
  entry.name {
    if let unit = () as? Value { return "\(entry.path.embed(unit))" }
    return "a case holding \(String(reflecting: Value.self))"
  }
}
