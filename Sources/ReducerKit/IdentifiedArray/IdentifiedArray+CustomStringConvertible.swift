/// Identified arrays print like arrays of their elements, and reflect as collections.
///
/// ```swift
/// print(IdentifiedArray(id: \Tag.name, uniqueElements: [Tag(name: "a")]))  // [Tag(name: "a")]
/// ```
extension IdentifiedArray: CustomStringConvertible, CustomReflectable {
  /// The elements in square brackets, as `Array` prints them.
  ///
  /// ```swift
  /// "\(todos)"  // "[Todo(id: 1, title: \"Milk\")]"
  /// ```
  ///
  /// - Complexity: O(n).
  public var description: String {
    _elements.description
  }

  /// A mirror with display style `.collection` whose unlabelled children are the elements, in order.
  ///
  /// ```swift
  /// dump(todos)  // prints a list of elements
  /// ```
  ///
  /// - Complexity: O(1); children are produced lazily.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
