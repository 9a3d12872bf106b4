/// The screens of a navigation stack, bottom first: a collection of elements, each with a
/// ``StackElementID`` given when it is added (TCA's `StackState`).
///
///     struct State {
///       var path = StackState<Path.State>()
///     }
///     state.path.append(.detail(Detail.State()))     // pushes, with the next id (#0)
///     state.path[id: 0]?.modify(\.detail) { $0.seconds = 1 }
///     state.path[id: 0, case: \.detail]?.seconds = 1
///     state.path.pop(from: 0)                        // #0 and everything above it
///
/// Lifted with `.forEach(\.path, action: \.path) { Path() }` (see ``StackReducer``), which runs
/// each element's reducer and ends the effects of every element that leaves the stack.
///
/// Storage is three parallel structures: the ids in order, the elements in order, and a table
/// from id to position. Reading or updating an element by id is O(1); pushing and popping the top
/// element are O(1); inserting or removing below the top shifts what is above it.
public struct StackState<Element> {
  /// The ids, bottom first.
  @usableFromInline var _ids: [StackElementID]
  /// The elements, bottom first: `_elements[i]` has id `_ids[i]`.
  @usableFromInline var _elements: [Element]
  /// The position of each id.
  @usableFromInline var _positions: [StackElementID: Int]
  /// One more than the highest id this stack (or the value it was copied from) ever held: the
  /// stack's next id, when no store gives a later one. Not part of the value.
  @usableFromInline var _nextGeneration: Int
  /// What the `forEach` over this stack needs to end the effects of elements that left it. Not
  /// part of the value. See `StackState+Mount.swift`.
  @usableFromInline var _mount: StackMount

  /// An empty stack.
  ///
  /// - Complexity: O(1).
  public init() {
    _ids = []
    _elements = []
    _positions = [:]
    _nextGeneration = 0
    _mount = StackMount()
  }

  /// The ids of the elements, bottom first, to walk the stack with its ids:
  ///
  ///     for (id, element) in zip(state.path.ids, state.path) { … }
  ///
  /// - Complexity: O(1).
  public var ids: [StackElementID] { _ids }

  /// Reads, replaces, adds or removes the element with the given id.
  ///
  ///     state.path[id: 0]                      // Path.State?
  ///     state.path[id: 0] = nil                // removes #0 only (see pop(from:))
  ///     $0.path[id: 1] = .detail(…)            // in a test: asserts that #1 was pushed
  ///
  /// Assigning to an id the stack does not hold pushes the element with that id (TCA allows it
  /// in tests, to assert a push; here everywhere, the tutor's prompt writes assertions so).
  ///
  /// - Complexity: O(1) on average to read, update or push; removing is O(elements above it).
  @inlinable
  public subscript(id id: StackElementID) -> Element? {
    get {
      guard let index = _positions[id] else { return nil }
      return _elements[index]
    }
    set {
      if let index = _positions[id] {
        if let newValue { _elements[index] = newValue } else { _remove(at: index) }
      } else if let newValue {
        _push(newValue, id: id)
      }
    }
    _modify {
      guard let index = _positions[id] else {
        var value: Element? = nil
        defer { if let value { _push(value, id: id) } }
        yield &value
        return
      }
      // The element is moved out (swapped to the top and popped) so that the caller changes the
      // only copy, then put back: nested copy-on-write storage stays uniquely referenced.
      let last = _elements.count - 1
      _elements.swapAt(index, last)
      var value: Element? = _elements.removeLast()
      defer {
        if let value {
          _elements.append(value)
          _elements.swapAt(index, last)
        } else {
          if index != last {
            // The former top sits at `index`: moving it back to the top keeps the others in order.
            let moved = _elements.remove(at: index)
            _elements.append(moved)
          }
          _forgetID(at: index)
        }
      }
      yield &value
    }
  }

  /// Changes the element with the given id in place; `nil` without calling `body` when there
  /// is none. What the lift uses.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  mutating func _modifyElement<R>(id: StackElementID, _ body: (inout Element) -> R) -> R? {
    guard let index = _positions[id] else { return nil }
    return body(&_elements[index])
  }
}

// Sendable is declared here: the compiler checks a conditional `Sendable` conformance only in
// the file that declares the type.
extension StackState: Sendable where Element: Sendable {}

// MARK: - Internals

extension StackState {
  /// Pushes `element` with `id`, which the stack does not hold.
  ///
  /// - Complexity: O(1) on average.
  @usableFromInline
  mutating func _push(_ element: Element, id: StackElementID) {
    _positions[id] = _elements.count
    _elements.append(element)
    _ids.append(id)
    _nextGeneration = Swift.max(_nextGeneration, id.generation + 1)
  }

  /// Removes the element at a valid position and every position above it shifts down.
  ///
  /// - Complexity: O(elements above it).
  @usableFromInline
  mutating func _remove(at index: Int) {
    _elements.remove(at: index)
    _forgetID(at: index)
  }

  /// Removes the id at a valid position (its element already removed).
  ///
  /// - Complexity: O(elements above it).
  @usableFromInline
  mutating func _forgetID(at index: Int) {
    let id = _ids.remove(at: index)
    _positions[id] = nil
    for position in index..<_ids.count { _positions[_ids[position]] = position }
    _mount.recordRemoval(of: id)
  }

  /// Removes the elements from `index` to the top.
  ///
  /// - Complexity: O(removed).
  @usableFromInline
  mutating func _removeSuffix(from index: Int) {
    guard index < _ids.count else { return }
    for id in _ids[index...] {
      _positions[id] = nil
      _mount.recordRemoval(of: id)
    }
    _ids.removeSubrange(index...)
    _elements.removeSubrange(index...)
  }

  /// A new id for an element added by the stack's own methods (`append`, `insert`, …): the next
  /// one of the store's ``StackElementIDGenerator`` when a store (or `withDependencies`) runs
  /// this code, but never one this stack already gave; outside a store, the stack's own next.
  @usableFromInline
  mutating func _newID() -> StackElementID {
    let values = DependencyValues.current
    let id =
      values.usesStackElementIDGenerator
      ? values.stackElementID.next(atLeast: _nextGeneration) : StackElementID(generation: _nextGeneration)
    _nextGeneration = id.generation + 1
    return id
  }
}

extension DependencyValues {
  /// Whether new stack ids come from ``stackElementID``: in a store, under a test's or a
  /// preview's values (a `TestStore`'s initial state is made under them), or where it was set;
  /// not under the process's default values, which no store owns.
  var usesStackElementIDGenerator: Bool {
    storeLocal != nil || context != .live || custom[ObjectIdentifier(StackElementIDGenerator.self)] != nil
  }
}
