/// An enum whose cases can be named by case key paths (`\.left`, `\.rows[id: 0].tick`), as in
/// swift-case-paths 1.x: it lists one ``AnyCasePath`` per case in ``AllCasePaths``.
///
/// The `@CasePathable` macro writes the conformance. By hand it reads:
///
///     extension AppAction: CasePathable {
///       struct AllCasePaths: Sendable {
///         var left: AnyCasePath<AppAction, Counter.Action> {
///           AnyCasePath(embed: { .left($0) }, extract: { if case .left(let a) = $0 { a } else { nil } })
///         }
///       }
///       static var allCasePaths: AllCasePaths { AllCasePaths() }
///     }
///
/// A case without payload has a `Void` case path; a case with several values, a tuple of them.
public protocol CasePathable {
  /// The case paths of the type, one member per case.
  associatedtype AllCasePaths: Sendable
  /// The case paths of the type.
  static var allCasePaths: AllCasePaths { get }
}

/// A case path written out: how to embed a payload into one case of `Root`, and how to extract
/// it again (`nil` when the value is in another case). swift-case-paths' `AnyCasePath`.
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let embedValue: @Sendable (Value) -> Root
  @usableFromInline let extractValue: @Sendable (Root) -> Value?

  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedValue = embed
    self.extractValue = extract
  }

  /// The payload of `root` if it is in this path's case.
  @inlinable
  public func extract(from root: Root) -> Value? { extractValue(root) }

  /// `value` in this path's case.
  @inlinable
  public func embed(_ value: Value) -> Root { embedValue(value) }

  /// The path resolved from a case key path (`AnyCasePath(\AppAction.Cases.left)`).
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = resolvedCasePath(keyPath)
  }
}

/// What a case key path goes through: `\.left` is a key path from `Case<AppAction>` to
/// `Case<Counter.Action>`, found by dynamic member lookup on the enum's ``CasePathable/AllCasePaths``.
/// Users never build one; ``CaseKeyPath`` is the type they write.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  /// The path from the key path's root to this case, typed by the root it was made from.
  let box: CaseBox<Value>

  init(box: CaseBox<Value>) { self.box = box }

  /// A case of `Root` given by its two directions.
  public init<Root>(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.box = RootedCase(AnyCasePath(embed: embed, extract: extract), isIdentity: false)
  }

  /// The whole value: the root of every case key path (`\AppAction.Cases.self`).
  public init() {
    self.box = RootedCase<Value, Value>(AnyCasePath(embed: { $0 }, extract: { $0 }), isIdentity: true)
  }

  /// The case a case key path leads to.
  public init<Root>(_ keyPath: CaseKeyPath<Root, Value>) {
    self = Case<Root>()[keyPath: keyPath]
  }

  /// One case further: `\.left` on a `Case<AppAction>` is the `left` member of
  /// `AppAction.allCasePaths`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    Case<Member>(box: box.appending(Value.allCasePaths[keyPath: keyPath]))
  }

  /// One case further, by the case's path: what a member of `Case` written for one enum returns,
  ///
  ///     extension Case where Value == AppAction {
  ///       var left: Case<Counter.Action> { appending(AppAction.allCasePaths.left) }
  ///     }
  ///
  /// With such a member, `\.left` is a key path to a plain property, which the Swift runtime
  /// makes once; through dynamic member lookup it is a key path with an argument (the member's
  /// key path into `AllCasePaths`), which the runtime builds anew each time the literal is
  /// evaluated (≈ 2–4 µs: in a `body` rebuilt for every action, more than the action itself).
  /// Both name the same case.
  public func appending<Member>(_ path: AnyCasePath<Value, Member>) -> Case<Member> {
    Case<Member>(box: box.appending(path))
  }

  /// Embeds a payload in the key path's root, type-erased (the root is not in this type).
  public func _embed(_ value: Value) -> Any { box.embedAny(value) }

  /// Extracts the payload from a root given as `Any`; `nil` when it is another case or type.
  public func _extract(from root: Any) -> Value? { box.extractAny(root) }
}

/// A key path to the payload of an enum case: `\AppAction.Cases.left`, or `\.left` where the
/// enum is known. Lifts take them (`Scope(state: \.left, action: \.left)`), enums are read with
/// them (`action[case: \.left]`, `action.is(\.left)`), and they embed (`(\AppAction.Cases.left)(.inc)`).
/// swift-case-paths' `CaseKeyPath`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is erased: what `is(_:)` takes.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

/// A ``Case``'s path from the root it was made from, with the root's type hidden: the key path
/// builds it one member at a time, and the lifts get it back typed (``RootedCase``).
class CaseBox<Value>: @unchecked Sendable {
  func appending<Member>(_ next: AnyCasePath<Value, Member>) -> CaseBox<Member> {
    fatalError("CaseBox is abstract")
  }
  func embedAny(_ value: Value) -> Any { fatalError("CaseBox is abstract") }
  func extractAny(_ root: Any) -> Value? { fatalError("CaseBox is abstract") }
  func extractErased(_ root: Any) -> Any? { extractAny(root).map { $0 as Any } }
}

/// The path from `Root` to `Value`, composed of the members a case key path names.
final class RootedCase<Root, Value>: CaseBox<Value>, @unchecked Sendable {
  let path: AnyCasePath<Root, Value>
  /// Whether `path` is the identity (`Root == Value`): appending to it is the next path itself,
  /// so `\.left` extracts with the enum's own closure and nothing around it.
  let isIdentity: Bool

  init(_ path: AnyCasePath<Root, Value>, isIdentity: Bool) {
    self.path = path
    self.isIdentity = isIdentity
  }

  override func appending<Member>(_ next: AnyCasePath<Value, Member>) -> CaseBox<Member> {
    if isIdentity {
      // Root and Value are the same type here, so the two path types are one type.
      return RootedCase<Root, Member>(
        unsafeBitCast(next, to: AnyCasePath<Root, Member>.self), isIdentity: false)
    }
    let first = path
    return RootedCase<Root, Member>(
      AnyCasePath(
        embed: { first.embed(next.embed($0)) },
        extract: { first.extract(from: $0).flatMap(next.extract(from:)) }),
      isIdentity: false)
  }

  override func embedAny(_ value: Value) -> Any { path.embed(value) }

  override func extractAny(_ root: Any) -> Value? {
    guard let root = root as? Root else { return nil }
    return path.extract(from: root)
  }
}
