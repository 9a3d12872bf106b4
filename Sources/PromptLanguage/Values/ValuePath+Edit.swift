import Foundation
import TutorSupport

/// Looking up and changing parts of an encoded state tree, as `state rows[id: 2]` and the
/// statements of a step's block do.
extension Value {
  /// The part of this value at `path`.
  public func lookup(_ path: ValuePath) throws(InputError) -> Value {
    switch following(path.components) {
    case .found(let node):
      return node
    case .isNil(let index):
      throw InputError(
        .isNil(path: ValuePath.describe(path.components[..<index])), column: path.columns[index])
    case .failed(let failure, let index):
      throw Self.inputError(failure, path, index)
    }
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
    guard let node = present else {
      throw InputError(
        .isNil(path: ValuePath.describe(path.components[..<index])), column: path.columns[index])
    }
    switch node.step(path.components[index]) {
    case .child(let child, let slot): return (child, slot)
    case .failed(let failure): throw Self.inputError(failure, path, index)
    }
  }

  /// What an assertion's statement says when component `index` of `path` finds no child.
  static func inputError(_ failure: StateStepFailure, _ path: ValuePath, _ index: Int) -> InputError {
    let here = ValuePath.describe(path.components[..<index])
    let column = path.columns[index]
    let component = path.components[index]
    switch (failure, component) {
    case (.noField(let names), .field(let name)):
      return InputError(
        .noSuchField(path: here, field: name, suggestion: EditDistance.nearest(to: name, among: names)),
        column: column)
    case (.noElement, .element(let id)):
      return InputError(.noElement(id: id, collection: here), column: column)
    case (.noIDField, _):
      return InputError(.noIDField(collection: here), column: column)
    case (.indexOutOfRange(let count), .index(let position)):
      return InputError(.indexOutOfRange(index: position, count: count, collection: here), column: column)
    case (.noKey(let key), _):
      return InputError(.noKey(key: key, collection: here), column: column)
    default:
      return InputError(.notAList(path: here), column: column)
    }
  }

  /// Where a child sits in its parent.
  package enum Slot {
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
}
