import Foundation
import TutorSupport

/// Applies one statement's operation, with errors pointing into the statement.
struct StatementEditor {
  let statement: Statement

  private var valueColumn: Int? { statement.valueColumns.column(of: []) ?? statement.column }
  private var targetColumn: Int? { statement.path.columns.last.flatMap { $0 } ?? statement.column }

  /// Assigns `value` to the child `component` of `parent`.
  func assign(_ value: Value, to component: ValuePath.Component, column: Int?, in parent: inout Value)
    throws(InputError)
  {
    let pathText = statement.path.description
    let parentText = ValuePath.describe(statement.path.components.dropLast())
    switch (component, parent) {
    case (.element(let id), .array(var elements)) where Value.isStack(elements, adding: value):
      let position = Value.stackPosition(of: id, in: elements)
      if value == .nil {
        guard let position else {
          throw InputError(.noElement(id: id, collection: parentText), column: column)
        }
        elements.remove(at: position)
      } else {
        let template =
          position.flatMap { elements[$0].stackEntry?.element } ?? elements.first?.stackEntry?.element
        let new = try normalized(value, like: template, field: pathText)
        if let position {
          elements[position] = .stackEntry(id: id, element: new)
        } else {
          elements.append(.stackEntry(id: id, element: new))
        }
      }
      parent = .array(elements)
    case (.element(let id), .array(var elements)):
      let position = elements.firstIndex { $0[field: "id"]?.matches(id) == true }
      if value == .nil {
        guard let position else {
          throw InputError(.noElement(id: id, collection: parentText), column: column)
        }
        elements.remove(at: position)
      } else {
        let template = position.map { elements[$0] } ?? elements.first
        let new = try normalized(value, like: template, field: pathText)
        if let newID = new[field: "id"], !newID.matches(id) {
          throw InputError(.idMismatch(expected: id, given: newID), column: valueColumn)
        }
        if let position { elements[position] = new } else { elements.append(new) }
      }
      parent = .array(elements)
    case (.index(let index), .keyed):
      try assign(value, to: .key(.int(index)), column: column, in: &parent)
    case (.key(let key), .keyed(var fields)):
      guard let name = Value.keyName(key) else {
        throw InputError(.typeMismatch(expected: .text, field: parentText), column: column)
      }
      let position = fields.firstIndex { $0.name == name }
      if value == .nil {
        if let position { fields.remove(at: position) }
      } else {
        let template = position.map { fields[$0].value } ?? fields.first?.value
        let new = try normalized(value, like: template, field: pathText)
        if let position { fields[position].value = new } else { fields.append(Value.Field(name, new)) }
      }
      parent = .keyed(fields)
    default:
      let (current, slot) = try parent.child(statement.path, statement.path.components.count - 1)
      parent = parent.replacing(slot, with: try normalized(value, like: current, field: pathText))
    }
  }

