/// A read-only view of a shared value, as swift-sharing's `@SharedReader`.
///
///     struct State {
///       @SharedReader var count: Int        // SharedReader($count), or Shared(value: 0)
///       @SharedReader(.appStorage("isOn")) var isOn = false
///     }
///
/// It reads what the `Shared` it was made from holds, now; it cannot change it.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value>: Sendable {
  let shared: Shared<Value>

  /// A read-only view of `shared`.
  public init(_ shared: Shared<Value>) {
    self.shared = shared
  }

  /// A read-only view of `projectedValue` (for an initializer taking `$count`).
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// A constant: a value nothing else shares.
  public init(value: sending Value) {
    self.init(Shared(value: value))
  }

  /// A non-nil optional's value, or nil now.
  public init?(_ base: SharedReader<Value?>) {
    guard let unwrapped = Shared(base.shared) else { return nil }
    self.init(unwrapped)
  }

  /// The value now.
  public var wrappedValue: Value { shared.wrappedValue }

  /// The reader itself, to pass on.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A read-only part of the value: `$profile.name`.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(shared: shared, keyPath: keyPath)
  }

  /// Does nothing here (see ``Shared/load()``).
  public func load() {}

  private init<Root>(shared root: Shared<Root>, keyPath: KeyPath<Root, Value>) {
    self.shared = Shared(location: SharedReadOnlyLocation(base: root.location, keyPath: keyPath))
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Equal when the values are (read as ``Shared``'s `==` reads them in a TestStore).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.shared == rhs.shared }
}

extension SharedReader: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  public var description: String { "SharedReader(\(shared.description))" }
}

/// A read-only key path into a shared value: reading works, and nothing can write (a
/// `SharedReader` offers no `withLock`).
struct SharedReadOnlyLocation<Root, Value>: SharedLocation {
  let base: any SharedLocation<Root>
  let keyPath: UncheckedKeyPath<Root, Value>

  init(base: any SharedLocation<Root>, keyPath: KeyPath<Root, Value>) {
    self.base = base
    self.keyPath = UncheckedKeyPath(keyPath: keyPath)
  }

  var box: any AnySharedBox { base.box }

  func read(in snapshot: SharedSnapshot?) -> Value {
    base.read(in: snapshot)[keyPath: keyPath.keyPath]
  }

  func update<R>(
    in snapshot: SharedSnapshot?, ledger: SharedLedger?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    // Unreachable through the public API; a copy keeps the contract without writing anywhere.
    var value = read(in: snapshot)
    return try body(&value)
  }

  var description: String { "\(base.description)[dynamicMember: \(keyPath.keyPath)]" }
}

/// A read-only key path a `Sendable` location may keep.
struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: KeyPath<Root, Value>
}
