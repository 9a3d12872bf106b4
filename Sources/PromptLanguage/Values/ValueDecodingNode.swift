import Foundation
import TutorSupport

/// The `Decoder` for one node of a value tree, expecting one type.
final class ValueDecodingNode: Decoder {
  let value: Value
  /// The source node of `value` (see ``SourceColumns``).
  let node: [Int]
  /// The field or argument this value is for, as named in messages.
  let field: String?
  let expectedType: Any.Type
  let codingPath: [any CodingKey]
  let context: DecodingContext
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  private var usages: [KeyUsage] = []

  init(
    value: Value, node: [Int], field: String?, expectedType: Any.Type, codingPath: [any CodingKey],
    context: DecodingContext
  ) {
    var value = value
    var node = node
    switch (TypeShape(of: expectedType), value) {
    case (.optional, .caseValue("none", let arguments)) where arguments.isEmpty:
      value = .nil
    case (.optional, .caseValue("some", let arguments))
    where arguments.count == 1 && arguments[0].label == nil:
      value = arguments[0].value
      node.append(0)
    case (.enum, .keyed(let fields)):
      value = Self.enumCase(fromKeyed: fields) ?? value
    default:
      break
    }
    self.value = value
    self.node = node
    self.field = field
    self.expectedType = expectedType
    self.codingPath = codingPath
    self.context = context
  }

  /// `{"left": {"_0": …}}`, the keyed shape of an enum case, as a case value.
  private static func enumCase(fromKeyed fields: [Value.Field]) -> Value? {
    guard fields.count == 1, case .keyed(let payload) = fields[0].value else { return nil }
    let arguments = payload.enumerated().map { index, field in
      Value.Argument(field.name == "_\(index)" ? nil : field.name, field.value)
    }
    return .caseValue(name: fields[0].name, arguments: arguments)
  }

  var column: Int? { context.column(of: node) }

  func child(_ value: Value, node: [Int], field: String?, key: (any CodingKey)?, type: Any.Type)
    -> ValueDecodingNode
  {
    ValueDecodingNode(
      value: value, node: node, field: field, expectedType: type,
      codingPath: key.map { codingPath + [$0] } ?? codingPath, context: context)
  }

