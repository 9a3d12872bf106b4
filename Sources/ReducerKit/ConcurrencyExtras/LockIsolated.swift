import Foundation

/// A value behind a lock, as swift-concurrency-extras' `LockIsolated` (TCA re-exports it): what a
/// test's `@Sendable` dependency closure records into, to check afterwards.
///
///     let settingsOpened = LockIsolated(false)
///     … withDependencies: { $0.openSettings = { settingsOpened.setValue(true) } }
///     #expect(settingsOpened.value)
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var stored: Value

  /// A new isolated value.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.stored = try value()
  }

  /// The value now.
  public var value: Value { lock.withLock { stored } }

  /// A property of the value now: `counts.count`.
  public subscript<Member: Sendable>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    lock.withLock { stored[keyPath: keyPath] }
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    try lock.withLock { stored = try newValue() }
  }

  /// Changes the value with exclusive access: `events.withValue { $0.append("opened") }`.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try lock.withLock { try operation(&stored) }
  }
}

extension LockIsolated where Value: Sendable {
  /// The value now (swift-concurrency-extras' spelling for a sendable value).
  public func callAsFunction() -> Value { value }
}
