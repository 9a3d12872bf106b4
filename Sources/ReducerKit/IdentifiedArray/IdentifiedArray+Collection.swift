/// Positional access: an identified array is a random-access collection indexed by `Int`, like `Array`.
///
/// It is also a `MutableCollection`: an element changed in place must keep its id (changing it stops the
/// program), and assigning `self[i]` an element with another id replaces the one there. Reordering goes
/// through `swapAt(_:_:)` and `sort(by:)`, which move ids with their elements.
///
/// ```swift
/// todos[0].title = "Oat milk"
/// todos.map(\.title)  // ["Oat milk", "Eggs"]
/// ```
extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>

  /// The position of the first element; always `0`.
  ///
  /// ```swift
  /// todos[todos.startIndex]
  /// ```
  ///
  /// - Complexity: O(1).
  public var startIndex: Int { 0 }

  /// The position one past the last element; equal to `count`.
  ///
  /// ```swift
  /// todos.endIndex == todos.count  // true
  /// ```
  ///
  /// - Complexity: O(1).
  public var endIndex: Int { _elements.count }

  /// Reads or replaces the element at the given position.
  ///
  /// ```swift
  /// todos[1].title = "Free-range eggs"
  /// ```
  ///
  /// Assigning an element with another id replaces the element there, as swift-identified-collections
  /// does: if that id was elsewhere in the array, its element moves here and the replaced one takes
  /// its place. Changing the id of the element in place (`todos[0].id = 9`) stops the program.
  ///
  /// - Complexity: O(1) when the id stays; O(n) when an assignment brings another id.
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      let newID = _id(of: newValue)
      guard newID != _ids[position] else {
        _elements[position] = newValue
        return
      }
      _replace(at: position, with: newValue, id: newID)
    }
    _modify {
      let id = _ids[position]
      defer { _checkStable(_elements[position], expected: id, at: "subscript(\(position))") }
      yield &_elements[position]
    }
  }

  /// Exchanges the elements, and their ids, at two positions.
  ///
  /// ```swift
  /// todos.swapAt(0, 1)
  /// ```
  ///
  /// Generic reordering algorithms built on this one (`reverse()`, `shuffle()`, `partition(by:)`) keep
  /// ids and elements in step.
  ///
  /// - Complexity: O(1) on average.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
    _positions[_ids[i]] = i
    _positions[_ids[j]] = j
    _forgetChanges()
  }

  /// Calls `body` with the elements' contiguous storage.
  ///
  /// ```swift
  /// todos.withContiguousStorageIfAvailable { $0.count }  // 2
  /// ```
  ///
  /// - Complexity: O(1), plus the cost of `body`.
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try _elements.withUnsafeBufferPointer(body)
  }
}
