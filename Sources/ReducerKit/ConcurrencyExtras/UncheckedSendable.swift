/// A value declared `Sendable` without the compiler's check, as swift-concurrency-extras'
/// `UncheckedSendable`: for a value that is safe to pass between tasks in the way it is used, but
/// whose type does not say so (TCA's SyncUps wraps a speech request in one).
///
///     await speechClient.startTask(UncheckedSendable(request))
@dynamicMemberLookup
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  public init(_ value: Value) {
    self.value = value
  }

  /// Reads and writes a property of the wrapped value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}
