import TutorSupport

/// Reads the elements of an array (or the alternating keys and values of a dictionary whose
/// keys are neither strings nor integers).
struct ValueUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let decoder: ValueDecodingNode
  let elements: [(value: Value, node: [Int])]
  private(set) var currentIndex = 0

  init(decoder: ValueDecodingNode, elements: [(Value, [Int])]) {
    self.decoder = decoder
    self.elements = elements.map { (value: $0.0, node: $0.1) }
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private struct IndexKey: CodingKey {
    var stringValue: String { "\(intValue ?? 0)" }
    var intValue: Int?
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  private mutating func next(_ type: Any.Type) throws(InputError) -> ValueDecodingNode {
    guard !isAtEnd else {
      throw InputError(.notEnoughElements(field: decoder.field), column: decoder.column)
    }
    let element = elements[currentIndex]
    currentIndex += 1
    return decoder.child(
      element.value, node: element.node, field: decoder.field, key: IndexKey(intValue: currentIndex - 1),
      type: type)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else {
      throw InputError(.notEnoughElements(field: decoder.field), column: decoder.column)
    }
    guard elements[currentIndex].value == .nil else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decode(type) }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
  mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decode(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decode(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decode(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decode(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decode(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decode(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decode(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next(Any.self).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next(Any.self).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    try next(Any.self)
  }
}
