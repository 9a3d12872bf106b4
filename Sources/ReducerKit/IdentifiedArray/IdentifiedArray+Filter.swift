/// Filtering keeps the result an identified array, as in swift-identified-collections: TCA's Todos
/// writes `var filteredTodos: IdentifiedArrayOf<Todo.State> { todos.filter(\.isComplete) }`.
extension IdentifiedArray {
  /// The elements that satisfy the predicate, in order, as an identified array with the same ids.
  ///
  /// ```swift
  /// let done = todos.filter(\.isComplete)  // IdentifiedArrayOf<Todo>
  /// let titles: [Todo] = todos.filter { $0.title.isEmpty }  // a plain array, when asked for one
  /// ```
  ///
  /// The result is this array with the others removed: it keeps its history, so a lift comparing
  /// the two lists the removed ids cheaply.
  ///
  /// - Complexity: O(n).
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = self
    try result.removeAll { try !isIncluded($0) }
    return result
  }
}
