import Foundation
import Synchronization

/// Hands out whole-number ids: `0, 1, 2, …`.
///
///     @Dependency(\.nextID) var nextID
///     state.rows.append(Row.State(id: nextID()))
public struct IDGenerator: Sendable {
  private let generate: @Sendable () -> Int

  public init(_ generate: @escaping @Sendable () -> Int) { self.generate = generate }

  public func callAsFunction() -> Int { generate() }

  /// Counts up from `start`, one id per call.
  public static func incrementing(from start: Int) -> IDGenerator {
    let counter = Counter(start)
    return IDGenerator { counter.next() }
  }
}

/// Hands out UUIDs.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  public init(_ generate: @escaping @Sendable () -> UUID) { self.generate = generate }

  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs.
  public static var live: UUIDGenerator { UUIDGenerator { UUID() } }

  /// `00000000-0000-0000-0000-000000000000`, then `…-000000000001`, and so on: `UUID(0)`,
  /// `UUID(1)`, ….
  public static var incrementing: UUIDGenerator {
    let counter = Counter(0)
    return UUIDGenerator { UUID(counter.next()) }
  }
}

/// A thread-safe counter shared by the copies of one generator.
final class Counter: Sendable {
  private let value: Mutex<Int>
  init(_ start: Int) { value = Mutex(start) }
  func next() -> Int {
    value.withLock { v in
      defer { v += 1 }
      return v
    }
  }
}
