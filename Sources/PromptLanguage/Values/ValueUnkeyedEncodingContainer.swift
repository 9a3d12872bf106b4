import TutorSupport

/// Appends elements in order.
struct ValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let box: EncodingBox

  var codingPath: [any CodingKey] { box.codingPath }

  var count: Int {
    if case .unkeyed(let elements) = box.content { return elements.count }
    return 0
  }

  private struct IndexKey: CodingKey {
    var stringValue: String { "\(intValue ?? 0)" }
    var intValue: Int?
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  private func newChild(_ type: Any.Type) -> EncodingBox {
    let child = box.child(type: type, key: IndexKey(intValue: count))
    box.append(child)
    return child
  }

  private func append(_ value: Value) {
    newChild(Any.self).content = .single(value)
  }

  func encodeNil() throws { append(.nil) }

  func encode<T: Encodable>(_ value: T) throws {
    try newChild(T.self).encode(value)
  }

  func encode(_ value: Bool) throws { append(.bool(value)) }
  func encode(_ value: String) throws { append(.string(value)) }
  func encode(_ value: Double) throws { append(.double(value)) }
  func encode(_ value: Float) throws { append(.double(Double(value))) }
  func encode(_ value: Int) throws { append(.int(value)) }
  func encode(_ value: Int8) throws { append(.int(Int(value))) }
  func encode(_ value: Int16) throws { append(.int(Int(value))) }
  func encode(_ value: Int32) throws { append(.int(Int(value))) }
  func encode(_ value: Int64) throws { append(.int(Int(value))) }
  func encode(_ value: UInt) throws { append(try ValueSingleValueEncodingContainer.int(value, codingPath)) }
  func encode(_ value: UInt8) throws { append(.int(Int(value))) }
  func encode(_ value: UInt16) throws { append(.int(Int(value))) }
  func encode(_ value: UInt32) throws { append(.int(Int(value))) }
  func encode(_ value: UInt64) throws { append(try ValueSingleValueEncodingContainer.int(value, codingPath)) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    ValueEncodingNode(box: newChild(Any.self)).container(keyedBy: keyType)
  }

  func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    ValueEncodingNode(box: newChild(Any.self)).unkeyedContainer()
  }

  func superEncoder() -> any Encoder {
    ValueEncodingNode(box: newChild(Any.self))
  }
}
