import TutorSupport

/// An encoded state tree as a path walks it: fields of keyed values and of literals, elements
/// picked by `id` or position (a navigation stack's entries give their element), dictionary
/// entries by key, whether stored as keyed fields or as `[key, value, …]` pairs.
extension Value: StateNode {
  package typealias Place = Slot

  package var present: Value? { self == .nil ? nil : self }

  package func step(_ component: ValuePath.Component) -> StateStep<Value> {
    switch (component, self) {
    case (.field(let name), .keyed(let fields)):
      guard let position = fields.firstIndex(where: { $0.name == name }) else {
        return .failed(.noField(among: fields.map(\.name)))
      }
      return .child(fields[position].value, .field(position))
    case (.field(let name), .structLiteral(_, let arguments)),
      (.field(let name), .caseValue(_, let arguments)):
      if let position = arguments.firstIndex(where: { $0.label == name }) {
        return .child(arguments[position].value, .argument(position))
      }
      if case .caseValue(name, let arguments) = self, arguments.count == 1 {
        return .child(arguments[0].value, .argument(0))
      }
      var names = arguments.compactMap(\.label)
      if case .caseValue(let caseName, _) = self { names.append(caseName) }
      return .failed(.noField(among: names))
    case (.field, _):
      return .failed(.noField(among: []))
    case (.element(let id), .array(let elements)):
      switch Self.elementPosition(of: id, in: elements) {
      case .success(let position): return entry(at: position, of: elements)
      case .failure(let failure): return .failed(failure)
      }
    case (.index(let position), .array(let elements)):
      guard elements.indices.contains(position) else {
        return .failed(.indexOutOfRange(count: elements.count))
      }
      return entry(at: position, of: elements)
    case (.index(let position), .keyed):
      return entry(forKey: .int(position))
    case (.key(let key), .keyed), (.key(let key), .array):
      return entry(forKey: key)
    default:
      return .failed(.notAList)
    }
  }

  /// The element at `position`: a stack entry's element, or the value itself.
  private func entry(at position: Int, of elements: [Value]) -> StateStep<Value> {
    if let entry = elements[position].stackEntry { return .child(entry.element, .stackElement(position)) }
    return .child(elements[position], .element(position))
  }

  /// A dictionary entry: `configs["a"]` in a keyed value, or in `[key, value, …]` pairs.
  private func entry(forKey key: Value) -> StateStep<Value> {
    switch self {
    case .keyed(let fields):
      guard let name = Self.keyName(key), let position = fields.firstIndex(where: { $0.name == name }) else {
        return .failed(.noKey(key))
      }
      return .child(fields[position].value, .field(position))
    case .array(let elements):
      var position = 0
      while position + 1 < elements.count {
        if elements[position].matches(key) { return .child(elements[position + 1], .element(position + 1)) }
        position += 2
      }
      return .failed(.noKey(key))
    default:
      return .failed(.notAList)
    }
  }

  /// The position of the element whose `id` field matches `id`, or why there is none.
  static func elementPosition(of id: Value, in elements: [Value]) -> Result<Int, StateStepFailure> {
    var sawID = false
    for (position, element) in elements.enumerated() {
      guard let elementID = element[field: "id"] else { continue }
      sawID = true
      if elementID.matches(id) { return .success(position) }
    }
    return .failure(!sawID && !elements.isEmpty ? .noIDField : .noElement)
  }
}
