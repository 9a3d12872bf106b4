/// A value shared by reference between features, as swift-sharing's `@Shared` (TCA 1.x).
///
///     @Reducer
///     struct Counter {
///       struct State: Equatable {
///         @Shared var count: Int
///       }
///       enum Action { case increment }
///       var body: some ReducerOf<Self> {
///         Reduce { state, action in
///           state.$count.withLock { $0 += 1 }
///           return .none
///         }
///       }
///     }
///
///     let parent = Parent.State(count: Shared(value: 0))
///     let child = Counter.State(count: parent.$count)   // the same value, not a copy
///
/// Reads see the value now; changes go through ``withLock(_:fileID:filePath:line:column:)`` only
/// (assigning `count = 1` does not compile, as in swift-sharing 2). A state holding `@Shared`
/// is `Equatable` by the values it shares. In a TestStore, a change to shared state is checked
/// at the step that made it, like any other change: `$0.$count.withLock { $0 = 1 }` in the
/// assertion.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value>: Sendable {
  let location: any SharedLocation<Value>

  init(location: any SharedLocation<Value>) {
    self.location = location
  }

  /// A new shared value, shared with nothing yet.
  public init(value: sending Value) {
    self.init(location: SharedRootLocation(root: SharedBox(value: value)))
  }

  /// The shared value behind `$count`, for an initializer taking a projected value.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// A shared optional's value while it is not nil, or nil now (swift-sharing's `Shared($user)`).
  ///
  ///     if let syncUp = Shared($syncUps[id: id]) { … }   // Shared<SyncUp>
  public init?(_ base: Shared<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    func open<Base: SharedLocation<Value?>>(_ base: Base) -> any SharedLocation<Value> {
      SharedUnwrappedLocation(base: base, last: UnwrappedLastValue(initial))
    }
    self.init(location: open(base.location))
  }

  /// The value now (in a TestStore's assertion, the value as the assertion expects it).
  public var wrappedValue: Value {
    location.read(in: SharedReading.current.readingSnapshot)
  }

  /// The shared value itself: pass it on (`Child.State(count: $count)`), change it with
  /// `withLock`, or project a part of it (`$profile.stats`).
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value with exclusive access, as swift-sharing 2 requires.
  ///
  ///     state.$count.withLock { $0 += 1 }
  ///
  /// In a TestStore's assertion closure it changes the expected value only.
  @discardableResult
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    switch SharedReading.current {
    case .snapshot(let snapshot):
      return try location.update(in: snapshot, ledger: nil, operation)
    case .live, .comparing:
      return try location.update(in: nil, ledger: DependencyValues.current.sharedLedger, operation)
    }
  }

  /// A shared part of the value: `$signUp.topics` is a `Shared<Set<Topic>>`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
    func open<Base: SharedLocation<Value>>(_ base: Base) -> any SharedLocation<Member> {
      SharedMemberLocation(base: base, keyPath: SendableKeyPath(keyPath: keyPath))
    }
    return Shared<Member>(location: open(location))
  }

  /// A read-only shared part of the value: `$topics.count` is a `SharedReader<Int>`.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// Asks the key's storage for its value again. Keys here keep the box up to date themselves,
  /// so this does nothing (kept for swift-sharing's spelling).
  public func load() {}

  /// Asks the key's storage to save now. Keys here save on every change, so this does nothing
  /// (kept for swift-sharing's spelling).
  public func save() {}

  /// The identity of the value: equal for every `Shared` made from the same one.
  package var boxID: ObjectIdentifier { ObjectIdentifier(location.box) }
}
