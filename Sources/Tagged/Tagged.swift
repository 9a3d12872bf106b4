/// A value of type `RawValue` told apart by a phantom `Tag`, as swift-tagged's `Tagged`: two ids
/// that are both `UUID`s, or both `Int`s, become types the compiler keeps apart.
///
///     struct SyncUp: Identifiable {
///       let id: Tagged<Self, UUID>
///     }
///     struct Attendee: Identifiable {
///       let id: Tagged<Self, UUID>
///     }
///     // SyncUp.ID and Attendee.ID are different types: one cannot be passed for the other.
///
/// It is what its raw value is: `Equatable`, `Hashable`, `Comparable`, `Codable` (encoded as the
/// raw value alone), `Sendable`, printable, and made from the same literals, whenever the raw
/// value is.
@dynamicMemberLookup
public struct Tagged<Tag, RawValue> {
  /// The value underneath the tag.
  public var rawValue: RawValue

  /// Tags `rawValue`: `SyncUp.ID(rawValue: uuid)`.
  public init(rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Tags `rawValue`, without the label: `SyncUp.ID(uuid())`.
  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Reads a property of the raw value through the tag: `id.uuidString`.
  public subscript<Member>(dynamicMember keyPath: KeyPath<RawValue, Member>) -> Member {
    rawValue[keyPath: keyPath]
  }

  /// The same tag on a transformed raw value.
  ///
  ///     let id: Tagged<User, Int> = 41
  ///     id.map { $0 + 1 }   // Tagged<User, Int>(42)
  public func map<NewRawValue>(
    _ transform: (RawValue) throws -> NewRawValue
  ) rethrows -> Tagged<Tag, NewRawValue> {
    Tagged<Tag, NewRawValue>(rawValue: try transform(rawValue))
  }

  /// The same raw value under another tag: a deliberate conversion between tagged types.
  public func coerced<NewTag>(to type: NewTag.Type) -> Tagged<NewTag, RawValue> {
    Tagged<NewTag, RawValue>(rawValue: rawValue)
  }
}

extension Tagged: RawRepresentable {}

extension Tagged: Sendable where RawValue: Sendable {}
