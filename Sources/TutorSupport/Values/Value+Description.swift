import Foundation

extension Value: CustomStringConvertible {
  /// The value written back in the Swift spelling the learner types, on one line:
  /// `.left(.inc)`, `Row.State(id: 3, seconds: 0)`, `"señal"`, `[1, 2]`.
  ///
  /// Keyed values (encoded structs) have no type name and render as `(id: 3, seconds: 0)`.
  public var description: String {
    switch self {
    case .int(let int): String(int)
    case .double(let double): Self.describe(double)
    case .string(let string): Self.quoted(string)
    case .bool(let bool): bool ? "true" : "false"
    case .nil: "nil"
    case .uuid(let uuid): "UUID(\"\(uuid.uuidString)\")"
    case .caseValue(let name, let arguments):
      arguments.isEmpty ? ".\(name)" : ".\(name)(\(Self.describe(arguments)))"
    case .structLiteral(let typeName, let arguments): "\(typeName)(\(Self.describe(arguments)))"
    case .array(let elements): "[\(elements.map(\.description).joined(separator: ", "))]"
    case .dictionary(let entries):
      entries.isEmpty
        ? "[:]" : "[\(entries.map { "\($0.key): \($0.value)" }.joined(separator: ", "))]"
    case .keyed(let fields): "(\(fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ")))"
    }
  }

  static func describe(_ arguments: [Argument]) -> String {
    arguments.map { argument in
      argument.label.map { "\($0): \(argument.value)" } ?? argument.value.description
    }.joined(separator: ", ")
  }

  static func describe(_ double: Double) -> String {
    if double.isFinite, double == double.rounded(), abs(double) < 1e15 {
      return String(format: "%.1f", double)
    }
    return String(double)
  }

  /// `string` as a Swift string literal, escaping quotes, backslashes and control characters.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
