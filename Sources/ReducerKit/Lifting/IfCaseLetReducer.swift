/// Runs a child reducer on one case of enum state while the state is in that case, and cancels
/// the child's effects when the state leaves the case (TCA's `ifCaseLet`).
///
///     Reduce { state, action in … }         // the parent: switches between cases
///       .ifCaseLet(CasePath(AppState.loggedIn), action: CasePath(AppAction.loggedIn)) { Home() }
///
/// - The child runs first, then the parent.
/// - While the state is in another case, a child action changes nothing and raises a runtime
///   warning naming `ifCaseLet`.
/// - When the parent moves the state out of the case — or into the same case with another
///   identity (the payload's `id`, when it is `Identifiable`) — every effect the old child
///   started is cancelled. (A `Scope` on an enum case does not do this, in TCA as here.)
///
/// The casepaths branch adds `ifCaseLet(\.loggedIn, action: \.loggedIn)`.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer where Child.Action: Sendable {
  let parent: Parent
  let child: Child
  let state: CasePath<Parent.State, Child.State>
  let action: CasePath<Parent.Action, Child.Action>
  let lift: String
  let fileID: String
  let line: UInt

  public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    let childEffect = reduceChild(into: &state, action: parentAction)
    let before = segment(for: self.state.extract(state))
    let parentEffect = parent.reduce(into: &state, action: parentAction)
    var cancel = Effect<Parent.Action>.none
    if let before, before != segment(for: self.state.extract(state)) {
      cancel = Effect(.cancelScope(before))
    }
    return .merged(childEffect, parentEffect, cancel)
  }

  private func reduceChild(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard let childAction = action.extract(parentAction) else { return .none }
    guard var childState = self.state.extract(state), let segment = segment(for: childState) else {
      DependencyValues.current.warnings.report(
        RuntimeWarning(
          kind: .actionForOtherCase(expected: lift), operatorName: "ifCaseLet",
          action: parentAction, fileID: fileID, line: line))
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = self.state.embed(childState)
    return effect.lifted(into: segment, embed: action.embed)
  }

  /// The scope of the child in the case now: this lift plus the payload's identity.
  private func segment(for childState: Child.State?) -> ScopeSegment? {
    guard let childState else { return nil }
    let identity = (childState as? any Identifiable).flatMap { identityOf($0) }
    return ScopeSegment(lift: "ifCaseLet at \(fileID):\(line)", element: identity, description: lift)
  }
}

extension Reducer {
  /// Runs `child` on the case `state` of this reducer's enum state while it is in that case,
  /// before this reducer, cancelling its effects when the state leaves the case. See
  /// ``IfCaseLetReducer``.
  public func ifCaseLet<CaseState, CaseAction: Sendable, Child: Reducer>(
    _ state: CasePath<State, CaseState>,
    action: CasePath<Action, CaseAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child
  ) -> IfCaseLetReducer<Self, Child> where Child.State == CaseState, Child.Action == CaseAction {
    IfCaseLetReducer(
      parent: self, child: child(), state: state, action: action, lift: "\(CaseState.self)",
      fileID: "\(fileID)", line: line)
  }
}
