/// A type-erased hashable value that is also `Sendable`, as swift-concurrency-extras' (which TCA
/// re-exports): a generic feature's cancel id, say, `CancelID(id: AnyHashableSendable(state.id))`.
/// Two values are equal only when their types are equal too: unlike `AnyHashable` (and unlike
/// swift-concurrency-extras', which compares through `AnyHashable`), `1 as Int` and `1 as UInt8`
/// differ. It has no `base` property: nothing here needs the value back.
///
/// The `AnyHashable` and the type are made once, when the value is erased: scopes and cancel
/// ids are dictionary keys hashed and compared on every effect started, finished or cancelled.
public struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // Unchecked: `value` is only ever made from a `Sendable` value, and is immutable.
  private let value: AnyHashable
  private let type: ObjectIdentifier

  public init(_ value: some Hashable & Sendable) {
    if let erased = value as? AnyHashableSendable {
      self = erased
    } else {
      self.value = AnyHashable(value)
      self.type = ObjectIdentifier(Swift.type(of: value))
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.value == rhs.value
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(value)
  }
}
