/// The two directions between an enum and one of its cases: extract the payload if the value is
/// in that case, and embed a payload into that case. A key path for enum cases.
///
/// This library's own spelling, beside TCA's case key paths (``CaseKeyPath``: `\.left`), which
/// every lift also takes. It needs no `CasePathable` conformance.
///
///     let left = CasePath(AppAction.left)          // from the case itself
///     left.extract(.left(.inc))                    // .inc
///     left.extract(.clearLog)                      // nil
///     left.embed(.dec)                             // .left(.dec)
///
///     // or with both directions written out:
///     let right = CasePath<AppAction, CounterAction>(
///       embed: AppAction.right,
///       extract: { if case .right(let a) = $0 { a } else { nil } })
public struct CasePath<Root, Value>: Sendable {
  public let extract: @Sendable (Root) -> Value?
  public let embed: @Sendable (Value) -> Root
  /// What a case path made from a case constructor learned of its case (tests read it).
  let memo: CaseTagMemo?

  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
    self.memo = nil
  }

  /// A case path from the case's constructor alone, e.g. `CasePath(AppAction.left)`.
  ///
  /// Extraction asks the runtime which case a value is in (its tag, from the enum's value
  /// witnesses) and reads the enum's declared cases from its metadata (``EnumCaseTable``). When
  /// the value's case holds a `Value` stored inline, the payload is copied straight from the
  /// enum's bytes and embedded again: the case path's own case is the one that gives the same
  /// tag, and it is remembered, so other cases are rejected by their tag alone. No reflection,
  /// no allocation. Anything else — an `indirect` case, a payload of another declared type, a
  /// type whose metadata cannot be read — falls back to reflection: the value's case name and
  /// payload, checked by embedding the payload again.
  ///
  /// `embed` must be the case's constructor (or pass its argument to it unchanged).
  ///
  /// What is worked out for a constructor is kept for the process (``CaseMatcher``): building
  /// `CasePath(Action.rows)` again — as a reducer's `body` does for every action — finds it
  /// without a lock, and knows its case's tag as soon as any case path of that constructor
  /// learned it.
  ///
  /// - Complexity: O(1); reflection only on the fallback.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    let matcher = CaseMatcher.matching(embed)
    self.extract = matcher.extract
    self.memo = matcher.memo
  }
}

/// Whether two values of one type have the same bytes, so are the same value: a type's bytes
/// determine its value (for an enum, its case and payload). Different bytes prove nothing: padding,
/// or a payload boxed anew, can differ between equal values.
func sameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
  withUnsafeBytes(of: lhs) { left in
    withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
  }
}

extension CasePath where Root == Value? {
  /// The `.some` case of an optional.
  public static var some: CasePath {
    CasePath(embed: { $0 }, extract: { $0 })
  }
}
