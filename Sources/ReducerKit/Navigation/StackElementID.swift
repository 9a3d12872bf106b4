/// The identity of one element of a ``StackState``: `#0`, `#1`, … in the order elements were
/// added, never reused by the stack (TCA's generational ids).
///
///     var path = StackState<Int>()
///     path.append(42)          // id #0
///     path.append(1729)        // id #1
///     path.removeAll()
///     path.append(-1)          // id #2, not #0
///
/// Ids come from the store's ``StackElementIDGenerator`` (`@Dependency(\.stackElementID)`), so
/// under a `TestStore` they count from 0 and a test can name them with an integer literal:
/// `.path(.element(id: 0, action: .tapped))`, `$0.path[id: 1] = .detail(…)`.
public struct StackElementID: Hashable, Sendable {
  /// Underscored so that dumps print the id's description (`#0`), as TCA's do.
  let _generation: Int

  /// The id's number: how many ids were handed out before it.
  public var generation: Int { _generation }

  /// The id numbered `generation`.
  public init(generation: Int) { self._generation = generation }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// `0` for `StackElementID(generation: 0)`. (TCA allows this only in tests; here it is allowed
  /// everywhere, because the tutor's prompt names stack elements the same way.)
  public init(integerLiteral value: Int) { self.init(generation: value) }
}

extension StackElementID: Comparable {
  /// Older ids first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs._generation < rhs._generation }
}

extension StackElementID: CustomStringConvertible, CustomDebugStringConvertible {
  /// `#0`, as TCA prints it.
  public var description: String { "#\(_generation)" }
  public var debugDescription: String { description }
}

extension StackElementID: Codable {
  /// Encoded as its number: `.popFrom(id: 2)` is `{"popFrom":{"id":2}}`.
  public init(from decoder: any Decoder) throws {
    self.init(generation: try decoder.singleValueContainer().decode(Int.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_generation)
  }
}
