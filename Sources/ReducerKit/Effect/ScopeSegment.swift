/// One step of the path of lifts an effect was started under: a scoped child (`left`), an
/// optional child (`child`), or one element of a collection (`rows[id: 2]`).
///
/// Two segments are the same when they come from the same lift and address the same element;
/// the description is for people.
public struct ScopeSegment: Hashable, Sendable, CustomStringConvertible {
  let lift: AnyHashableSendable
  let element: AnyHashableSendable?
  /// How the segment reads: `left`, `child`, `rows[id: 2]`.
  public let description: String

  init(lift: some Hashable & Sendable, element: (any Hashable & Sendable)?, description: String) {
    self.lift = AnyHashableSendable(lift)
    self.element = element.map { AnyHashableSendable(erasing: $0) }
    self.description = description
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.lift == rhs.lift && lhs.element == rhs.element
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(lift)
    hasher.combine(element)
  }
}

extension AnyHashableSendable {
  init(erasing value: any Hashable & Sendable) {
    func open<T: Hashable & Sendable>(_ value: T) -> AnyHashableSendable { AnyHashableSendable(value) }
    self = open(value)
  }
}

/// The name of the last component of a key path, for people: `\AppState.rows` → `rows`.
func propertyName(of keyPath: AnyKeyPath) -> String {
  let text = String(describing: keyPath)
  guard let dot = text.lastIndex(of: ".") else { return text }
  return String(text[text.index(after: dot)...])
}
