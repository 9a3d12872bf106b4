import Foundation

/// The outside world a reducer and its effects may use: clocks, id generators, the date, where
/// runtime warnings go, and any dependency an app declares. A store injects its values; reducers
/// read them with ``Dependency``.
///
///     let store = Store(initialState: Feature.State(), reducer: Feature()) {
///       $0.clock = VirtualClock()
///       $0.nextID = .incrementing(from: 0)
///     }
///
/// An app adds its own dependencies as in TCA (see ``DependencyKey``):
///
///     extension DependencyValues {
///       var apiClient: APIClient {
///         get { self[APIClient.self] }
///         set { self[APIClient.self] = newValue }
///       }
///     }
///
/// The values every store uses are stored properties, read per action at the cost of a field;
/// only the app's own keys live in a dictionary (keyed by the key's type).
public struct DependencyValues: Sendable {
  /// The clock effects sleep on. Live: the continuous clock; tests and the tutor: a ``VirtualClock``.
  /// TCA's `\.continuousClock` and `\.suspendingClock` are this clock too (see
  /// ``continuousClock``).
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
  /// The current date (TCA's `\.date`): `date.now` or `date()`. Live: the system's; in tests, a
  /// fixed date unless the test sets one.
  public var date: DateGenerator {
    get { extras.date }
    set { uniqueExtras().date = newValue }
  }
  /// Whether these values are a live app's, a test's or a preview's: which default a
  /// ``DependencyKey`` gives when nobody set it.
  public var context: DependencyContext {
    get { extras.context }
    set { uniqueExtras().context = newValue }
  }
  /// What the running store keeps for its reducers and effects; `nil` outside a store.
  var storeLocal: StoreLocal?
  /// The values of the app's own keys that were set, by key type.
  var custom: [ObjectIdentifier: any Sendable] {
    get { extras.custom }
    set { uniqueExtras().custom = newValue }
  }
  /// The defaults of the app's own keys, made once for all copies of these values (a key's
  /// `liveValue` or `testValue` is made on first use, as in TCA, not on every read).
  var defaults: DefaultValueCache { extras.defaults }
  /// A scheduler set for ``mainQueue``; `nil`: one over ``clock``.
  var mainQueueOverride: AnyEffectScheduler? {
    get { extras.mainQueueOverride }
    set { uniqueExtras().mainQueueOverride = newValue }
  }
  /// The values added for TCA's spelling, behind one reference: `@Dependency` copies these
  /// values on every read, and one reference costs one retain, where five fields cost five.
  private var extras: DependencyExtras

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
    self.extras = DependencyExtras()
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

  /// Virtual time, predictable ids, a fixed date, warnings printed to standard error, and the
  /// `testValue` of every ``TestDependencyKey``; in a test, the test's shared storage
  /// (``SharedTestScope``).
  public static var test: DependencyValues {
    var values = DependencyValues(
      clock: VirtualClock(),
      uuid: .incrementing,
      nextID: .incrementing(from: 0),
      warnings: .standardError
    )
    values.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
    values.context = .test
    // In a test, the test's shared storage, fixed now: the effects of a test store made with
    // these values keep it whichever task they run on.
    if let scope = SharedTestScope.current { values.pinSharedStorage(to: scope) }
    return values
  }

  /// The extras, copied first if another copy of these values shares them.
  private mutating func uniqueExtras() -> DependencyExtras {
    if !isKnownUniquelyReferenced(&extras) { extras = extras.copy() }
    return extras
  }

  /// The virtual time under ``clock``, if it has one (a ``VirtualClock`` or a ``TestClock``).
  public var virtualClock: VirtualClock? {
    (clock as? VirtualClock) ?? (clock as? TestClock)?.virtual
  }

  /// The values in force for the reducer or effect that is running now.
  @TaskLocal public static var current = DependencyValues.live
}

/// Where a set of ``DependencyValues`` is used: which default a key gives (TCA's
/// `DependencyContext`).
public enum DependencyContext: Sendable, Equatable {
  case live, preview, test
}

/// Reads one dependency of the running store.
///
///     struct Row: Reducer {
///       @Dependency(\.clock) var clock
///       @Dependency(\.apiClient) var apiClient
///     }
///
/// The value is read when used, from the store running the reducer or effect, so a reducer's
/// dependency follows the store it runs in (and the test's changes between steps).
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Reads a dependency declared by a key type directly: `@Dependency(APIClient.self)`.
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.keyPath = \DependencyValues.[keyType: KeyType<Key>()]
  }

  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

/// The values of a ``DependencyValues`` that most stores never change, shared by its copies
/// until one writes. Unchecked: a copy writes only when it holds the only reference.
final class DependencyExtras: @unchecked Sendable {
  var date = DateGenerator.live
  var context = DependencyContext.live
  var custom: [ObjectIdentifier: any Sendable] = [:]
  var mainQueueOverride: AnyEffectScheduler?
  /// Shared by every copy, even after a write: defaults are made once per set of values.
  let defaults: DefaultValueCache

  init(defaults: DefaultValueCache = DefaultValueCache()) { self.defaults = defaults }

  func copy() -> DependencyExtras {
    let copy = DependencyExtras(defaults: defaults)
    copy.date = date
    copy.context = context
    copy.custom = custom
    copy.mainQueueOverride = mainQueueOverride
    return copy
  }
}
