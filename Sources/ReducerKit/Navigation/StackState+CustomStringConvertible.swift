extension StackState: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements with their ids: `[#0: Detail.State(…), #1: …]`.
  public var description: String {
    guard !isEmpty else { return "[]" }
    let entries = zip(_ids, _elements).map { id, element in "\(id): \(String(describing: element))" }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  public var debugDescription: String { "StackState(\(description))" }
}

extension StackState: CustomReflectable {
  /// Ids and elements, as a dictionary in the stack's order (what TCA's dump shows).
  public var customMirror: Mirror {
    Mirror(
      self, unlabeledChildren: zip(_ids, _elements).map { (id: $0, element: $1) }, displayStyle: .dictionary)
  }
}
