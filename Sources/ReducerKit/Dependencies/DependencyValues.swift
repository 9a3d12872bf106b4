import Foundation

/// The outside world a reducer and its effects may use: a clock, id generators, and where
/// runtime warnings go. A store injects its values; reducers read them with ``Dependency``.
///
///     let store = Store(initialState: Feature.State(), reducer: Feature()) {
///       $0.clock = VirtualClock()
///       $0.nextID = .incrementing(from: 0)
///     }
public struct DependencyValues: Sendable {
  /// The clock effects sleep on. Live: the continuous clock; tests and the tutor: a ``VirtualClock``.
  public var clock: any Clock<Duration>
  /// Generates UUIDs.
  public var uuid: UUIDGenerator
  /// Generates whole-number ids, for lessons whose rows are numbered.
  public var nextID: IDGenerator
  /// Receives runtime warnings (an action for a missing element, for a nil child, …).
  public var warnings: WarningHandler
  /// Dismisses the presented child whose effect calls it (`await dismiss()`); see
  /// ``DismissEffect``. Set by the store for the effects of a presented child.
  public var dismiss = DismissEffect()
  /// What the running store keeps for its reducers and effects; `nil` outside a store.
  var storeLocal: StoreLocal?

  public init(
    clock: any Clock<Duration>,
    uuid: UUIDGenerator,
    nextID: IDGenerator,
    warnings: WarningHandler
  ) {
    self.clock = clock
    self.uuid = uuid
    self.nextID = nextID
    self.warnings = warnings
  }

  /// Real time, random UUIDs, ids from 0, warnings printed to standard error.
  public static var live: DependencyValues {
    DependencyValues(
      clock: ContinuousClock(),
      uuid: .live,
      nextID: .incrementing(from: 0),
      warnings: .standardError
    )
  }

  /// Virtual time, predictable ids, warnings printed to standard error.
  public static var test: DependencyValues {
    DependencyValues(
      clock: VirtualClock(),
      uuid: .incrementing,
      nextID: .incrementing(from: 0),
      warnings: .standardError
    )
  }

  /// The values in force for the reducer or effect that is running now.
  @TaskLocal public static var current = DependencyValues.live
}

/// Reads one dependency of the running store.
///
///     struct Row: Reducer {
///       @Dependency(\.clock) var clock
///     }
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}
