/// Runs a child reducer on optional child state, only while it is present: a screen that exists
/// only while it is shown. (SwiftRex calls this lift `liftOptional`.)
///
///     Reduce { state, action in … }          // the parent: presents and dismisses
///       .ifLet(\.detail, action: \.detail) { Detail() }   // or action: CasePath(AppAction.detail)
///
/// - The child runs first, then the parent, so the parent sees what the child did.
/// - While the child state is `nil`, a child action changes nothing, starts nothing, and raises
///   a runtime warning.
/// - When the child state becomes `nil`, or is replaced by a child with another identity (its
///   `id`, when the child state is `Identifiable`), every effect the old child started — and its
///   own children's — is cancelled: right away when this lift's parent did it; when a reducer
///   beside the lift did it (before or after it), when this lift next runs, since a plain
///   optional cannot tell anyone it changed. For cancellation right after the action, whoever
///   dismisses the child, present it with ``Presented`` instead.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Child.Action: Sendable {
  let parent: Parent
  let child: Child
  let state: WritableKeyPath<Parent.State, Child.State?> & Sendable
  let action: CasePath<Parent.Action, Child.Action>
  let name: String
  let fileID: String
  let line: UInt

  public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    let before = segment(for: state[keyPath: self.state])
    let stale = staleEffects(keeping: before)
    let childEffect = reduceChild(into: &state, action: parentAction)
    let parentEffect = parent.reduce(into: &state, action: parentAction)
    var after = segment(for: state[keyPath: self.state])
    // An ephemeral child (an alert) that got one of its actions and is still the same child
    // after the parent: it ends now (as in TCA's `ifLet`).
    if let before, before == after, let value = state[keyPath: self.state], isEphemeral(value),
      action.extract(parentAction) != nil
    {
      state[keyPath: self.state] = nil
      after = nil
    }
    var cancel = Effect<Parent.Action>.none
    if let before, before != after {
      cancel = Effect(.cancelScope(before))
    }
    return .merged(.merged(stale, childEffect), parentEffect, cancel)
  }

  /// Cancels the effects of a child that a reducer beside this lift removed or replaced since
  /// the lift last ran: every scope of this lift but the present child's. Nothing to look for
  /// (and no effect built) while the store runs no effect under a replaceable child.
  private func staleEffects(keeping present: ScopeSegment?) -> Effect<Parent.Action> {
    guard let local = DependencyValues.current.storeLocal, !local.replaceableScopes.isZero else {
      return .none
    }
    return Effect(.cancelStale(lift: AnyHashableSendable(KeyPathIdentity(state)), keep: present))
  }

  private func reduceChild(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard let childAction = action.extract(parentAction) else { return .none }
    guard state[keyPath: self.state] != nil, let segment = segment(for: state[keyPath: self.state]) else {
      DependencyValues.current.warnings.report(
        RuntimeWarning(
          kind: .actionForNilChild(child: name), operatorName: "ifLet",
          action: parentAction, fileID: fileID, line: line))
      return .none
    }
    // Present: mutate in place through the optional.
    let effect = child.reduce(into: &state[keyPath: self.state]!, action: childAction)
    return effect.lifted(into: segment, embed: action.embed)
  }

  /// The scope of the child that is there now: the key path plus the child's identity.
  private func segment(for childState: Child.State?) -> ScopeSegment? {
    guard let childState else { return nil }
    let identity = (childState as? any Identifiable).flatMap { identityOf($0) }
    return ScopeSegment(keyPath: state, element: identity, description: name, isReplaceable: true)
  }
}

/// The `id` of an identifiable value, as a hashable identity for scoping effects.
func identityOf(_ value: any Identifiable) -> (any Hashable & Sendable)? {
  func open<T: Identifiable>(_ value: T) -> any Hashable & Sendable { Identity(value: AnyHashable(value.id)) }
  return open(value)
}

/// An identity compared only for equality and hashing; ids are plain values in practice.
struct Identity: Hashable, @unchecked Sendable {
  let value: AnyHashable
}

extension Reducer {
  /// Runs `child` on the optional state at `state` while it is present, before this reducer.
  /// See ``IfLetReducer``.
  public func ifLet<ChildState, ChildAction: Sendable, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child> where Child.State == ChildState, Child.Action == ChildAction {
    IfLetReducer(
      parent: self, child: child(), state: state, action: action,
      name: propertyName(of: state), fileID: "\(fileID)", line: line)
  }
}
