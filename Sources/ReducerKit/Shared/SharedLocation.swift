import Foundation

/// Where a `Shared` value lives: a box, or a part of another location's value (`$profile.stats`,
/// an unwrapped optional). Reads and writes go through the reading in force
/// (``SharedReading``): the box itself, or a TestStore's snapshot.
protocol SharedLocation<Value>: Sendable {
  associatedtype Value
  /// The box holding the root value: the identity of the shared value.
  var box: any AnySharedBox { get }
  /// The value, read from `snapshot`, or live when it is nil.
  func read(in snapshot: SharedSnapshot?) -> Value
  /// Changes the value in `snapshot`, or live (telling `ledger` first) when it is nil.
  func update<R>(
    in snapshot: SharedSnapshot?, ledger: SharedLedger?, _ body: (inout Value) throws -> R
  ) rethrows -> R
  /// How a dump or a failure names the location: `Shared<Int>(value: 1)`, `.inMemory("count")`.
  var description: String { get }
}

/// A box's whole value.
struct SharedRootLocation<Value>: SharedLocation {
  let root: SharedBox<Value>

  var box: any AnySharedBox { root }

  func read(in snapshot: SharedSnapshot?) -> Value {
    snapshot?.value(of: root) ?? root.liveValue
  }

  func update<R>(
    in snapshot: SharedSnapshot?, ledger: SharedLedger?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    if let snapshot {
      var value = snapshot.value(of: root)
      defer { snapshot.set(value, for: root) }
      return try body(&value)
    }
    ledger?.willMutate(root)
    return try root.mutate(body)
  }

  var description: String {
    root.keyDescription.map { "Shared<\(Value.self)>(\($0))" }
      ?? "Shared<\(Value.self)>(value: \(String(reflecting: root.liveValue)))"
  }
}

/// A key path into another location's value (`$signUp.topics`).
struct SharedMemberLocation<Base: SharedLocation, Value>: SharedLocation {
  let base: Base
  let keyPath: SendableKeyPath<Base.Value, Value>

  var box: any AnySharedBox { base.box }

  func read(in snapshot: SharedSnapshot?) -> Value {
    base.read(in: snapshot)[keyPath: keyPath.keyPath]
  }

  func update<R>(
    in snapshot: SharedSnapshot?, ledger: SharedLedger?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try base.update(in: snapshot, ledger: ledger) { try body(&$0[keyPath: keyPath.keyPath]) }
  }

  var description: String { "\(base.description)[dynamicMember: \(keyPath.keyPath)]" }
}

/// A non-nil optional's value (`Shared($syncUps[id: id])`): once the optional becomes nil, the
/// last value is kept, and changes to it go nowhere.
struct SharedUnwrappedLocation<Base: SharedLocation, Value>: SharedLocation
where Base.Value == Value? {
  let base: Base
  let last: UnwrappedLastValue<Value>

  var box: any AnySharedBox { base.box }

  func read(in snapshot: SharedSnapshot?) -> Value {
    guard let value = base.read(in: snapshot) else { return last.value }
    if snapshot == nil { last.value = value }
    return value
  }

  func update<R>(
    in snapshot: SharedSnapshot?, ledger: SharedLedger?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try base.update(in: snapshot, ledger: ledger) { optional in
      guard var value = optional else {
        var kept = last.value
        defer { last.value = kept }
        return try body(&kept)
      }
      defer {
        optional = value
        if snapshot == nil { last.value = value }
      }
      return try body(&value)
    }
  }

  var description: String { "Shared(\(base.description))!" }
}

/// A key path a `Sendable` location may keep. Unchecked: key paths made from properties and
/// subscripts with hashable indices hold nothing mutable.
struct SendableKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: WritableKeyPath<Root, Value>
}

/// The last value an unwrapped optional had. Unchecked: guarded by its lock.
final class UnwrappedLastValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
