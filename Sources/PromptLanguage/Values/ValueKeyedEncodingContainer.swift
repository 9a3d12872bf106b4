import TutorSupport

/// Writes fields in the order they are encoded; nil optionals are written as `.nil`.
struct ValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: EncodingBox

  var codingPath: [any CodingKey] { box.codingPath }

  private func set(_ value: Value, forKey key: Key) {
    let child = box.child(type: Any.self, key: key)
    child.content = .single(value)
    box.setField(key.stringValue, child)
  }

  func encodeNil(forKey key: Key) throws { set(.nil, forKey: key) }

  func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let child = box.child(type: T.self, key: key)
    try child.encode(value)
    box.setField(key.stringValue, child)
  }

  func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), forKey: key) }
  func encode(_ value: String, forKey key: Key) throws { set(.string(value), forKey: key) }
  func encode(_ value: Double, forKey key: Key) throws { set(.double(value), forKey: key) }
  func encode(_ value: Float, forKey key: Key) throws { set(.double(Double(value)), forKey: key) }
  func encode(_ value: Int, forKey key: Key) throws { set(.int(value), forKey: key) }
  func encode(_ value: Int8, forKey key: Key) throws { set(.int(Int(value)), forKey: key) }
  func encode(_ value: Int16, forKey key: Key) throws { set(.int(Int(value)), forKey: key) }
  func encode(_ value: Int32, forKey key: Key) throws { set(.int(Int(value)), forKey: key) }
  func encode(_ value: Int64, forKey key: Key) throws { set(.int(Int(value)), forKey: key) }
  func encode(_ value: UInt, forKey key: Key) throws {
    set(try ValueSingleValueEncodingContainer.int(value, codingPath + [key]), forKey: key)
  }
  func encode(_ value: UInt8, forKey key: Key) throws { set(.int(Int(value)), forKey: key) }
  func encode(_ value: UInt16, forKey key: Key) throws { set(.int(Int(value)), forKey: key) }
  func encode(_ value: UInt32, forKey key: Key) throws { set(.int(Int(value)), forKey: key) }
  func encode(_ value: UInt64, forKey key: Key) throws {
    set(try ValueSingleValueEncodingContainer.int(value, codingPath + [key]), forKey: key)
  }

  // Nil optionals are kept as `.nil`, so every field of a struct is in its tree.
  func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }

  func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { put(value.map { .bool($0) }, key) }
  func encodeIfPresent(_ value: String?, forKey key: Key) throws { put(value.map { .string($0) }, key) }
  func encodeIfPresent(_ value: Double?, forKey key: Key) throws { put(value.map { .double($0) }, key) }
  func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    put(value.map { .double(Double($0)) }, key)
  }
  func encodeIfPresent(_ value: Int?, forKey key: Key) throws { put(value.map { .int($0) }, key) }
  func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { put(value.map { .int(Int($0)) }, key) }
  func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { put(value.map { .int(Int($0)) }, key) }
  func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { put(value.map { .int(Int($0)) }, key) }
  func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { put(value.map { .int(Int($0)) }, key) }
  func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }
  func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { put(value.map { .int(Int($0)) }, key) }
  func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { put(value.map { .int(Int($0)) }, key) }
  func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { put(value.map { .int(Int($0)) }, key) }
  func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }

  private func put(_ value: Value?, _ key: Key) {
    set(value ?? .nil, forKey: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = box.child(type: Any.self, key: key)
    box.setField(key.stringValue, child)
    return ValueEncodingNode(box: child).container(keyedBy: keyType)
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = box.child(type: Any.self, key: key)
    box.setField(key.stringValue, child)
    return ValueEncodingNode(box: child).unkeyedContainer()
  }

  func superEncoder() -> any Encoder {
    let child = box.child(type: Any.self, key: nil)
    box.setField("super", child)
    return ValueEncodingNode(box: child)
  }

  func superEncoder(forKey key: Key) -> any Encoder {
    let child = box.child(type: Any.self, key: key)
    box.setField(key.stringValue, child)
    return ValueEncodingNode(box: child)
  }
}
