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
  /// of elements, as TCA writes it, which get new ids; or a mix of both (a test's expected state
  /// after `$0.path.append(…)`), each plain element getting the next id. Two entries with one id
  /// are an error.
  public init(from decoder: any Decoder) throws {
    self.init()
    for item in try [StackStateItem<Element>](from: decoder) {
      guard let id = item.id else {
        append(item.element)
        continue
      }
      guard _positions[id] == nil else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "The stack holds the id \(id) twice"))
      }
      _push(item.element, id: id)
    }
  }
}

/// One item of an encoded stack: an entry with its id, or an element alone (`id` is `nil`).
/// Each form is read as a value of its own type, so that a decoder that checks shapes by the
/// type it is asked for sees an entry, or an element.
struct StackStateItem<Element: Decodable>: Decodable {
  let id: StackElementID?
  let element: Element

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let entry = try? container.decode(StackStateEntry<Element>.self) {
      (id, element) = (entry.id, entry.element)
    } else {
      (id, element) = (nil, try container.decode(Element.self))
    }
  }
}

/// One element of an encoded stack, with its id.
struct StackStateEntry<Element> {
  let id: StackElementID
  let element: Element
}

extension StackStateEntry: Encodable where Element: Encodable {}
extension StackStateEntry: Decodable where Element: Decodable {}
