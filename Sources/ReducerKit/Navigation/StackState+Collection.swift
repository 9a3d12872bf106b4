extension StackState: RandomAccessCollection {
  public typealias Index = Int

  public var startIndex: Int { 0 }
  public var endIndex: Int { _elements.count }

  /// The element at a position, bottom first (`path[0]` is the first screen pushed; `path.last`
  /// the top).
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> Element { _elements[position] }
}

extension StackState: RangeReplaceableCollection {
  /// Replaces the elements in `subrange` with `newElements`, which get new ids (the generator's
  /// next, see ``StackElementIDGenerator``); the ids of the elements replaced leave the stack.
  /// `append`, `insert`, `remove(at:)` and the rest are built on it, with faster versions of
  /// the common ones below.
  ///
  /// - Complexity: O(n + m), where n is the length of the stack and m of `newElements`.
  public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Element>) {
    let kept = Array(_ids[subrange.upperBound...])
    let keptElements = Array(_elements[subrange.upperBound...])
    _removeSuffix(from: subrange.lowerBound)
    for element in newElements { _push(element, id: _newID()) }
    // The elements above the range keep their ids (noted as removed on the way, they are
    // back: the lift finds them there and ends nothing).
    for (id, element) in zip(kept, keptElements) { _push(element, id: id) }
  }

  /// Pushes an element on top, with the next id.
  ///
  /// - Complexity: O(1) amortised.
  public mutating func append(_ newElement: Element) {
    _push(newElement, id: _newID())
  }

  /// Pushes the elements in order, each with the next id.
  ///
  /// - Complexity: O(m), where m is the number of new elements.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// Pops the top element and returns it. The stack must not be empty.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!isEmpty, "Can't remove the last element of an empty stack")
    let element = _elements[_elements.count - 1]
    _removeSuffix(from: _elements.count - 1)
    return element
  }

  /// Pops the top `k` elements.
  ///
  /// - Complexity: O(k).
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "Can't remove more elements than the stack holds")
    _removeSuffix(from: count - k)
  }

  /// Removes every element: back to the root.
  ///
  /// - Complexity: O(n).
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _removeSuffix(from: 0)
  }

  /// Removes the elements in `bounds`; those above move down.
  ///
  /// - Complexity: O(n − bounds.lowerBound).
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    replaceSubrange(bounds, with: EmptyCollection())
  }
}
