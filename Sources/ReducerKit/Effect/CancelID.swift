/// The identity of a cancellable effect: the id the reducer chose, plus the path of lifts the
/// effect was started under.
///
/// Because the path is part of the identity, the same inner id used by two rows (or by a child
/// and its parent) never collides. ``Effect/cancel(id:)`` reaches effects with that id at the
/// level it is returned from and below: a parent can cancel a descendant's effect, a child cannot
/// cancel its parent's or a sibling's.
///
/// Ids of different types are different ids, even when they print the same: `1 as Int` and
/// `1 as UInt8` never cancel each other (Swift's `AnyHashable` would call them equal).
public struct CancelID: Hashable, Sendable, CustomStringConvertible {
  let base: AnyHashableSendable
  let label: String

  init<ID: Hashable & Sendable>(_ id: ID) {
    self.base = AnyHashableSendable(id)
    self.label = id as? String ?? String(describing: id)
  }

  public var description: String { label }
}
