import TutorSupport

/// Encodes any `Encodable` into the ``Value`` shape that ``ValueDecoder`` reads back:
/// enums as ``Value/caseValue(name:arguments:)`` (payload `_0`, `_1`, … unlabelled), structs and
/// string-keyed dictionaries as ``Value/keyed(_:)`` in the order they encode their fields,
/// arrays as ``Value/array(_:)``, `UUID` as ``Value/uuid(_:)``.
///
/// Optional fields that are nil are kept as ``Value/nil`` (not left out), so a path such as
/// `child` exists in the tree whether or not the child is there.
public struct ValueEncoder: Sendable {
  public init() {}

  public func encode<T: Encodable>(_ value: T) throws -> Value {
    let box = EncodingBox(type: T.self)
    try box.encode(value)
    return box.value
  }
}

/// Encodes `value` into a ``Value``; see ``ValueEncoder``.
public func encodeToValue<T: Encodable>(_ value: T) throws -> Value {
  try ValueEncoder().encode(value)
}
