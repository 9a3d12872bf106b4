/// Runs a presented child (``Presented``) while it is presented, and ends its effects when it
/// is dismissed, by anyone. (TCA's `ifLet(\.$destination, action: \.destination)`.)
///
///     Reduce { state, action in … }      // the parent: presents, sees the child's actions
///       .ifLet(\.$editor, action: \.editor) { Editor() }   // or action: CasePath(Action.editor)
///
/// - `.editor(.presented(a))`: the child runs first, then the parent. While nothing is
///   presented, the action changes nothing and raises a runtime warning.
/// - `.editor(.dismiss)`: the parent runs first (the child is still there), then the child is
///   set to `nil`. Sent while nothing is presented, it raises a runtime warning.
/// - Dismissed by anyone — this parent, a reducer before or after the lift, the child itself
///   through its ``DismissEffect`` dependency — or replaced by a child of another identity: every
///   effect the old child started, and its own children's, is cancelled right after the action
///   that did it (or, if the state was replaced without going through ``Presented``, when this
///   lift next runs).
/// - An ``EphemeralState`` child (an alert) is set back to `nil` after any of its actions.
public struct PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer where Child.Action: Sendable {
  let parent: Parent
  let child: Child
  let state: WritableKeyPath<Parent.State, Presented<Child.State>> & Sendable
  let action: CasePath<Parent.Action, PresentedAction<Child.Action>>
  let fileID: String
  let line: UInt

  public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    let before = state[keyPath: self.state].id
    // Effects of a child removed while this lift was not looking (state replaced wholesale).
    let stale = staleEffects(keeping: before)
    var childEffect = Effect<Parent.Action>.none
    let presentedAction = action.extract(parentAction)
    switch presentedAction {
    case .presented(let childAction)?:
      if let before, let value = state[keyPath: self.state].value {
        // A child that can change its own identity (an enum of destinations, an identifiable
        // state) is checked around its reducer: if it did, it is a new child, and the old one's
        // effects end, as when the parent replaces it.
        let identityBefore = childIdentityMayChange ? presentationIdentity(of: value) : nil
        let effect = child.reduce(into: &state[keyPath: self.state].value!, action: childAction)
        childEffect = lift(effect, id: before, name: presentedName(of: self.state, in: state))
        if let identityBefore, let after = state[keyPath: self.state].value,
          presentationIdentity(of: after) != identityBefore
        {
          state[keyPath: self.state].childChangedIdentity()
        }
      } else {
        warnNothingPresented(parentAction, in: state)
      }
    case .dismiss?:
      if before == nil { warnNothingPresented(parentAction, in: state) }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &state, action: parentAction)
    if let before, state[keyPath: self.state].id == before, let value = state[keyPath: self.state].value {
      // Still the same presentation after the parent: a dismissal, or the end of an ephemeral one.
      if case .dismiss? = presentedAction {
        state[keyPath: self.state].wrappedValue = nil
      } else if case .presented(let childAction)? = presentedAction, isEphemeral(value),
        actionIsForCase(childAction, of: value)
      {
        state[keyPath: self.state].wrappedValue = nil
      }
    }
    var cancel = Effect<Parent.Action>.none
    if let before, state[keyPath: self.state].id != before {
      cancel = Effect(.cancelScope(segment(before)))
    }
    return .merge([stale, childEffect, parentEffect, cancel])
  }

  /// Whether the child state has an identity its own reducer could change: an enum (its case,
  /// its payload's `id`) or an `Identifiable` value.
  private var childIdentityMayChange: Bool {
    EnumLayout(of: Child.State.self) != nil || Child.State.self is any Identifiable.Type
  }

  private func lift(_ effect: Effect<Child.Action>, id: PresentationID, name: String) -> Effect<Parent.Action>
  {
    guard !effect.isNone else { return .none }
    let embed = action.embed
    return Effect(.dismissable(dismiss: embed(.dismiss), effect.map { embed(.presented($0)) }))
      .scoped(segment(id, name: name))
  }

  /// The scope of the presentation `id`. (The name is for people only: segments are equal by
  /// lift and presentation.)
  private func segment(_ id: PresentationID, name: String = "") -> ScopeSegment {
    ScopeSegment(keyPath: state, element: id, description: name, isReplaceable: true)
  }

  private func staleEffects(keeping id: PresentationID?) -> Effect<Parent.Action> {
    guard let local = DependencyValues.current.storeLocal, !local.replaceableScopes.isZero else {
      return .none
    }
    return Effect(
      .cancelStale(lift: AnyHashableSendable(KeyPathIdentity(state)), keep: id.map { segment($0) }))
  }

  private func warnNothingPresented(_ parentAction: Parent.Action, in parentState: Parent.State) {
    DependencyValues.current.warnings.report(
      RuntimeWarning(
        kind: .actionForNilChild(child: presentedName(of: state, in: parentState)), operatorName: "ifLet",
        action: parentAction,
        fileID: fileID, line: line))
  }
}

extension Reducer {
  /// Runs `child` on the presented state at `state` (a ``Presented`` wrapper: `\.$editor`)
  /// while it is presented, before this reducer. See ``PresentationReducer``.
  public func ifLet<ChildState, ChildAction: Sendable, Child: Reducer>(
    _ state: WritableKeyPath<State, Presented<ChildState>> & Sendable,
    action: CasePath<Action, PresentedAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> PresentationReducer<Self, Child> where Child.State == ChildState, Child.Action == ChildAction {
    PresentationReducer(
      parent: self, child: child(), state: state, action: action, fileID: "\(fileID)", line: line)
  }

  /// Presents a child that has no reducer of its own, such as an alert (see ``EphemeralState``):
  /// its actions reach only the parent.
  public func ifLet<ChildState, ChildAction: Sendable>(
    _ state: WritableKeyPath<State, Presented<ChildState>> & Sendable,
    action: CasePath<Action, PresentedAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> PresentationReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    PresentationReducer(
      parent: self, child: EmptyReducer(), state: state, action: action, fileID: "\(fileID)", line: line)
  }
}
