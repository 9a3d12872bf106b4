extension StackState: Encodable where Element: Encodable {
  /// Encoded as a list of `{"id": 0, "element": …}`, bottom first, so that the ids survive a
  /// round trip (the tutor compares encoded states). TCA encodes the elements alone; that form
  /// decodes too.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for (id, element) in zip(_ids, _elements) {
      try container.encode(StackStateEntry(id: id, element: element))
    }
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a list of `{"id": 0, "element": …}` (what ``encode(to:)`` writes), or a plain list
  /// of elements, as TCA writes it, which get new ids. Two entries with one id are an error.
  public init(from decoder: any Decoder) throws {
    self.init()
    if let entries = try? [StackStateEntry<Element>](from: decoder) {
      for entry in entries {
        guard _positions[entry.id] == nil else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: decoder.codingPath, debugDescription: "The stack holds the id \(entry.id) twice"))
        }
        _push(entry.element, id: entry.id)
      }
      return
    }
    append(contentsOf: try [Element](from: decoder))
  }
}

/// One element of an encoded stack, with its id.
struct StackStateEntry<Element> {
  let id: StackElementID
  let element: Element
}

extension StackStateEntry: Encodable where Element: Encodable {}
extension StackStateEntry: Decodable where Element: Decodable {}
