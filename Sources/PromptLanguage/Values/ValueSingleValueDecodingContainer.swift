import TutorSupport

/// Reads a leaf: a number, text, a flag, nil, or (through `decode<T>`) any value as `T`.
struct ValueSingleValueDecodingContainer: SingleValueDecodingContainer {
  let decoder: ValueDecodingNode

  var codingPath: [any CodingKey] { decoder.codingPath }
  private var value: Value { decoder.value }

  func decodeNil() -> Bool { value == .nil }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value else { throw decoder.mismatch(.bool) }
    return bool
  }

  func decode(_ type: String.Type) throws -> String {
    switch value {
    case .string(let string): return string
    case .uuid(let uuid): return uuid.uuidString
    // A case without payload where an enum reads its raw value: `.dark` for `Theme: String`.
    case .caseValue(let name, let arguments)
    where arguments.isEmpty && TypeShape(of: decoder.expectedType) == .enum:
      return name
    case .caseValue(let name, _) where TypeShape(of: decoder.expectedType) == .enum:
      throw decoder.rawCaseWithArguments(name) ?? decoder.mismatch(.text)
    default: throw decoder.mismatch(.text)
    }
  }

  func decode(_ type: Double.Type) throws -> Double {
    switch value {
    case .double(let double): return double
    case .int(let int): return Double(int)
    default: throw decoder.mismatch(.number)
    }
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard case .int(let int) = value else { throw decoder.mismatch(.wholeNumber) }
    guard let result = T(exactly: int) else {
      throw InputError(.numberOutOfRange(String(int)), column: decoder.column)
    }
    return result
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.child(value, node: decoder.node, field: decoder.field, key: nil, type: T.self).decode(T.self)
  }
}
