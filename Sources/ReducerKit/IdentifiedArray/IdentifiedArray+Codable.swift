/// Identified arrays encode as a plain array of their elements, in order.
///
/// ```swift
/// try JSONEncoder().encode(todos)  // [{"id":1,"title":"Milk"}]
/// ```
extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an unkeyed container, in order.
  ///
  /// ```swift
  /// try todos.encode(to: encoder)
  /// ```
  ///
  /// - Complexity: O(n).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_elements)
  }
}

/// Identified arrays of `Identifiable` elements decode from a plain array; ids must be unique.
///
/// Decoding needs the id key path, which an encoded array does not carry, so it is available only where
/// the id is the element's own `id`.
///
/// ```swift
/// try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data)
/// ```
extension IdentifiedArray: Decodable where Element: Identifiable & Decodable, ID == Element.ID {
  /// Decodes an array of elements, throwing `DecodingError.dataCorrupted` on a duplicate id.
  ///
  /// ```swift
  /// let todos = try IdentifiedArrayOf<Todo>(from: decoder)
  /// ```
  ///
  /// - Complexity: O(n).
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var result = Self()
    while !container.isAtEnd {
      let offset = container.currentIndex
      let element = try container.decode(Element.self)
      let (inserted, existing) = result.append(element)
      guard inserted else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "Duplicate id \(element.id) at index \(offset) (first seen at index \(existing)); "
            + "an IdentifiedArray needs unique ids"
        )
      }
    }
    self = result
  }
}
