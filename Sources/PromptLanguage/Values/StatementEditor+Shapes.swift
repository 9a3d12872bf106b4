import Foundation
import TutorSupport

/// The shapes of assigned values: a literal brought into the shape of the value it replaces (or
/// of a sibling), with defaults filled in, or a mismatch that points into the statement.
extension StatementEditor {
  /// `new` in the shape of `template` (the value it replaces, or a sibling), or a mismatch.
  func normalized(_ new: Value, like template: Value?, field: String) throws(InputError) -> Value {
    try normalized(new, like: template, field: field, node: [])
  }

  func column(_ node: [Int]) -> Int? { statement.valueColumns.column(of: node) ?? statement.column }

  func labelColumn(_ node: [Int]) -> Int? {
    statement.valueColumns.labelColumn(of: node) ?? statement.column
  }

  func mismatch(_ template: Value, field: String, node: [Int]) -> InputError {
    InputError(.typeMismatch(expected: Self.expected(template), field: field), column: column(node))
  }

  static func expected(_ template: Value) -> InputError.ExpectedValue {
    switch template {
    case .int: .wholeNumber
    case .double: .number
    case .string: .text
    case .bool: .bool
    case .uuid: .uuid
    case .caseValue(let name, _): .caseValue(example: name)
    case .structLiteral(let type, _): .structValue(type: type)
    case .keyed, .nil: .structValue(type: nil)
    case .array: .list
    case .dictionary: .dictionary
    }
  }

  func normalized(_ new: Value, like template: Value?, field: String, node: [Int]) throws(InputError)
    -> Value
  {
    let template = template == .nil ? nil : template
    switch (new, template) {
    case (.nil, _):
      return .nil
    case (.structLiteral(let type, let arguments), nil), (.structLiteral(let type, let arguments), .keyed?):
      return try structure(type, arguments, like: template, field: field, node: node)
    case (.keyed, nil), (.keyed, .keyed?):
      return new
    case (.dictionary(let entries), nil), (.dictionary(let entries), .keyed?):
      var fields: [Value.Field] = []
      for (index, entry) in entries.enumerated() {
        guard let name = Value.keyName(entry.key) else {
          throw InputError(.typeMismatch(expected: .text, field: field), column: column(node + [2 * index]))
        }
        fields.append(
          Value.Field(
            name, try normalized(entry.value, like: nil, field: field, node: node + [2 * index + 1])))
      }
      return .keyed(fields)
    case (.array(let elements), .keyed?) where elements.isEmpty:
      return .keyed([])
    case (.array(let elements), nil), (.array(let elements), .array?):
      var element: Value?
      if case .array(let existing)? = template { element = existing.first }
      var result: [Value] = []
      for (index, value) in elements.enumerated() {
        result.append(try normalized(value, like: element, field: field, node: node + [index]))
      }
      return .array(result)
    case (.caseValue(let name, let arguments), .string?) where arguments.isEmpty:
      return .string(name)
    case (.caseValue(let name, let arguments), nil), (.caseValue(let name, let arguments), .caseValue?):
      var existing: [Value.Argument] = []
      if case .caseValue(name, let templateArguments)? = template { existing = templateArguments }
      var result: [Value.Argument] = []
      for (index, argument) in arguments.enumerated() {
        let match =
          existing.first { $0.label != nil && $0.label == argument.label }
          ?? (argument.label == nil && existing.indices.contains(index) ? existing[index] : nil)
        result.append(
          Value.Argument(
            argument.label,
            try normalized(argument.value, like: match?.value, field: field, node: node + [index])))
      }
      return .caseValue(name: name, arguments: result)
    case (.int(let int), .double?):
      return .double(Double(int))
    case (.int, nil), (.int, .int?), (.double, nil), (.double, .double?), (.bool, nil), (.bool, .bool?),
      (.string, nil), (.string, .string?), (.uuid, nil), (.uuid, .uuid?):
      return new
    case (.string(let string), .uuid?):
      guard let uuid = UUID(uuidString: string) else {
        throw InputError(.invalidUUID(string), column: column(node))
      }
      return .uuid(uuid)
    case (.uuid(let uuid), .string?):
      return .string(uuid.uuidString)
    case (_, let template?):
      throw mismatch(template, field: field, node: node)
    default:
      return new
    }
  }

  /// A struct literal as a keyed value, in the template's field order when there is one.
  func structure(
    _ type: String, _ arguments: [Value.Argument], like template: Value?, field: String, node: [Int]
  ) throws(InputError) -> Value {
    if let unlabelled = arguments.indices.first(where: { arguments[$0].label == nil }) {
      throw InputError(.unlabelledValue(type: type), column: column(node + [unlabelled]))
    }
    guard case .keyed(let existing)? = template else {
      var fields: [Value.Field] = []
      for (index, argument) in arguments.enumerated() {
        fields.append(
          Value.Field(
            argument.label ?? "_\(index)",
            try normalized(argument.value, like: nil, field: argument.label ?? field, node: node + [index])))
      }
      return .keyed(fields)
    }
    let names = existing.map(\.name)
    let labels = arguments.compactMap(\.label)
    let missing = names.filter { !labels.contains($0) }
    for (index, argument) in arguments.enumerated() {
      guard let label = argument.label, !names.contains(label) else { continue }
      // One field missing and one unknown: that is what was meant, however it was spelt.
      let suggestion = missing.count == 1 ? missing[0] : EditDistance.nearest(to: label, among: missing)
      throw InputError(
        .unknownField(type: type, field: label, suggestion: suggestion), column: labelColumn(node + [index]))
    }
    var fields: [Value.Field] = []
    for templateField in existing {
      guard let index = arguments.firstIndex(where: { $0.label == templateField.name }) else {
        if templateField.value == .nil {
          fields.append(templateField)
          continue
        }
        throw InputError(.missingField(type: type, field: templateField.name), column: column(node))
      }
      fields.append(
        Value.Field(
          templateField.name,
          try normalized(
            arguments[index].value, like: templateField.value, field: templateField.name, node: node + [index]
          )))
    }
    return .keyed(fields)
  }
}
