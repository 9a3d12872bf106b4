import Foundation

/// Removing by position and by element, as swift-identified-collections spells it (SwiftUI's
/// `onDelete` hands an `IndexSet`).
extension IdentifiedArray {
  /// Removes the elements at the given positions, keeping the order of the rest.
  ///
  /// ```swift
  /// case .delete(let offsets): state.todos.remove(atOffsets: offsets)
  /// ```
  ///
  /// Offsets outside `indices` are a programmer error and stop the program.
  ///
  /// - Complexity: O(n).
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard let last = offsets.last else { return }
    precondition(
      (offsets.first ?? 0) >= 0 && last < _elements.count,
      "IdentifiedArray.remove(atOffsets:): offsets \(offsets.first ?? 0)...\(last) out of bounds 0..<\(_elements.count)"
    )
    _removeAll(atOffsets: { offsets.contains($0) })
  }

  /// Removes the elements in `bounds`.
  ///
  /// ```swift
  /// todos.removeSubrange(1..<3)
  /// todos.removeSubrange(2...)
  /// ```
  ///
  /// - Complexity: O(n).
  public mutating func removeSubrange(_ bounds: some RangeExpression<Int>) {
    let range = bounds.relative(to: _elements.indices)
    precondition(
      range.lowerBound >= 0 && range.upperBound <= _elements.count,
      "IdentifiedArray.removeSubrange(_:): range \(range) out of bounds 0..<\(_elements.count)"
    )
    guard !range.isEmpty else { return }
    _removeAll(atOffsets: range.contains)
  }

  /// Removes and returns the first element; the array must not be empty.
  ///
  /// ```swift
  /// todos.removeFirst().title  // "Milk"
  /// ```
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!_elements.isEmpty, "IdentifiedArray.removeFirst(): the array is empty")
    return _remove(at: 0)
  }

  /// Removes the first `k` elements; there must be at least `k`.
  ///
  /// ```swift
  /// todos.removeFirst(2)
  /// ```
  ///
  /// - Complexity: O(n).
  public mutating func removeFirst(_ k: Int) {
    precondition(
      k >= 0 && k <= _elements.count,
      "IdentifiedArray.removeFirst(_:): cannot remove \(k) of \(_elements.count) elements")
    removeSubrange(0..<k)
  }

  /// Removes and returns the last element; the array must not be empty.
  ///
  /// ```swift
  /// todos.removeLast().title  // "Bread"
  /// ```
  ///
  /// - Complexity: O(1) on average.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!_elements.isEmpty, "IdentifiedArray.removeLast(): the array is empty")
    return _remove(at: _elements.count - 1)
  }

  /// Removes the last `k` elements; there must be at least `k`.
  ///
  /// ```swift
  /// todos.removeLast(2)
  /// ```
  ///
  /// - Complexity: O(k) on average.
  public mutating func removeLast(_ k: Int) {
    precondition(
      k >= 0 && k <= _elements.count,
      "IdentifiedArray.removeLast(_:): cannot remove \(k) of \(_elements.count) elements")
    for _ in 0..<k { _remove(at: _elements.count - 1) }
  }

  /// Removes every element, keeping the storage when asked to.
  ///
  /// ```swift
  /// todos.removeAll(keepingCapacity: true)
  /// ```
  ///
  /// - Complexity: O(n).
  public mutating func removeAll(keepingCapacity keepCapacity: Bool) {
    guard !_ids.isEmpty else { return }
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _positions.removeAll(keepingCapacity: keepCapacity)
    _forgetChanges()
  }

  /// Removes and returns the element with the same id as `element` (not necessarily equal to it),
  /// or returns `nil` if there is none.
  ///
  /// ```swift
  /// todos.remove(Todo(id: 2, title: ""))?.title  // "Eggs"
  /// ```
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    remove(id: _id(of: element))
  }

  /// Whether an element with the same id as `element` is present (swift-identified-collections
  /// compares ids here, not elements).
  ///
  /// ```swift
  /// todos.contains(Todo(id: 1, title: "anything"))  // true
  /// ```
  ///
  /// - Complexity: O(1) on average.
  public func contains(_ element: Element) -> Bool {
    _positions[_id(of: element)] != nil
  }
}

extension IdentifiedArray {
  /// Removes the elements at the positions `isRemoved` picks, keeping the order of the rest, and
  /// remembers the removals (front to back, each at its position at that moment) when they are few.
  ///
  /// - Complexity: O(n).
  mutating func _removeAll(atOffsets isRemoved: (Int) -> Bool) {
    var keptIDs: [ID] = []
    var keptElements: [Element] = []
    var removed: [_Change] = []
    keptIDs.reserveCapacity(_ids.count)
    keptElements.reserveCapacity(_ids.count)
    for offset in _ids.indices {
      if isRemoved(offset) {
        if removed.count <= Self._changeLimit {
          removed.append(_Change(id: _ids[offset], position: keptIDs.count, isRemoval: true))
        }
        _positions[_ids[offset]] = nil
      } else {
        keptIDs.append(_ids[offset])
        keptElements.append(_elements[offset])
      }
    }
    guard keptIDs.count != _ids.count else { return }
    _ids = keptIDs
    _elements = keptElements
    _reindex(from: 0)
    if removed.count > Self._changeLimit {
      _forgetChanges()
    } else {
      for change in removed { _record(change) }
    }
  }
}
