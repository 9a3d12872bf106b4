import TutorSupport

/// Reads the payload of an enum case, the fields of a struct literal or keyed value, or the
/// entries of a dictionary literal, recording which keys the decoding type asks for.
struct ValueKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ValueDecodingNode
  let usage: KeyUsage

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] {
    usage.entries.compactMap { entry in
      Key(stringValue: entry.key) ?? Int(entry.key).flatMap { Key(intValue: $0) }
    }
  }

  func contains(_ key: Key) -> Bool {
    usage.request(key.stringValue)
    return usage.entry(key.stringValue, intValue: key.intValue) != nil
  }

  /// The entry for `key`, marked as taken; the right error when there is none.
  private func entry(_ key: Key) throws(InputError) -> KeyUsage.Entry {
    usage.request(key.stringValue)
    guard let entry = usage.entry(key.stringValue, intValue: key.intValue) else {
      throw usage.missing(key.stringValue, at: decoder)
    }
    usage.consume(entry)
    return entry
  }

  /// The node for `key`'s value, expecting `type`. For an enum selector that is the case's one
  /// unlabelled payload value (custom enum decoders read it so), or its payload as a whole.
  private func child(_ key: Key, type: Any.Type) throws(InputError) -> ValueDecodingNode {
    let entry = try entry(key)
    if case .enumSelector(let name) = usage.owner {
      usage.payloadHandled = true
      let arguments = decoder.value.arguments
      if arguments.count == 1, arguments[0].label == nil {
        return decoder.child(
          arguments[0].value, node: entry.node + [0], field: "." + name, key: key, type: type)
      }
      let fields = decoder.entries(of: arguments).map { Value.Field($0.key, $0.value) }
      return decoder.child(.keyed(fields), node: entry.node, field: "." + name, key: key, type: type)
    }
    return decoder.child(entry.value, node: entry.node, field: usage.field(of: entry), key: key, type: type)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    if case .enumSelector = usage.owner { return false }
    return Self.isNil(try entry(key).value)
  }

  /// `nil` and `.none` are both nil where an optional is read.
  private static func isNil(_ value: Value) -> Bool {
    switch value {
    case .nil: true
    case .caseValue("none", let arguments): arguments.isEmpty
    default: false
    }
  }

  /// Reads an optional: nil when the key is missing or the value is `nil`/`.none`; the value
  /// of `.some(x)` is `x`.
  private func optional<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard contains(key) else { return nil }
    if case .enumSelector = usage.owner { return try decode(type, forKey: key) }
    let entry = try entry(key)
    if Self.isNil(entry.value) { return nil }
    var value = entry.value
    var node = entry.node
    if case .caseValue("some", let arguments) = value, arguments.count == 1, arguments[0].label == nil,
      TypeShape(of: T.self) != .enum
    {
      value = arguments[0].value
      node.append(0)
    }
    return try decoder.child(value, node: node, field: usage.field(of: entry), key: key, type: T.self)
      .decode(T.self)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, forKey: key) }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, forKey: key) }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, forKey: key) }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, forKey: key) }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try optional(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try optional(type, forKey: key)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key, type: T.self).decode(T.self)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key, type: type).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try child(key, type: type).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try child(key, type: type).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key, type: type).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key, type: type).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key, type: type).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key, type: type).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key, type: type).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key, type: type).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key, type: type).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key, type: type).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try child(key, type: type).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try child(key, type: type).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try child(key, type: type).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    if case .enumSelector(let name) = usage.owner {
      _ = try entry(key)
      usage.payloadHandled = true
      let payload = KeyUsage(
        owner: .enumCase(caseName: name), entries: decoder.entries(of: decoder.value.arguments),
        accepts: { NestedKey(stringValue: $0) != nil })
      decoder.register(payload)
      return KeyedDecodingContainer(ValueKeyedDecodingContainer<NestedKey>(decoder: decoder, usage: payload))
    }
    return try child(key, type: Any.self).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key, type: Any.self).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else {
      return decoder.child(.keyed([]), node: decoder.node, field: nil, key: nil, type: Any.self)
    }
    return try child(key, type: Any.self)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try child(key, type: Any.self)
  }
}