  /// Decodes `T` from this node, then checks that it took every argument and field given.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == UUID.self, let uuid = try decodeUUID() as? T { return uuid }
    let result: T
    do {
      result = try T(from: self)
    } catch let error as InputError {
      throw error
    } catch {
      throw unknownRawCase(T.self) ?? invalidValue(T.self)
    }
    for usage in usages {
      if let error = usage.unused(at: self) { throw error }
    }
    return result
  }

  private func decodeUUID() throws(InputError) -> UUID {
    switch value {
    case .uuid(let uuid): return uuid
    case .string(let string):
      guard let uuid = UUID(uuidString: string) else {
        throw InputError(.invalidUUID(string), column: column)
      }
      return uuid
    default: throw mismatch(.uuid)
    }
  }

  func mismatch(_ expected: InputError.ExpectedValue) -> InputError {
    InputError(.typeMismatch(expected: expected, field: field), column: column)
  }

  /// For an enum read from its raw value (`enum CounterAction: String, CaseIterable`), a case
  /// name it refused as "no such case", listing the cases it has.
  private func unknownRawCase(_ type: Any.Type) -> InputError? {
    guard case .caseValue(let name, let arguments) = value, arguments.isEmpty,
      let iterable = type as? any CaseIterable.Type
    else { return nil }
    let valid = Self.caseNames(iterable)
    guard !valid.isEmpty else { return nil }
    return InputError(
      .unknownCase(name: name, suggestion: EditDistance.nearest(to: name, among: valid), valid: valid),
      column: column)
  }

  /// For an enum read from its raw value, a case written with arguments: it takes none, or
  /// there is no such case.
  func rawCaseWithArguments(_ name: String) -> InputError? {
    guard let iterable = expectedType as? any CaseIterable.Type else { return nil }
    let valid = Self.caseNames(iterable)
    guard !valid.isEmpty else { return nil }
    if valid.contains(name) { return InputError(.takesNoArguments(caseName: name), column: column) }
    return InputError(
      .unknownCase(name: name, suggestion: EditDistance.nearest(to: name, among: valid), valid: valid),
      column: column)
  }

  private static func caseNames<C: CaseIterable>(_: C.Type) -> [String] {
    C.allCases.map { value in
      ((value as? any RawRepresentable)?.rawValue as? String) ?? String(describing: value)
    }
  }

  func invalidValue(_ type: Any.Type) -> InputError {
    InputError(.invalidValue(type: TypeShape.displayName(of: type), value: value.description), column: column)
  }

  private var expectedTypeName: String { TypeShape.displayName(of: expectedType) }

  /// What kind of value the expected type needs, for a mismatch.
  private func expectedKeyedValue<Key: CodingKey>(_: Key.Type) -> InputError.ExpectedValue {
    if TypeShape.isDictionary(expectedType) { return .dictionary }
    switch TypeShape(of: expectedType) {
    case .enum: return .caseValue(example: context.example(of: Key.self))
    case .struct: return .structValue(type: expectedTypeName)
    default: return .structValue(type: nil)
    }
  }

  // MARK: Decoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let shape = TypeShape(of: expectedType)
    let isDictionary = TypeShape.isDictionary(expectedType)
    let accepts: (String) -> Bool = { Key(stringValue: $0) != nil }
    let usage: KeyUsage
    switch value {
    case .caseValue(let name, _):
      guard shape != .struct, !isDictionary else { throw mismatch(expectedKeyedValue(Key.self)) }
      guard accepts(name) else {
        throw InputError(
          .unknownCase(
            name: name, suggestion: context.suggestion(for: name, in: Key.self),
            valid: context.validNames(of: Key.self)), column: column)
      }
      usage = KeyUsage(
        owner: .enumSelector(caseName: name),
        entries: [KeyUsage.Entry(key: name, value: value, node: node, label: nil, position: 0)],
        accepts: accepts)
    case .structLiteral(let typeName, let arguments):
      guard shape != .enum, !isDictionary else { throw mismatch(expectedKeyedValue(Key.self)) }
      if shape == .struct, !TypeShape.name(typeName, matches: expectedType) {
        throw InputError(.wrongStructType(expected: expectedTypeName, given: typeName), column: column)
      }
      usage = KeyUsage(
        owner: .structType(typeName), entries: entries(of: arguments), accepts: accepts)
    case .keyed(let fields):
      guard shape != .enum else { throw mismatch(expectedKeyedValue(Key.self)) }
      let entries = fields.enumerated().map { index, field in
        KeyUsage.Entry(
          key: field.name, value: field.value, node: node + [index], label: field.name, position: index)
      }
      usage = KeyUsage(
        owner: isDictionary ? .dictionary(expectedTypeName) : .structType(expectedTypeName), entries: entries,
        accepts: accepts)
    case .dictionary(let pairs):
      guard shape != .enum else { throw mismatch(expectedKeyedValue(Key.self)) }
      var entries: [KeyUsage.Entry] = []
      for (index, pair) in pairs.enumerated() {
        let key: String
        switch pair.key {
        case .string(let string): key = string
        case .int(let int): key = String(int)
        default:
          throw InputError(
            .typeMismatch(expected: .text, field: field), column: context.column(of: node + [2 * index]))
        }
        entries.append(
          KeyUsage.Entry(
            key: key, value: pair.value, node: node + [2 * index + 1], label: key, position: index))
      }
      usage = KeyUsage(owner: .dictionary(expectedTypeName), entries: entries, accepts: accepts)
    case .array(let elements) where elements.isEmpty && isDictionary:
      usage = KeyUsage(owner: .dictionary(expectedTypeName), entries: [], accepts: accepts)
    default:
      throw mismatch(expectedKeyedValue(Key.self))
    }
    usages.append(usage)
    return KeyedDecodingContainer(ValueKeyedDecodingContainer<Key>(decoder: self, usage: usage))
  }

  /// The entries of case or struct literal arguments: a label is its key, an unlabelled value
  /// at position `i` is `_i`, as synthesized `Codable` names payload values.
  func entries(of arguments: [Value.Argument]) -> [KeyUsage.Entry] {
    arguments.enumerated().map { index, argument in
      KeyUsage.Entry(
        key: argument.label ?? "_\(index)", value: argument.value, node: node + [index],
        label: argument.label,
        position: index)
    }
  }

  /// Registers the payload container of a case opened by its enum.
  func register(_ usage: KeyUsage) {
    usages.append(usage)
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    switch value {
    case .array(let elements):
      return ValueUnkeyedDecodingContainer(
        decoder: self, elements: elements.enumerated().map { ($1, node + [$0]) })
    case .dictionary(let pairs):
      // Dictionaries whose keys are not strings or integers code as [key, value, key, value, …].
      var elements: [(Value, [Int])] = []
      for (index, pair) in pairs.enumerated() {
        elements.append((pair.key, node + [2 * index]))
        elements.append((pair.value, node + [2 * index + 1]))
      }
      return ValueUnkeyedDecodingContainer(decoder: self, elements: elements)
    default:
      throw mismatch(TypeShape.isDictionary(expectedType) ? .dictionary : .list)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ValueSingleValueDecodingContainer(decoder: self)
  }
}
