import Foundation

/// Tells the current date (TCA's `DateGenerator`, read as `@Dependency(\.date)`):
///
///     @Dependency(\.date.now) var now
///     @Dependency(\.date) var date
///     state.createdAt = date()          // or date.now
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The date now. Setting it makes the generator a constant (swift-dependencies' spelling in a
  /// test: `$0.date.now = Date(timeIntervalSince1970: 0)`).
  public var now: Date {
    get { generate() }
    set { self = .constant(newValue) }
  }

  public func callAsFunction() -> Date { generate() }

  /// The system's date.
  public static var live: DateGenerator { DateGenerator { Date() } }

  /// Always `date`: what a test sets so that dates are predictable.
  public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }
}
