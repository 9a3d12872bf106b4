import Foundation

/// A value as the tutor sees it: parsed from what the learner typed, or encoded from a lesson's
/// state or action.
///
/// Parsed input uses ``caseValue(name:arguments:)`` for leading-dot cases and
/// ``structLiteral(typeName:arguments:)`` for literals like `Row.State(id: 3, seconds: 0)`.
/// Encoded values use ``caseValue(name:arguments:)`` for enums and ``keyed(_:)`` for structs and
/// string-keyed dictionaries, in field order. Both shapes decode with ``ValueDecoder``.
public indirect enum Value: Equatable, Sendable {
  case int(Int)
  case double(Double)
  case string(String)
  case bool(Bool)
  case `nil`
  case uuid(UUID)
  /// A leading-dot case such as `.left(.inc)` or `.setBoth(x: 1, y: 2)`.
  case caseValue(name: String, arguments: [Argument])
  /// A literal of a lesson type such as `Row.State(id: 3, seconds: 0)`.
  case structLiteral(typeName: String, arguments: [Argument])
  /// An array literal `[1, 2]`, or an encoded unkeyed container.
  case array([Value])
  /// A dictionary literal `["a": 1]` as typed (keys may be any value).
  case dictionary([Entry])
  /// An encoded struct or string-keyed dictionary: fields in order.
  case keyed([Field])

  /// One argument of a case or struct literal: an optional label and a value.
  public struct Argument: Equatable, Sendable {
    public var label: String?
    public var value: Value

    public init(_ label: String?, _ value: Value) {
      self.label = label
      self.value = value
    }
  }

  /// One field of a keyed value.
  public struct Field: Equatable, Sendable {
    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// One entry of a dictionary literal.
  public struct Entry: Equatable, Sendable {
    public var key: Value
    public var value: Value

    public init(_ key: Value, _ value: Value) {
      self.key = key
      self.value = value
    }
  }
}

extension Value {
  /// A case without arguments, such as `.inc`.
  public static func `case`(_ name: String, _ arguments: Argument...) -> Value {
    .caseValue(name: name, arguments: arguments)
  }

  /// The arguments of a case or struct literal; empty for other values.
  public var arguments: [Argument] {
    switch self {
    case .caseValue(_, let arguments), .structLiteral(_, let arguments): arguments
    default: []
    }
  }

  /// The value of the field `name` of a keyed value or struct literal.
  public subscript(field name: String) -> Value? {
    switch self {
    case .keyed(let fields): fields.first { $0.name == name }?.value
    case .structLiteral(_, let arguments): arguments.first { $0.label == name }?.value
    default: nil
    }
  }

  /// Whether two values stand for the same thing, allowing for the ways one thing can be
  /// written: `1` and `1.0`, `UUID("…")` and its string, a struct literal and its keyed shape.
  public func matches(_ other: Value) -> Bool {
    switch (self, other) {
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.uuid(let a), .string(let b)), (.string(let b), .uuid(let a)):
      return UUID(uuidString: b) == a
    case (.structLiteral(_, let arguments), .keyed(let fields)),
      (.keyed(let fields), .structLiteral(_, let arguments)):
      return arguments.count == fields.count
        && arguments.allSatisfy { argument in
          guard let label = argument.label, let field = fields.first(where: { $0.name == label })
          else { return false }
          return argument.value.matches(field.value)
        }
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
    case (.caseValue(let n1, let a1), .caseValue(let n2, let a2)):
      return n1 == n2 && a1.count == a2.count
        && zip(a1, a2).allSatisfy { $0.label == $1.label && $0.value.matches($1.value) }
    case (.keyed(let a), .keyed(let b)):
      return a.count == b.count
        && a.allSatisfy { field in b.contains { $0.name == field.name && $0.value.matches(field.value) } }
    default:
      return self == other
    }
  }
}
