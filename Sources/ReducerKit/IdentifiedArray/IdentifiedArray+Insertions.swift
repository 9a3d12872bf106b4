/// Adding and updating several elements, and updating one by its id, as swift-identified-collections
/// spells them.
extension IdentifiedArray {
  /// Appends each element whose id is not already present, in order; the others are skipped.
  ///
  /// ```swift
  /// todos.append(contentsOf: [milk, bread])  // milk already there: only bread is appended
  /// ```
  ///
  /// - Complexity: O(k) on average for k new elements.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    _elements.reserveCapacity(_elements.count + newElements.underestimatedCount)
    for element in newElements { append(element) }
  }

  /// Inserts the elements whose ids are absent at `index`, in order; an element whose id is already
  /// present replaces the one stored under that id, where it is (what `replaceSubrange` does in
  /// swift-identified-collections).
  ///
  /// ```swift
  /// todos.insert(contentsOf: [coffee, tea], at: 0)
  /// ```
  ///
  /// An index outside `0...count` is a programmer error and stops the program.
  ///
  /// - Complexity: O(n + k).
  public mutating func insert(contentsOf newElements: some Sequence<Element>, at index: Int) {
    precondition(
      index >= 0 && index <= _elements.count,
      "IdentifiedArray.insert(contentsOf:at:): index \(index) out of bounds 0...\(_elements.count)"
    )
    var position = index
    for element in newElements {
      let id = _id(of: element)
      if let existing = _positions[id] {
        _elements[existing] = element
        continue
      }
      insert(element, at: position)
      position += 1
    }
  }

  /// Replaces the element at `index` with one of the same id and returns the old one.
  ///
  /// ```swift
  /// todos.update(Todo(id: 1, title: "Oat milk"), at: 0)  // the old milk
  /// ```
  ///
  /// A different id is a programmer error and stops the program.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public mutating func update(_ element: Element, at index: Int) -> Element {
    _checkStable(element, expected: _ids[index], at: "update(_:at: \(index))")
    let old = _elements[index]
    _elements[index] = element
    return old
  }

  /// Replaces the element with the same id where it is, or appends it when its id is absent.
  ///
  /// ```swift
  /// todos.updateOrAppend(Todo(id: 9, title: "Jam"))       // nil: appended
  /// todos.updateOrAppend(Todo(id: 1, title: "Oat milk"))  // the old milk: replaced in place
  /// ```
  ///
  /// - Returns: The element it replaced, or `nil` if it was appended.
  /// - Complexity: O(1) amortised on average.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let id = _id(of: element)
    guard let index = _positions[id] else {
      _appendNew(element, id: id)
      return nil
    }
    let old = _elements[index]
    _elements[index] = element
    return old
  }

  /// Replaces the element with the same id where it is, or inserts it at `index` when its id is
  /// absent.
  ///
  /// ```swift
  /// todos.updateOrInsert(Todo(id: 0, title: "Coffee"), at: 0)  // (nil, 0): inserted
  /// todos.updateOrInsert(Todo(id: 2, title: "Rye"), at: 0)     // (old eggs, 2): replaced at 2
  /// ```
  ///
  /// - Returns: The element it replaced (or `nil`), and where the element now is.
  /// - Complexity: O(1) on average to update; O(n) to insert.
  @discardableResult
  public mutating func updateOrInsert(_ element: Element, at index: Int) -> (
    originalMember: Element?, index: Int
  ) {
    let id = _id(of: element)
    guard let existing = _positions[id] else {
      insert(element, at: index)
      return (nil, index)
    }
    let old = _elements[existing]
    _elements[existing] = element
    return (old, existing)
  }
}
