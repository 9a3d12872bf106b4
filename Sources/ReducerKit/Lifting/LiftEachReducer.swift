/// Delivers one plain parent action to every element of a collection: "do this to all rows".
///
///     Reduce { … }.liftEach(\.counters, action: CasePath(AppAction.bumpAll)) { Bump() }
///     // [1, 2, 3] with .bumpAll(10) → [11, 12, 13]
///
/// Each element's effects are scoped to that element (its actions come back through the
/// addressed case `elementAction`, when given) and are cancelled when it is removed. An empty
/// collection makes it a no-op.
public struct LiftEachReducer<Parent: Reducer, Elements: AddressableCollection, Element: Reducer>: Reducer
where Element.State == Elements.ElementState, Elements.Address: Sendable {
  let parent: Parent
  let element: Element
  let elements: WritableKeyPath<Parent.State, Elements> & Sendable
  let broadcast: CasePath<Parent.Action, Element.Action>
  let replies: CasePath<Parent.Action, IdentifiedAction<Elements.Address, Element.Action>>?

  public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    // The collection's property name, for people: worked out once, and only when an effect needs
    // it (a body builds this reducer again for every action, and describing a key path is slow).
    var name: String?
    func segment(_ id: Elements.Address) -> ScopeSegment {
      let known = name ?? propertyName(of: elements)
      name = known
      return ScopeSegment(keyPath: elements, element: id, description: known + Elements.describe(id))
    }

    var effects: [Effect<Parent.Action>] = []
    if let elementAction = broadcast.extract(parentAction) {
      // The addresses are listed once, before the loop: a copy of the collection held while its
      // elements change would share its storage and make the first change copy all of it.
      for id in state[keyPath: elements].addresses {
        guard
          let effect = state[keyPath: elements].modifyElement(
            at: id, { element.reduce(into: &$0, action: elementAction) }),
          !effect.isNone
        else { continue }
        effects.append(lift(effect, id: id, into: segment(id)))
      }
    }
    // Taken after the elements ran (which cannot add or remove addresses), like forEach's.
    let before = state[keyPath: elements].addressSnapshot
    effects.append(parent.reduce(into: &state, action: parentAction))
    for id in state[keyPath: elements].addressesRemoved(since: before) {
      effects.append(Effect(.cancelScope(segment(id))))
    }
    return .merge(effects)
  }

  private func lift(_ effect: Effect<Element.Action>, id: Elements.Address, into segment: ScopeSegment)
    -> Effect<Parent.Action>
  {
    if let replies {
      let embed = replies.embed
      return effect.lifted(into: segment) { embed(.element(id: id, action: $0)) }
    }
    return effect.lifted(into: segment, embed: broadcast.embed)
  }
}

extension Reducer {
  /// Runs `element` on every element of the collection at `elements` for each `action`, before
  /// this reducer. See ``LiftEachReducer``.
  ///
  /// - Parameters:
  ///   - action: the plain parent case whose payload every element receives.
  ///   - replies: the addressed case that element effects send back through; without it they
  ///     come back through `action` and reach every element again.
  public func liftEach<Elements: AddressableCollection, ElementAction: Sendable, Element: Reducer>(
    _ elements: WritableKeyPath<State, Elements> & Sendable,
    action: CasePath<Action, ElementAction>,
    replies: CasePath<Action, IdentifiedAction<Elements.Address, ElementAction>>? = nil,
    @ReducerBuilder<Elements.ElementState, ElementAction> element: () -> Element
  ) -> LiftEachReducer<Self, Elements, Element>
  where Element.State == Elements.ElementState, Element.Action == ElementAction, Elements.Address: Sendable {
    LiftEachReducer(
      parent: self, element: element(), elements: elements, broadcast: action, replies: replies)
  }
}
