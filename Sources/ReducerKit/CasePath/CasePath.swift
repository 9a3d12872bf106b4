/// The two directions between an enum and one of its cases: extract the payload if the value is
/// in that case, and embed a payload into that case. A key path for enum cases.
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

  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }

  /// A case path from the case's constructor alone, e.g. `CasePath(AppAction.left)`.
  ///
  /// Extraction reads the value's case name and payload by reflection and checks that embedding
  /// the payload again lands in the same case. That check is first made without reflection: when
  /// the re-embedded value has the very same bytes as the value, it is the same value, so the same
  /// case. Only when the bytes differ (another case, or the same one holding padding or a boxed
  /// payload) is the re-embedded value reflected too: one `Mirror` per extraction instead of two.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    self.extract = { root in
      let mirror = Mirror(reflecting: root)
      guard mirror.displayStyle == .enum, let child = mirror.children.first,
        let payload = child.value as? Value
      else { return nil }
      let embedded = embed(payload)
      if sameBytes(embedded, root) { return payload }
      guard Mirror(reflecting: embedded).children.first?.label == child.label else { return nil }
      return payload
    }
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
