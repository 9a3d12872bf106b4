/// Putting an element with another id at a position (what `self[i] = element` does when the ids
/// differ), as swift-identified-collections does.
extension IdentifiedArray {
  /// Puts `element`, whose id is `id` (not the id at `position`), at `position`.
  ///
  /// When `id` is absent, the element at `position` is replaced: its id goes, `id` comes. When `id`
  /// is at another position, the two elements change places first, then the new value is stored.
  ///
  /// - Complexity: O(1) on average.
  mutating func _replace(at position: Int, with element: Element, id: ID) {
    if let other = _positions[id] {
      swapAt(other, position)
      _elements[position] = element
      return
    }
    let old = _ids[position]
    _positions[old] = nil
    _ids[position] = id
    _positions[id] = position
    _elements[position] = element
    // One id went and one came, at the same position: a lift sees the removal.
    _record(_Change(id: old, position: position, isRemoval: true))
    _record(_Change(id: id, position: position, isRemoval: false))
  }
}
