import TutorSupport

/// Decodes a ``Value`` (parsed from what the learner typed, or encoded by ``ValueEncoder``) into
/// any `Decodable` type, with errors that say what is wrong in the learner's terms.
///
/// Enum cases decode the way synthesized `Codable` expects: the case name is the single key,
/// an unlabelled payload value is `_0`, `_1`, …, a labelled one its label. Struct literals and
/// keyed values decode as keyed containers; arrays as unkeyed ones.
///
/// Suggestions for misspelt names come from the coding keys of the type being decoded: listed
/// directly when the key type is an enum without payloads (as synthesized `CodingKeys` are) or
/// `CaseIterable`, and otherwise from `vocabulary`, the case names the caller knows of, each
/// kept only if the key type accepts it.
public struct ValueDecoder: Sendable {
  /// Names offered as suggestions when the key type cannot be listed; a leading `.` is ignored.
  public var vocabulary: [String]

  public init(vocabulary: [String] = []) {
    self.vocabulary = vocabulary
  }

  public func decode<T: Decodable>(_ type: T.Type, from value: Value) throws(InputError) -> T {
    try decode(type, from: value, columns: nil)
  }

  /// Decodes a parsed value; errors carry the column of the part that is wrong.
  public func decode<T: Decodable>(_ type: T.Type, from parsed: ParsedValue) throws(InputError) -> T {
    try decode(type, from: parsed.value, columns: parsed.columns)
  }

  func decode<T: Decodable>(_ type: T.Type, from value: Value, columns: SourceColumns?) throws(InputError)
    -> T
  {
    let names = vocabulary.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
    let context = DecodingContext(columns: columns, vocabulary: names)
    let node = ValueDecodingNode(
      value: value, node: [], field: nil, expectedType: T.self, codingPath: [], context: context)
    do {
      return try node.decode(T.self)
    } catch let error as InputError {
      throw error
    } catch {
      throw node.invalidValue(T.self)
    }
  }
}

/// Decodes a value into `type`; see ``ValueDecoder``.
public func decode<T: Decodable>(
  _ type: T.Type, from value: Value, vocabulary: [String] = []
) throws(InputError) -> T {
  try ValueDecoder(vocabulary: vocabulary).decode(type, from: value)
}

/// Decodes a parsed value into `type`; errors carry columns. See ``ValueDecoder``.
public func decode<T: Decodable>(
  _ type: T.Type, from parsed: ParsedValue, vocabulary: [String] = []
) throws(InputError) -> T {
  try ValueDecoder(vocabulary: vocabulary).decode(type, from: parsed)
}
