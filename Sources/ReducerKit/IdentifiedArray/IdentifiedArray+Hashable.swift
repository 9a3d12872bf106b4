/// Identified arrays hash like arrays of their elements, consistent with `==`.
///
/// ```swift
/// let seen: Set<IdentifiedArrayOf<Todo>> = [todos]
/// ```
extension IdentifiedArray: Hashable where Element: Hashable {
  /// Feeds the elements, in order, to the hasher.
  ///
  /// ```swift
  /// var hasher = Hasher()
  /// todos.hash(into: &hasher)
  /// ```
  ///
  /// - Complexity: O(n).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}
