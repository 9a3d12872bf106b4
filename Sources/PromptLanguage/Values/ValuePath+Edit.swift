import Foundation
import TutorSupport

/// Looking up and changing parts of an encoded state tree, as `state rows[id: 2]` and the
/// statements of a step's block do.
extension Value {
  /// The part of this value at `path`.
  public func lookup(_ path: ValuePath) throws(InputError) -> Value {
    var node = self
    for index in path.components.indices {
      let (value, _) = try node.child(path, index)
      node = value
    }
    return node
  }

  /// This value with one statement applied.
  ///
  /// A struct literal assigned or appended takes the keyed shape of the value it replaces (or
  /// of the collection's first element), in that value's field order; each of its fields must
  /// be one the existing value has. Assigning to `[id: x]` an element that is not there appends
  /// it, and assigning `nil` removes it, as `IdentifiedArray`'s subscript does.
  public func applying(_ statement: Statement) throws(InputError) -> Value {
    let editor = StatementEditor(statement: statement)
    let path = statement.path
    guard let last = path.components.last else {
      return try editor.apply(to: self, pathText: "")
    }
    if case .assign(let value) = statement.operation {
      let parentPath = ValuePath(
        components: Array(path.components.dropLast()), columns: Array(path.columns.dropLast()))
      return try modified(parentPath, from: 0) { parent throws(InputError) in
        try editor.assign(value, to: last, column: path.columns.last ?? nil, in: &parent)
      }
    }
    return try modified(path, from: 0) { target throws(InputError) in
      target = try editor.apply(to: target, pathText: path.description)
    }
  }

  /// This value with the statements applied in order.
  public func applying(_ statements: [Statement]) throws(InputError) -> Value {
    var value = self
    for statement in statements { value = try value.applying(statement) }
    return value
  }

  // MARK: Navigation

  /// The child for component `index` of `path`, and where it sits in this value.
  func child(_ path: ValuePath, _ index: Int) throws(InputError) -> (Value, Slot) {
    let component = path.components[index]
    let column = path.columns[index]
    let here = ValuePath.describe(path.components[..<index])
    switch (component, self) {
    case (_, .nil):
      throw InputError(.isNil(path: here), column: column)
    case (.field(let name), .keyed(let fields)):
      guard let position = fields.firstIndex(where: { $0.name == name }) else {
        throw Self.noSuchField(name, in: here, among: fields.map(\.name), column: column)
      }
      return (fields[position].value, .field(position))
    case (.field(let name), .structLiteral(_, let arguments)),
      (.field(let name), .caseValue(_, let arguments)):
      if let position = arguments.firstIndex(where: { $0.label == name }) {
        return (arguments[position].value, .argument(position))
      }
      if case .caseValue(name, let arguments) = self, arguments.count == 1 {
        return (arguments[0].value, .argument(0))
      }
      var names = arguments.compactMap(\.label)
      if case .caseValue(let caseName, _) = self { names.append(caseName) }
      throw Self.noSuchField(name, in: here, among: names, column: column)
    case (.field(let name), _):
      throw Self.noSuchField(name, in: here, among: [], column: column)
    case (.element(let id), .array(let elements)):
      let position = try Self.elementIndex(of: id, in: elements, collection: here, column: column)
      if let entry = elements[position].stackEntry { return (entry.element, .stackElement(position)) }
      return (elements[position], .element(position))
    case (.index(let position), .array(let elements)):
      guard elements.indices.contains(position) else {
        throw InputError(
          .indexOutOfRange(index: position, count: elements.count, collection: here), column: column)
      }
      if let entry = elements[position].stackEntry { return (entry.element, .stackElement(position)) }
      return (elements[position], .element(position))
    case (.index(let position), .keyed):
      return try child(ValuePath(components: [.key(.int(position))], columns: [column]), 0, here: here)
    case (.key, .keyed), (.key, .array):
      return try child(ValuePath(components: [component], columns: [column]), 0, here: here)
    default:
      throw InputError(.notAList(path: here), column: column)
    }
  }

  /// A dictionary entry: `configs["a"]` in a keyed value, or in `[key, value, …]` pairs.
  private func child(_ path: ValuePath, _ index: Int, here: String) throws(InputError) -> (Value, Slot) {
    guard case .key(let key) = path.components[index] else { throw InputError(.notAList(path: here)) }
    let column = path.columns[index]
    switch self {
    case .keyed(let fields):
      let name = Self.keyName(key)
      guard let name, let position = fields.firstIndex(where: { $0.name == name }) else {
        throw InputError(.noKey(key: key, collection: here), column: column)
      }
      return (fields[position].value, .field(position))
    case .array(let elements):
      var position = 0
      while position + 1 < elements.count {
        if elements[position].matches(key) { return (elements[position + 1], .element(position + 1)) }
        position += 2
      }
      throw InputError(.noKey(key: key, collection: here), column: column)
    default:
      throw InputError(.notAList(path: here), column: column)
    }
  }

  /// Where a child sits in its parent.
  enum Slot {
    case field(Int)
    case argument(Int)
    case element(Int)
    /// The element (not the id) of the stack entry at this position.
    case stackElement(Int)
  }

  func replacing(_ slot: Slot, with child: Value) -> Value {
    switch (self, slot) {
    case (.keyed(var fields), .field(let position)):
      fields[position].value = child
      return .keyed(fields)
    case (.structLiteral(let type, var arguments), .argument(let position)):
      arguments[position].value = child
      return .structLiteral(typeName: type, arguments: arguments)
    case (.caseValue(let name, var arguments), .argument(let position)):
      arguments[position].value = child
      return .caseValue(name: name, arguments: arguments)
    case (.array(var elements), .element(let position)):
      elements[position] = child
      return .array(elements)
    case (.array(var elements), .stackElement(let position)):
      guard let entry = elements[position].stackEntry else { return self }
      elements[position] = .stackEntry(id: entry.id, element: child)
      return .array(elements)
    default:
      return self
    }
  }

  /// This value with the part at `path` (from component `index` on) changed by `body`.
  func modified(
    _ path: ValuePath, from index: Int, _ body: (inout Value) throws(InputError) -> Void
  ) throws(InputError) -> Value {
    guard index < path.components.count else {
      var copy = self
      try body(&copy)
      return copy
    }
    let (child, slot) = try child(path, index)
    return replacing(slot, with: try child.modified(path, from: index + 1, body))
  }

  static func keyName(_ key: Value) -> String? {
    switch key {
    case .string(let string): string
    case .int(let int): String(int)
    case .uuid(let uuid): uuid.uuidString
    default: nil
    }
  }

  static func noSuchField(_ name: String, in path: String, among names: [String], column: Int?) -> InputError
  {
    InputError(
      .noSuchField(path: path, field: name, suggestion: EditDistance.nearest(to: name, among: names)),
      column: column)
  }

  /// The position of the element whose `id` field matches `id`.
  static func elementIndex(
    of id: Value, in elements: [Value], collection: String, column: Int?
  ) throws(InputError) -> Int {
    var sawID = false
    for (position, element) in elements.enumerated() {
      guard let elementID = element[field: "id"] else { continue }
      sawID = true
      if elementID.matches(id) { return position }
    }
    if !sawID, !elements.isEmpty { throw InputError(.noIDField(collection: collection), column: column) }
    throw InputError(.noElement(id: id, collection: collection), column: column)
  }
}
