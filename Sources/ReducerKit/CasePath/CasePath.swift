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
  /// - Complexity: O(1); reflection only on the fallback.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    let reflected: @Sendable (Root) -> Value? = { root in
      let mirror = Mirror(reflecting: root)
      guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else { return nil }
      guard let child = mirror.children.first else {
        // A case without payload: a `Void` case path matches when embedding gives these bytes.
        guard let unit = () as? Value else { return nil }
        return sameBytes(embed(unit), root) ? unit : nil
      }
      guard let payload = child.value as? Value else { return nil }
      let embedded = embed(payload)
      if sameBytes(embedded, root) { return payload }
      guard Mirror(reflecting: embedded).children.first?.label == child.label else { return nil }
      return payload
    }
    guard let layout = EnumLayout(of: Root.self), let table = EnumCaseTable.of(layout.metadata) else {
      self.extract = reflected
      self.memo = nil
      return
    }
    let memo = CaseTagMemo()
    self.memo = memo
    self.extract = { root in
      let tag = layout.tag(of: root)
      let index = Int(tag)
      guard index < table.cases.count else { return reflected(root) }
      let shape = table.cases[index]
      let inline = !shape.indirect && shape.payload.map { $0 == Value.self } == true
      if let ours = memo.tag {
        guard tag == ours else { return nil }
        return inline ? layout.withPayloadBytes(of: root) { $0?.load(as: Value.self) } : reflected(root)
      }
      guard inline, let payload = layout.withPayloadBytes(of: root, { $0?.load(as: Value.self) }) else {
        // No payload, or one stored out of line or declared otherwise: reflection decides.
        if shape.payload == nil, Value.self != Void.self { return nil }
        let payload = reflected(root)
        if payload != nil { memo.learn(tag) }
        return payload
      }
      let ours = layout.tag(of: embed(payload))
      memo.learn(ours)
      return ours == tag ? payload : nil
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