  /// Applies an operation other than assignment to the value at the statement's path.
  func apply(to target: Value, pathText: String) throws(InputError) -> Value {
    switch statement.operation {
    case .assign(let value):
      return try normalized(value, like: target, field: pathText)
    case .add(let amount):
      return try arithmetic(target, amount, pathText: pathText, subtracting: false)
    case .subtract(let amount):
      return try arithmetic(target, amount, pathText: pathText, subtracting: true)
    case .toggle:
      guard case .bool(let bool) = target else {
        throw InputError(.notABool(path: pathText), column: targetColumn)
      }
      return .bool(!bool)
    case .append(let value) where Value.isStack((try? list(target, pathText)) ?? [], adding: value):
      // The new element's id is the test's next one: the state's decoder gives it.
      var elements = try list(target, pathText)
      let template = elements.first?.stackEntry?.element
      elements.append(try normalized(value, like: template, field: pathText))
      return .array(elements)
    case .popFrom(let id), .popTo(let id):
      let elements = try list(target, pathText)
      guard let position = Value.stackPosition(of: id, in: elements) else {
        throw InputError(.noElement(id: id, collection: pathText), column: valueColumn)
      }
      if case .popFrom = statement.operation { return .array(Array(elements[..<position])) }
      return .array(Array(elements[...position]))
    case .append(let value):
      var elements = try list(target, pathText)
      let new = try normalized(value, like: elements.first, field: pathText)
      try checkNewID(of: new, in: elements, pathText: pathText)
      elements.append(new)
      return .array(elements)
    case .insert(let value, let position):
      var elements = try list(target, pathText)
      guard (0...elements.count).contains(position) else {
        throw InputError(
          .indexOutOfRange(index: position, count: elements.count, collection: pathText), column: targetColumn
        )
      }
      let new = try normalized(value, like: elements.first, field: pathText)
      try checkNewID(of: new, in: elements, pathText: pathText)
      elements.insert(new, at: position)
      return .array(elements)
    case .remove(let id):
      var elements = try list(target, pathText)
      switch Value.elementPosition(of: id, in: elements) {
      case .success(let position):
        elements.remove(at: position)
      case .failure(let failure):
        throw InputError(
          failure == .noIDField ? .noIDField(collection: pathText) : .noElement(id: id, collection: pathText),
          column: valueColumn)
      }
      return .array(elements)
    case .removeAt(let position):
      var elements = try list(target, pathText)
      guard elements.indices.contains(position) else {
        throw InputError(
          .indexOutOfRange(index: position, count: elements.count, collection: pathText), column: targetColumn
        )
      }
      elements.remove(at: position)
      return .array(elements)
    case .removeAll:
      if case .keyed = target { return .keyed([]) }
      _ = try list(target, pathText)
      return .array([])
    case .removeFirst, .removeLast:
      var elements = try list(target, pathText)
      guard !elements.isEmpty else {
        throw InputError(.indexOutOfRange(index: 0, count: 0, collection: pathText), column: targetColumn)
      }
      if statement.operation == .removeFirst { elements.removeFirst() } else { elements.removeLast() }
      return .array(elements)
    }
  }

  private func list(_ target: Value, _ pathText: String) throws(InputError) -> [Value] {
    switch target {
    case .array(let elements): return elements
    case .nil: throw InputError(.isNil(path: pathText), column: targetColumn)
    default: throw InputError(.notAList(path: pathText), column: targetColumn)
    }
  }

  private func checkNewID(of new: Value, in elements: [Value], pathText: String) throws(InputError) {
    guard let id = new[field: "id"] else { return }
    if elements.contains(where: { $0[field: "id"]?.matches(id) == true }) {
      throw InputError(.duplicateID(id: id, collection: pathText), column: valueColumn)
    }
  }

  private func arithmetic(_ target: Value, _ amount: Value, pathText: String, subtracting: Bool)
    throws(InputError) -> Value
  {
    switch (target, amount) {
    case (.int(let a), .int(let b)):
      let (result, overflow) = subtracting ? a.subtractingReportingOverflow(b) : a.addingReportingOverflow(b)
      if overflow {
        throw InputError(
          .numberOutOfRange((subtracting ? "\(a) - \(b)" : "\(a) + \(b)")), column: valueColumn)
      }
      return .int(result)
    case (.double(let a), .int(let b)):
      return .double(subtracting ? a - Double(b) : a + Double(b))
    case (.double(let a), .double(let b)):
      return .double(subtracting ? a - b : a + b)
    case (.int, _):
      throw InputError(.typeMismatch(expected: .wholeNumber, field: pathText), column: valueColumn)
    case (.double, _):
      throw InputError(.typeMismatch(expected: .number, field: pathText), column: valueColumn)
    case (.nil, _):
      throw InputError(.isNil(path: pathText), column: targetColumn)
    default:
      throw InputError(.notANumber(path: pathText), column: targetColumn)
    }
  }
}
