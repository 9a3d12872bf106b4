import Synchronization

/// How a case path made from a case constructor extracts (see ``CasePath/init(_:)``), made once
/// per constructor.
///
/// A constructor passed as a function value without context (what the optimizer makes of
/// `Action.rows`) is known by its code's address, with the two types: the same code with no
/// context is the same function, so its matcher — and the tag it learned — is reused from a
/// process-wide map read without a lock (``PublishedMap``). A function with a context (a closure
/// that captures, or a constructor wrapped in a thunk, as unoptimized builds do) gets a matcher
/// of its own, whose case table still comes from that map.
final class CaseMatcher<Root, Value>: Sendable {
  let extract: @Sendable (Root) -> Value?
  /// What the matcher learned of its case; `nil` when it uses reflection only.
  let memo: CaseTagMemo?

  static func matching(_ embed: @escaping @Sendable (Value) -> Root) -> CaseMatcher {
    // A Swift closure is two words: its code and its context (nil when it captures nothing).
    let function = unsafeBitCast(embed, to: (code: UInt, context: UInt).self)
    guard function.context == 0 else { return CaseMatcher(embed) }
    let key = PublishedMap.Key(
      first: UInt(bitPattern: ObjectIdentifier(Root.self)),
      second: UInt(bitPattern: ObjectIdentifier(Value.self)),
      third: function.code)
    if let known = caseMatchers.object(for: key) { return unsafeDowncast(known, to: CaseMatcher.self) }
    let matcher = CaseMatcher(embed)
    caseMatchers.add(matcher, for: key)
    return matcher
  }

  private init(_ embed: @escaping @Sendable (Value) -> Root) {
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
    guard let layout = EnumLayout(of: Root.self) else {
      self.extract = reflected
      self.memo = nil
      return
    }
    let entry = EnumCaseTable.entry(of: layout.metadata)
    entry.matchersPrepared.add(1, ordering: .relaxed)
    guard let table = entry.table else {
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
        if payload != nil { memo.learn(tag, in: entry) }
        return payload
      }
      let ours = layout.tag(of: embed(payload))
      memo.learn(ours, in: entry)
      return ours == tag ? payload : nil
    }
  }
}

/// The matchers of constructors without context, for the process.
private let caseMatchers = PublishedMap()
