/// Two identified arrays are equal when they hold equal elements in the same order.
///
/// The id key path is not compared: equal elements have equal ids under any one key path.
///
/// ```swift
/// IdentifiedArrayOf<Todo>(uniqueElements: [milk]) == [milk]  // true
/// ```
extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether both arrays hold equal elements in the same order.
  ///
  /// ```swift
  /// before == after
  /// ```
  ///
  /// - Complexity: O(n); O(1) when both share storage.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}
