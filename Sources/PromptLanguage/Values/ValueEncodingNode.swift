/// The `Encoder` for one box of a value being encoded.
struct ValueEncodingNode: Encoder {
  let box: EncodingBox

  var codingPath: [any CodingKey] { box.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .keyed = box.content {} else { box.content = .keyed([]) }
    return KeyedEncodingContainer(ValueKeyedEncodingContainer<Key>(box: box))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .unkeyed = box.content {} else { box.content = .unkeyed([]) }
    return ValueUnkeyedEncodingContainer(box: box)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ValueSingleValueEncodingContainer(box: box)
  }
}
