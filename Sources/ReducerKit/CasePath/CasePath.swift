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
  /// the payload again lands in the same case.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    self.extract = { root in
      let mirror = Mirror(reflecting: root)
      guard mirror.displayStyle == .enum, let child = mirror.children.first,
        let payload = child.value as? Value
      else { return nil }
      let embedded = Mirror(reflecting: embed(payload))
      guard embedded.children.first?.label == child.label else { return nil }
      return payload
    }
  }

  /// The case name, for people (`left`), read from an example payload.
  func caseName(example: Value) -> String {
    let mirror = Mirror(reflecting: embed(example))
    return mirror.children.first?.label ?? String(describing: embed(example))
  }
}

extension CasePath where Root == Value? {
  /// The `.some` case of an optional.
  public static var some: CasePath {
    CasePath(embed: { $0 }, extract: { $0 })
  }
}
