/// Runs a child reducer on a part of the parent's state, for the parent actions that carry a
/// child action. The lift behind composing features: in SwiftRex terms, lifting a unit; in the
/// classic spelling, `pullback`.
///
///     Scope(state: \.left, action: \.left) { Counter() }
///     Scope(state: \.left, action: CasePath(AppAction.left)) { Counter() }   // this library's extra
///
/// The child sees only its own state and its own actions; other parent actions pass it by.
/// Its effects come back embedded in the parent action, and their cancellation ids are scoped to
/// this child, so two children using the same id never collide.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer
where Child.Action: Sendable {
  enum Focus {
    case keyPath(WritableKeyPath<ParentState, Child.State> & Sendable)
    case enumCase(CasePath<ParentState, Child.State>, name: String)
  }

  let focus: Focus
  let action: CasePath<ParentAction, Child.Action>
  let child: Child
  let segment: ScopeSegment
  let fileID: String
  let line: UInt

  /// Scopes a child to a stored property of the parent state.
  /// - Parameters:
  ///   - state: where the child's state lives in the parent's.
  ///   - action: the parent action case that carries the child's actions.
  ///   - child: the child reducer.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState> & Sendable,
    action: CasePath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.focus = .keyPath(state)
    self.action = action
    self.child = child()
    self.segment = ScopeSegment(keyPath: state, element: nil, description: propertyName(of: state))
    self.fileID = "\(fileID)"
    self.line = line
  }

  /// Scopes a child to one case of an enum parent state; the child runs only while the state
  /// is in that case.
  /// - Parameters:
  ///   - name: how the case reads in messages and effect listings.
  public init<ChildState, ChildAction>(
    state: CasePath<ParentState, ChildState>,
    named name: String,
    action: CasePath<ParentAction, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.focus = .enumCase(state, name: name)
    self.action = action
    self.child = child()
    self.segment = ScopeSegment(lift: "case \(name) at \(fileID):\(line)", element: nil, description: name)
    self.fileID = "\(fileID)"
    self.line = line
  }

  public func reduce(into state: inout ParentState, action parentAction: ParentAction) -> Effect<ParentAction>
  {
    guard let childAction = action.extract(parentAction) else { return .none }
    let effect: Effect<Child.Action>
    switch focus {
    case .keyPath(let keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case .enumCase(let casePath, let name):
      guard var childState = casePath.extract(state) else {
        DependencyValues.current.warnings.report(
          RuntimeWarning(
            kind: .actionForOtherCase(expected: name), operatorName: "Scope",
            action: parentAction, fileID: fileID, line: line))
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    return effect.lifted(into: segment, embed: action.embed)
  }
}

extension Reducer {
  /// Lifts this reducer to work on a parent: its state at `state`, its actions inside the
  /// `action` case. The same as ``Scope``, spelled from the child's side.
  ///
  ///     let app = Reduce.combine(
  ///       counter.pullback(state: \AppState.left, action: CasePath(AppAction.left)),
  ///       counter.pullback(state: \AppState.right, action: CasePath(AppAction.right)),
  ///       logger)
  public func pullback<ParentState, ParentAction: Sendable>(
    state: WritableKeyPath<ParentState, State> & Sendable,
    action: CasePath<ParentAction, Action>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Scope<ParentState, ParentAction, Self> {
    Scope(state: state, action: action, fileID: fileID, line: line) { self }
  }
}
