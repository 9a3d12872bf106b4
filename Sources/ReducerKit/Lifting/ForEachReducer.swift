/// Runs one child reducer for every element of a collection, routing each addressed action to
/// the one element it names. (SwiftRex calls this lift `liftCollection`.)
///
///     Reduce { state, action in … }                       // the list: adds and removes rows
///       .forEach(\.rows, action: \.rows) { Row() }        // or action: CasePath(ListAction.rows)
///
/// - `.rows(.element(id: 2, action: .tick))` runs `Row` on the element with id 2 only, found
///   in O(1); then the parent runs and sees the row's new state.
/// - Effects the element starts send their actions back addressed to the same id.
/// - An action for an id that is not in the collection changes nothing and raises a warning.
/// - Removing an element cancels every effect it started, cancellable or not: clean-up by
///   structure, not by discipline. The lift sees removals made by its parent (the reducer
///   `.forEach` is called on); a reducer combined beside the lift that removes elements must
///   cancel their effects itself (or be made the lift's parent).
///
/// Elements are addressed by `Identifiable` id or a custom id key path (`IdentifiedArray`), by
/// key (`Dictionary`) or by position (`Array`).
public struct ForEachReducer<Parent: Reducer, Elements: AddressableCollection, Element: Reducer>: Reducer
where Element.State == Elements.ElementState, Elements.Address: Sendable {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let elements: WritableKeyPath<Parent.State, Elements> & Sendable
  @usableFromInline let action: CasePath<Parent.Action, IdentifiedAction<Elements.Address, Element.Action>>
  /// Where the collection sits in the parent state when it is a stored property (then it is
  /// read and written through that offset, not through the key path's runtime projection);
  /// `nil` otherwise. See ``StoredPath``.
  @usableFromInline let stored: StoredPath<Parent.State, Elements>?
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, element: Element, elements: WritableKeyPath<Parent.State, Elements> & Sendable,
    action: CasePath<Parent.Action, IdentifiedAction<Elements.Address, Element.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.element = element
    self.elements = elements
    self.action = action
    // The body that builds this lift usually runs for every action: nothing here looks anything
    // up (the property name is worked out only when a warning or an effect needs it).
    self.stored = StoredPath(elements)
    self.fileID = fileID
    self.line = line
  }

  // The path of an addressed action is inlinable, so that it is specialized for the feature's
  // own types where the feature is compiled: the element's update then costs what the
  // collection's own keyed update costs, not a round of unspecialized generic calls.
  @inlinable
  public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    let elementEffect = reduceElement(into: &state, action: parentAction)
    // Only a snapshot of the addresses is kept while the parent runs: a copy of the collection
    // would share its storage and make any change the parent makes copy the whole collection.
    // (`IdentifiedArray`: its ids and version, which also let it list removals in O(removed).)
    let before = read(&state) { $0.addressSnapshot }
    let parentEffect = parent.reduce(into: &state, action: parentAction)
    let removed = read(&state) { $0.addressesRemoved(since: before) }
    return .merged(elementEffect, parentEffect, removed.isEmpty ? .none : cancelEffects(removed))
  }

  @inlinable
  func reduceElement(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard case .element(let id, let elementAction)? = action.extract(parentAction) else { return .none }
    let effect = modify(&state) { elements in
      elements.modifyElement(at: id) { elementState in
        element.reduce(into: &elementState, action: elementAction)
      }
    }
    guard let effect else {
      warnMissing(id, action: parentAction)
      return .none
    }
    return effect.isNone ? .none : lift(effect, id: id)
  }

  /// Reads the collection: through its offset when it is stored, else through the key path.
  @inlinable
  func read<R>(_ state: inout Parent.State, _ body: (Elements) -> R) -> R {
    guard let stored else { return body(state[keyPath: elements]) }
    return stored.read(&state, body)
  }

  /// Changes the collection in place: through its offset when it is stored, else through the key
  /// path.
  @inlinable
  func modify<R>(_ state: inout Parent.State, _ body: (inout Elements) -> R) -> R {
    guard let stored else { return body(&state[keyPath: elements]) }
    return stored.modify(&state, body)
  }

  /// The collection's property name, for people (remembered per key path).
  var name: String { propertyName(of: elements) }

  @usableFromInline
  func warnMissing(_ id: Elements.Address, action parentAction: Parent.Action) {
    DependencyValues.current.warnings.report(
      RuntimeWarning(
        kind: .actionForMissingElement(collection: name, element: "\(name)\(Elements.describe(id))"),
        operatorName: "forEach", action: parentAction, fileID: "\(fileID)", line: line))
  }

  @usableFromInline
  func lift(_ effect: Effect<Element.Action>, id: Elements.Address) -> Effect<Parent.Action> {
    let embed = action.embed
    return effect.lifted(into: segment(id)) { embed(.element(id: id, action: $0)) }
  }

  @usableFromInline
  func cancelEffects(_ removed: [Elements.Address]) -> Effect<Parent.Action> {
    .merge(removed.map { Effect(.cancelScope(segment($0))) })
  }

  private func segment(_ id: Elements.Address) -> ScopeSegment {
    ScopeSegment(keyPath: elements, element: id, description: name + Elements.describe(id))
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
  @inlinable
  public func forEach<Elements: AddressableCollection, ElementAction: Sendable, Element: Reducer>(
    _ elements: WritableKeyPath<State, Elements> & Sendable,
    action: CasePath<Action, IdentifiedAction<Elements.Address, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<Elements.ElementState, ElementAction> element: () -> Element
  ) -> ForEachReducer<Self, Elements, Element>
  where Element.State == Elements.ElementState, Element.Action == ElementAction, Elements.Address: Sendable {
    ForEachReducer(
      parent: self, element: element(), elements: elements, action: action, fileID: fileID, line: line)
  }
}
