import TutorSupport

/// Writes one leaf, or any value through its own `encode(to:)`.
struct ValueSingleValueEncodingContainer: SingleValueEncodingContainer {
  let box: EncodingBox

  var codingPath: [any CodingKey] { box.codingPath }

  private func set(_ value: Value) { box.content = .single(value) }

  /// An unsigned integer as `.int`, or an error when it does not fit.
  static func int<T: BinaryInteger>(_ value: T, _ codingPath: [any CodingKey]) throws -> Value {
    guard let int = Int(exactly: value) else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) does not fit in an Int"))
    }
    return .int(int)
  }

  func encodeNil() throws { set(.nil) }
  func encode(_ value: Bool) throws { set(.bool(value)) }
  func encode(_ value: String) throws { set(.string(value)) }
  func encode(_ value: Double) throws { set(.double(value)) }
  func encode(_ value: Float) throws { set(.double(Double(value))) }
  func encode(_ value: Int) throws { set(.int(value)) }
  func encode(_ value: Int8) throws { set(.int(Int(value))) }
  func encode(_ value: Int16) throws { set(.int(Int(value))) }
  func encode(_ value: Int32) throws { set(.int(Int(value))) }
  func encode(_ value: Int64) throws { set(.int(Int(value))) }
  func encode(_ value: UInt) throws { set(try Self.int(value, codingPath)) }
  func encode(_ value: UInt8) throws { set(.int(Int(value))) }
  func encode(_ value: UInt16) throws { set(.int(Int(value))) }
  func encode(_ value: UInt32) throws { set(.int(Int(value))) }
  func encode(_ value: UInt64) throws { set(try Self.int(value, codingPath)) }

  func encode<T: Encodable>(_ value: T) throws {
    let child = box.child(type: T.self, key: nil)
    try child.encode(value)
    set(child.value)
  }
}
