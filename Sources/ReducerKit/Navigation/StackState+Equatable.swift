extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold the same ids with equal elements, in the same order.
  ///
  /// - Complexity: O(n).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}
