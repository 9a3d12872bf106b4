import Synchronization

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
  /// Whether the lift holds one child at a time that can be replaced or removed behind its back
  /// (`ifLet`, a presentation): the store then finds the lift's scopes by ``lift``, to cancel
  /// those of a child that is no longer there. Not part of the identity.
  let isReplaceable: Bool

  init(
    lift: some Hashable & Sendable, element: (any Hashable & Sendable)?, description: String,
    isReplaceable: Bool = false
  ) {
    self.lift = AnyHashableSendable(lift)
    self.element = element.map { AnyHashableSendable(erasing: $0) }
    self.description = description
    self.isReplaceable = isReplaceable
  }

  /// The segment of a lift that reaches its state through `keyPath`. Every lift over the same
  /// property names it the same way, so that one element has one scope whichever lift (`forEach`,
  /// `liftEach`, …) started its effects.
  init(
    keyPath: AnyKeyPath, element: (any Hashable & Sendable)?, description: String, isReplaceable: Bool = false
  ) {
    self.init(
      lift: KeyPathIdentity(keyPath), element: element, description: description, isReplaceable: isReplaceable
    )
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
///
/// Describing a key path is slow, and the runtime's description of key paths is not safe to
/// call from several threads at once (tests run stores in parallel), so each name is worked out
/// once, under a lock, and remembered.
func propertyName(of keyPath: AnyKeyPath) -> String {
  PropertyNames.shared.name(of: keyPath)
}

/// The remembered names of key paths.
final class PropertyNames: Sendable {
  static let shared = PropertyNames()
  private let names = Mutex<[Key: String]>([:])

  /// A key path as a dictionary key. Key paths are immutable, and equal when they lead the same
  /// way, so equal paths built at different places share one entry.
  private struct Key: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath
  }

  func name(of keyPath: AnyKeyPath) -> String {
    let key = Key(keyPath: keyPath)
    return names.withLock { names in
      if let name = names[key] { return name }
      let text = String(describing: keyPath)
      let name = text.lastIndex(of: ".").map { String(text[text.index(after: $0)...]) } ?? text
      names[key] = name
      return name
    }
  }
}

/// A key path as the identity of a lift. Key paths are immutable values.
struct KeyPathIdentity: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}
