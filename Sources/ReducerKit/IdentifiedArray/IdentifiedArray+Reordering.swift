import Foundation

/// Moving elements, as SwiftUI's `onMove` asks and swift-identified-collections spells it. Every
/// reordering moves ids with their elements and forgets the remembered insertions and removals (a
/// lift then compares ids).
extension IdentifiedArray {
  /// Moves the elements at `source` so that they sit, in their order, just before the element that
  /// was at `destination` (or at the end when `destination == count`), as SwiftUI's `onMove` means.
  ///
  /// ```swift
  /// var todos: IdentifiedArrayOf<Todo> = [a, b, c]
  /// todos.move(fromOffsets: [0, 2], toOffset: 2)  // [b, a, c]
  /// ```
  ///
  /// Offsets outside `indices`, or a destination outside `0...count`, stop the program.
  ///
  /// - Complexity: O(n).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    precondition(
      destination >= 0 && destination <= _elements.count,
      "IdentifiedArray.move(fromOffsets:toOffset:): destination \(destination) out of bounds 0...\(_elements.count)"
    )
    guard let last = source.last else { return }
    precondition(
      (source.first ?? 0) >= 0 && last < _elements.count,
      "IdentifiedArray.move(fromOffsets:toOffset:): offsets \(source.first ?? 0)...\(last) out of bounds 0..<\(_elements.count)"
    )
    let before = (0..<destination).filter { !source.contains($0) }
    let after = (destination..<_elements.count).filter { !source.contains($0) }
    _permute(before + source + after)
  }

  /// Reverses the elements in place.
  ///
  /// ```swift
  /// todos.reverse()
  /// ```
  ///
  /// - Complexity: O(n).
  public mutating func reverse() {
    guard _ids.count > 1 else { return }
    _ids.reverse()
    _elements.reverse()
    _reindex(from: 0)
    _forgetChanges()
  }

  /// Shuffles the elements in place with `generator`.
  ///
  /// ```swift
  /// var generator = SystemRandomNumberGenerator()
  /// todos.shuffle(using: &generator)
  /// ```
  ///
  /// - Complexity: O(n).
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    guard _ids.count > 1 else { return }
    _permute(_ids.indices.shuffled(using: &generator))
  }

  /// Shuffles the elements in place.
  ///
  /// ```swift
  /// todos.shuffle()
  /// ```
  ///
  /// - Complexity: O(n).
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  /// Puts the elements that satisfy the predicate after those that do not, keeping each group's
  /// order, and returns the position of the first one that does.
  ///
  /// ```swift
  /// let firstDone = todos.partition(by: \.isComplete)
  /// ```
  ///
  /// If the predicate throws, the array is left unchanged.
  ///
  /// - Complexity: O(n).
  public mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int {
    var first: [Int] = []
    var second: [Int] = []
    for index in _elements.indices {
      if try belongsInSecondPartition(_elements[index]) {
        second.append(index)
      } else {
        first.append(index)
      }
    }
    if !first.isEmpty && !second.isEmpty { _permute(first + second) }
    return first.count
  }

  /// A copy sorted with the given ordering.
  ///
  /// ```swift
  /// todos.sorted { $0.title < $1.title }
  /// ```
  ///
  /// - Complexity: O(n log n).
  public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Self {
    var copy = self
    try copy.sort(by: areInIncreasingOrder)
    return copy
  }

  /// Rearranges the elements (and their ids) so that position `i` holds what was at `order[i]`.
  ///
  /// - Complexity: O(n).
  mutating func _permute(_ order: [Int]) {
    _ids = order.map { _ids[$0] }
    _elements = order.map { _elements[$0] }
    _reindex(from: 0)
    _forgetChanges()
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order.
  ///
  /// ```swift
  /// numbers.sort()
  /// ```
  ///
  /// - Complexity: O(n log n).
  public mutating func sort() {
    sort(by: <)
  }

  /// A copy sorted in increasing order.
  ///
  /// ```swift
  /// numbers.sorted()
  /// ```
  ///
  /// - Complexity: O(n log n).
  public func sorted() -> Self {
    sorted(by: <)
  }
}
