/// Identified arrays of `Identifiable` elements can be written as array literals.
///
/// ```swift
/// let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
/// ```
extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array from a literal; duplicate ids stop the program.
  ///
  /// ```swift
  /// let empty: IdentifiedArrayOf<Todo> = []
  /// ```
  ///
  /// - Complexity: O(n).
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}
