/// Runs one child reducer for every element of a collection, routing each addressed action to
/// the one element it names. (SwiftRex calls this lift `liftCollection`.)
///
///     Reduce { state, action in … }                       // the list: adds and removes rows
///       .forEach(\.rows, action: CasePath(ListAction.rows)) { Row() }
///
/// - `.rows(.element(id: 2, action: .tick))` runs `Row` on the element with id 2 only, found
///   in O(1); then the parent runs and sees the row's new state.
/// - Effects the element starts send their actions back addressed to the same id.
/// - An action for an id that is not in the collection changes nothing and raises a warning.
/// - Removing an element cancels every effect it started, cancellable or not: clean-up by
///   structure, not by discipline.
///
/// Elements are addressed by `Identifiable` id or a custom id key path (`IdentifiedArray`), by
/// key (`Dictionary`) or by position (`Array`).
public struct ForEachReducer<Parent: Reducer, Elements: AddressableCollection, Element: Reducer>: Reducer
where Element.State == Elements.ElementState, Elements.Address: Sendable {
  let parent: Parent
  let element: Element
  let elements: WritableKeyPath<Parent.State, Elements>
  let action: CasePath<Parent.Action, IdentifiedAction<Elements.Address, Element.Action>>
  /// The collection's property name, for people (remembered per key path, so cheap to get).
  /// Stored, not computed: with Swift 6.3.1 the computed form made the destruction of this
  /// struct over-release a field and crash (`outlined destroy of ForEachReducer`), reproducibly,
  /// in `Tests/ExerciseGradingTests`.
  let name: String
  let fileID: String
  let line: UInt

  public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    let elementEffect = reduceElement(into: &state, action: parentAction)
    // Taken after the element ran (which cannot add or remove addresses): a copy held while the
    // element is changed would share its storage and make that change copy the whole collection.
    let before = state[keyPath: elements]
    let parentEffect = parent.reduce(into: &state, action: parentAction)
    return .merge(elementEffect, parentEffect, cancelRemoved(before: before, after: state[keyPath: elements]))
  }

  private func reduceElement(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard case .element(let id, let elementAction)? = action.extract(parentAction) else { return .none }
    let effect = state[keyPath: elements].modifyElement(at: id) { elementState in
      element.reduce(into: &elementState, action: elementAction)
    }
    guard let effect else {
      DependencyValues.current.warnings.report(
        RuntimeWarning(
          kind: .actionForMissingElement(collection: name, element: "\(name)\(Elements.describe(id))"),
          operatorName: "forEach", action: parentAction, fileID: fileID, line: line))
      return .none
    }
    guard !effect.isNone else { return .none }
    let embed = action.embed
    return effect.lifted(into: segment(id)) { embed(.element(id: id, action: $0)) }
  }

  private func cancelRemoved(before: Elements, after: Elements) -> Effect<Parent.Action> {
    guard !Elements.sameAddresses(before, after) else { return .none }
    let removed = before.addresses.filter { !after.contains(address: $0) }
    return .merge(removed.map { Effect(.cancelScope(segment($0))) })
  }

  private func segment(_ id: Elements.Address) -> ScopeSegment {
    ScopeSegment(lift: KeyPathIdentity(elements), element: id, description: name + Elements.describe(id))
  }
}

extension Reducer {
  /// Runs `element` on each element of the collection at `elements`, before this reducer.
  /// See ``ForEachReducer``.
  ///
  /// - Parameters:
  ///   - elements: the collection in the parent state: an `IdentifiedArray`, a `Dictionary`, or
  ///     an `Array` addressed by position.
  ///   - action: the parent action case that carries addressed element actions.
  public func forEach<Elements: AddressableCollection, ElementAction: Sendable, Element: Reducer>(
    _ elements: WritableKeyPath<State, Elements> & Sendable,
    action: CasePath<Action, IdentifiedAction<Elements.Address, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<Elements.ElementState, ElementAction> element: () -> Element
  ) -> ForEachReducer<Self, Elements, Element>
  where Element.State == Elements.ElementState, Element.Action == ElementAction, Elements.Address: Sendable {
    ForEachReducer(
      parent: self, element: element(), elements: elements, action: action, name: propertyName(of: elements),
      fileID: "\(fileID)", line: line)
  }
}
