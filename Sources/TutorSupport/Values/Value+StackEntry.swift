/// The elements of an encoded navigation stack (`StackState`): a list of `{id, element}`
/// entries, bottom first. A path steps over the entry: `path[id: 0]` is the element itself, as
/// `state.path[id: 0]` is in Swift.
extension Value {
  /// The id and element of a stack entry; `nil` for any other value.
  package var stackEntry: (id: Value, element: Value)? {
    guard case .keyed(let fields) = self, fields.count == 2, fields[0].name == "id",
      fields[1].name == "element"
    else { return nil }
    return (fields[0].value, fields[1].value)
  }

  /// A stack entry.
  package static func stackEntry(id: Value, element: Value) -> Value {
    .keyed([Field("id", id), Field("element", element)])
  }

  /// Whether this list is an encoded stack: its elements are entries. An empty list is a stack
  /// when `newElement`, about to be added, has no `id` of its own (a screen such as
  /// `.detail(…)`, not a row).
  package static func isStack(_ elements: [Value], adding newElement: Value? = nil) -> Bool {
    if let first = elements.first { return first.stackEntry != nil }
    guard let newElement else { return false }
    if case .caseValue = newElement { return true }
    return false
  }

  /// The stack entry for `id`, or `nil`.
  package static func stackPosition(of id: Value, in elements: [Value]) -> Int? {
    elements.firstIndex { $0.stackEntry?.id.matches(id) == true }
  }
}
