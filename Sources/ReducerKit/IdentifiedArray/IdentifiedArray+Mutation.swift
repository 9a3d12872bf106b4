/// Adding, removing and reordering elements.
extension IdentifiedArray {
  /// Appends an element unless one with the same id is already present.
  ///
  /// ```swift
  /// todos.append(Todo(id: 3, title: "Bread"))  // (inserted: true, index: 2)
  /// todos.append(Todo(id: 3, title: "Rye"))    // (inserted: false, index: 2), unchanged
  /// ```
  ///
  /// - Returns: Whether the element was appended, and the position of the element with its id.
  /// - Complexity: O(1) amortised on average.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = _id(of: element)
    if let index = _positions[id] { return (false, index) }
    return (true, _appendNew(element, id: id))
  }

  /// Inserts an element at the given position unless one with the same id is already present
  /// (then nothing changes), as swift-identified-collections does.
  ///
  /// ```swift
  /// todos.insert(Todo(id: 0, title: "Coffee"), at: 0)  // (inserted: true, index: 0)
  /// todos.insert(Todo(id: 2, title: "Rye"), at: 0)     // (inserted: false, index: 2), unchanged
  /// ```
  ///
  /// An index outside `0...count` is a programmer error and stops the program.
  ///
  /// - Returns: Whether the element was inserted, and the position of the element with its id.
  /// - Complexity: O(n).
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let id = _id(of: element)
    if let existing = _positions[id] { return (false, existing) }
    precondition(
      index >= 0 && index <= _elements.count,
      "IdentifiedArray.insert(_:at:): index \(index) out of bounds 0...\(_elements.count)"
    )
    _elements.insert(element, at: index)
    _ids.insert(id, at: index)
    _reindex(from: index)
    _record(_Change(id: id, position: index, isRemoval: false))
    return (true, index)
  }

  /// Removes and returns the element with the given id, or returns `nil` if there is none.
  ///
  /// ```swift
  /// todos.remove(id: 2)?.title  // "Eggs"
  /// ```
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let index = _positions[id] else { return nil }
    return _remove(at: index)
  }

  /// Removes and returns the element at the given position.
  ///
  /// ```swift
  /// todos.remove(at: 0).title  // "Milk"
  /// ```
  ///
  /// An index outside `indices` is a programmer error and stops the program.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    precondition(
      _elements.indices.contains(index),
      "IdentifiedArray.remove(at:): index \(index) out of bounds 0..<\(_elements.count)"
    )
    return _remove(at: index)
  }

  /// Removes every element that satisfies the predicate, keeping the order of the rest.
  ///
  /// ```swift
  /// todos.removeAll { $0.title.isEmpty }
  /// ```
  ///
  /// If the predicate throws, the array is left unchanged.
  ///
  /// - Complexity: O(n).
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var keptIDs: [ID] = []
    var keptElements: [Element] = []
    var removed: [_Change] = []
    for (id, element) in zip(_ids, _elements) {
      if try shouldBeRemoved(element) {
        // Removed one after the other, front to back: each at its position at that moment.
        if removed.count <= Self._changeLimit {
          removed.append(_Change(id: id, position: keptIDs.count, isRemoval: true))
        }
      } else {
        keptIDs.append(id)
        keptElements.append(element)
      }
    }
    guard keptIDs.count != _ids.count else { return }
    _ids = keptIDs
    _elements = keptElements
    _positions = [:]
    _reindex(from: 0)
    if removed.count > Self._changeLimit {
      _forgetChanges()
    } else {
      for change in removed { _record(change) }
    }
  }

  /// Removes every element.
  ///
  /// ```swift
  /// todos.removeAll()
  /// todos.isEmpty  // true
  /// ```
  ///
  /// - Complexity: O(n).
  public mutating func removeAll() {
    guard !_ids.isEmpty else { return }
    _ids.removeAll()
    _elements.removeAll()
    _positions.removeAll()
    _forgetChanges()
  }

  /// Sorts the elements in place with the given ordering.
  ///
  /// ```swift
  /// todos.sort { $0.title < $1.title }
  /// ```
  ///
  /// If the ordering throws, the array is left unchanged.
  ///
  /// - Complexity: O(n log n).
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    let order = try _elements.indices.sorted { try areInIncreasingOrder(_elements[$0], _elements[$1]) }
    _ids = order.map { _ids[$0] }
    _elements = order.map { _elements[$0] }
    _reindex(from: 0)
    _forgetChanges()
  }
}
