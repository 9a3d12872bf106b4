/// Runs one reducer for every screen of a navigation stack (``StackState``), routes each
/// element's actions to it by id, pushes and pops (TCA's `forEach` over a `StackState`).
///
///     Reduce { state, action in … }                     // the parent: pushes, sees everything
///       .forEach(\.path, action: \.path) { Path() }     // or, for a `@Reducer enum Path`,
///       .forEach(\.path, action: \.path)                // with no trailing closure
///
/// - `.element(id:action:)` runs the element's reducer on the element `id`, found in O(1), then
///   the parent, which sees what the element did. An action for an id the stack does not hold
///   changes nothing and raises a runtime warning.
/// - `.push(id:state:)` pushes the state first, then runs the parent. An id the stack already
///   holds is not pushed, and raises a warning; in a test, so does an id past the next one
///   (`@Dependency(\.stackElementID)`).
/// - `.popFrom(id:)` runs the parent first, while the elements are still there, then pops `id`
///   and everything above it. A missing id raises a warning.
/// - However an element leaves the stack — popped here, removed by the parent (`removeLast()`,
///   `pop(to:)`, a new stack assigned), or by a reducer beside the lift — every effect it
///   started, and its own children's, is cancelled: right after the action when the lift or its
///   parent did it, when the lift next runs when a reducer beside it did.
/// - An element's effects may call `@Dependency(\.dismiss)`: the store then sends
///   `.popFrom(id:)` for that element, which a test receives (`receive(\.path.popFrom)`).
public struct StackReducer<Parent: Reducer, Element: Reducer>: Reducer where Element.Action: Sendable {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let path: WritableKeyPath<Parent.State, StackState<Element.State>> & Sendable
  @usableFromInline let action: CasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  /// The stack's offset in the parent state when it is a stored property (see ``StoredPath``).
  @usableFromInline let stored: StoredPath<Parent.State, StackState<Element.State>>?
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, element: Element,
    path: WritableKeyPath<Parent.State, StackState<Element.State>> & Sendable,
    action: CasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.element = element
    self.path = path
    self.action = action
    self.stored = StoredPath(path)
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    // Elements a reducer beside the lift removed since it last ran.
    let (removedBefore, wasMounted) = modify(&state) { $0._takeRemovals() }
    var elementEffect = Effect<Parent.Action>.none
    let parentEffect: Effect<Parent.Action>
    switch action.extract(parentAction) {
    case .element(let id, let elementAction)?:
      elementEffect = reduceElement(into: &state, id: id, action: elementAction, parentAction: parentAction)
      parentEffect = parent.reduce(into: &state, action: parentAction)
    case .popFrom(let id)?:
      let canPop = read(&state) { $0._positions[id] != nil }
      parentEffect = parent.reduce(into: &state, action: parentAction)
      if canPop {
        modify(&state) { $0.pop(from: id) }
      } else {
        warnPopMissing(id, ids: read(&state) { $0.ids }, action: parentAction)
      }
    case .push(let id, let elementState)?:
      if read(&state, { $0._positions[id] != nil }) {
        warnPushExisting(id, ids: read(&state) { $0.ids }, action: parentAction)
      } else {
        checkPushedID(id, in: &state, action: parentAction)
        modify(&state) { $0._push(elementState, id: id) }
      }
      parentEffect = parent.reduce(into: &state, action: parentAction)
    case nil:
      parentEffect = parent.reduce(into: &state, action: parentAction)
    }
    let (removedDuring, stillMounted) = modify(&state) { $0._takeRemovals() }
    let before = wasMounted ? Effect<Parent.Action>.none : staleEffects()
    let after = stillMounted ? Effect<Parent.Action>.none : staleEffects()
    guard removedBefore.isEmpty, removedDuring.isEmpty else {
      // (Both lists hold only ids gone now, with effects started: see `_takeRemovals`.)
      return .merge([
        before, elementEffect, parentEffect, after, cancelEffects(removedBefore + removedDuring),
      ])
    }
    return .merged(.merged(before, elementEffect, .none), parentEffect, after)
  }

  @inlinable
  func reduceElement(
    into state: inout Parent.State, id: StackElementID, action elementAction: Element.Action,
    parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    let effect = modify(&state) { stack in
      let effect = stack._modifyElement(id: id) { elementState in
        element.reduce(into: &elementState, action: elementAction)
      }
      if let effect, !effect.isNone { stack._noteEffects(of: id) }
      return effect
    }
    guard let effect else {
      warnMissing(id, action: parentAction)
      return .none
    }
    return effect.isNone ? .none : lift(effect, id: id)
  }

  /// Reads the stack: through its offset when it is stored, else through the key path.
  @inlinable
  func read<R>(_ state: inout Parent.State, _ body: (StackState<Element.State>) -> R) -> R {
    guard let stored else { return body(state[keyPath: path]) }
    return stored.read(&state, body)
  }

  /// Changes the stack in place: through its offset when it is stored, else through the key path.
  @inlinable
  func modify<R>(_ state: inout Parent.State, _ body: (inout StackState<Element.State>) -> R) -> R {
    guard let stored else { return body(&state[keyPath: path]) }
    return stored.modify(&state, body)
  }

  /// The stack's property name, for people (remembered per key path).
  var name: String { propertyName(of: path) }

  /// An element's effect in the parent's terms: its actions addressed to `id`, its scope the
  /// element's (so that popping it cancels them), and its `dismiss` the element's pop.
  @usableFromInline
  func lift(_ effect: Effect<Element.Action>, id: StackElementID) -> Effect<Parent.Action> {
    let embed = action.embed
    return Effect(
      .dismissable(dismiss: embed(.popFrom(id: id)), effect.map { embed(.element(id: id, action: $0)) })
    ).scoped(segment(id))
  }

  @usableFromInline
  func cancelEffects(_ removed: [StackElementID]) -> Effect<Parent.Action> {
    .merge(removed.map { Effect(.cancelScope(segment($0))) })
  }

  /// The effects of every element of a stack that is no longer there: a new stack was assigned
  /// in place of the one the lift knew. Nothing to look for (and no effect built) while no
  /// element of any stack, or other replaceable child, runs an effect.
  @usableFromInline
  func staleEffects() -> Effect<Parent.Action> {
    guard let local = DependencyValues.current.storeLocal, !local.replaceableScopes.isZero else {
      return .none
    }
    return Effect(.cancelStale(lift: AnyHashableSendable(KeyPathIdentity(path)), keep: nil))
  }

  /// The scope of the element `id`. Replaceable, so that the effects of a whole stack replaced
  /// behind the lift's back can be found (``staleEffects()``).
  private func segment(_ id: StackElementID) -> ScopeSegment {
    ScopeSegment(
      keyPath: path, element: id, description: "\(name)[id: \(id.generation)]", isReplaceable: true)
  }
}
