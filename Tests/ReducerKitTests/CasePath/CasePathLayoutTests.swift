import Testing

@testable import ReducerKit

// Payload layouts the tag-based extraction must get right: whatever the runtime does with spare
// bits, extra inhabitants, boxes and existentials, the answer is the reflection's answer.

private enum NoPayload: Equatable { case a, b, c }
private enum SinglePayload: Equatable {
  case value(Int)
  case none
  case other
}
private enum MultiPayload: Equatable {
  case int(Int)
  case text(String)
  case pair(x: Int8, y: Double)
  case flag(Bool)
  case empty
}
private final class Box: @unchecked Sendable { var count = 0 }
private enum ClassPayload {
  case object(Box)
  case other(Box)
  case nothing
}
private indirect enum Expression: Equatable {
  case number(Int)
  case negate(Expression)
  case add(Expression, Expression)
}
private enum Mixed: Equatable {
  case plain(Int)
  indirect case boxed(Mixed)
}
private enum Existential {
  case any(Any)
  case hashable(AnyHashable)
  case sendable(any Sendable)
}
private enum Generic<T: Equatable>: Equatable {
  case some(T)
  case pair(T, T)
  case nothing
}
private enum Inner: Equatable { case inc, dec, set(Int) }
private enum Outer: Equatable {
  case child(Inner)
  case optional(Inner?)
  case nested(Outer2)
}
private enum Outer2: Equatable { case deep(Inner), shallow }
private struct Padded: Equatable {
  var flag: Bool
  var number: Int
  var text: String
}
private enum WithStruct: Equatable {
  case padded(Padded)
  case label(String)
}

/// Extracts twice (learning, then by tag) and checks both against the expected payload.
private func both<Root, Value: Equatable>(
  _ path: CasePath<Root, Value>, _ root: Root, _ expected: Value?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(path.extract(root) == expected, sourceLocation: sourceLocation)
  #expect(path.extract(root) == expected, sourceLocation: sourceLocation)
}

@Suite("CasePath by tag: payload layouts")
struct CasePathLayoutTests {
  @Test("Single-payload enums, and Optional itself")
  func singlePayload() {
    let value = CasePath(SinglePayload.value)
    both(value, .value(-5), -5)
    both(value, .none, nil)
    both(value, .other, nil)
    #expect(value.memo?.tag == 0)
    let wrapped = CasePath<Int?, Int>(Optional.some)
    both(wrapped, 3, 3)
    both(wrapped, nil, nil)
  }

  @Test("Multi-payload enums: each case, with spare bits and extra tag bytes")
  func multiPayload() {
    let int = CasePath(MultiPayload.int)
    let text = CasePath(MultiPayload.text)
    let pair = CasePath(MultiPayload.pair)
    let flag = CasePath(MultiPayload.flag)
    let values: [MultiPayload] = [
      .int(Int.min), .text("a string far too long to be stored inline in the string"),
      .text("é"), .pair(x: -1, y: 2.5), .flag(true), .flag(false), .empty,
    ]
    for _ in 0..<2 {
      for value in values {
        #expect(int.extract(value) == { if case .int(let v) = value { v } else { nil } }())
        #expect(text.extract(value) == { if case .text(let v) = value { v } else { nil } }())
        #expect(
          pair.extract(value).map { "\($0.0) \($0.1)" }
            == { if case .pair(let x, let y) = value { "\(x) \(y)" } else { nil } }())
        #expect(flag.extract(value) == { if case .flag(let v) = value { v } else { nil } }())
      }
    }
    #expect(text.memo?.tag == 1)
  }

  @Test("Class payloads: the same object comes back, retained")
  func classPayload() {
    let object = CasePath(ClassPayload.object)
    var box = Box()
    for _ in 0..<1_000 {
      let extracted = object.extract(.object(box))
      #expect(extracted === box)
      extracted?.count += 1
    }
    #expect(box.count == 1_000)
    #expect(object.extract(.other(box)) == nil)
    #expect(object.extract(.nothing) == nil)
    // Every copy extracted was released again: no retain too many (a leak) or too few (a crash).
    #expect(isKnownUniquelyReferenced(&box))
  }

  @Test("Indirect cases keep using reflection; direct cases beside them do not")
  func indirect() {
    let negate = CasePath(Expression.negate)
    both(negate, .negate(.number(1)), .number(1))
    both(negate, .number(1), nil)
    both(negate, .add(.number(1), .number(2)), nil)
    #expect(negate.memo?.tag == 1)
    let add = CasePath(Expression.add)
    #expect(
      add.extract(.add(.number(1), .number(2))).map { $0.0 == .number(1) && $0.1 == .number(2) } == true)
    let plain = CasePath(Mixed.plain)
    both(plain, .plain(9), 9)
    both(plain, .boxed(.plain(9)), nil)
    let boxed = CasePath(Mixed.boxed)
    both(boxed, .boxed(.plain(9)), .plain(9))
    both(boxed, .plain(9), nil)
  }

  @Test("Existential payloads")
  func existentials() {
    let any = CasePath(Existential.any)
    #expect(any.extract(.any(42)) as? Int == 42)
    #expect(any.extract(.any("x")) as? String == "x")
    #expect(any.extract(.hashable(1)) == nil)
    let hashable = CasePath(Existential.hashable)
    both(hashable, .hashable(AnyHashable(3)), AnyHashable(3))
    both(hashable, .any(3), nil)
    let sendable = CasePath(Existential.sendable)
    #expect(sendable.extract(.sendable(5)) as? Int == 5)
    #expect(sendable.extract(.sendable("five")) as? String == "five")
    #expect(sendable.extract(.any(5)) == nil)
  }

  @Test("A case path whose Value is wider than the payload (an existential) stays correct")
  func widerValue() {
    let path = CasePath<Inner, Any>(embed: { _ in .inc }, extract: { _ in nil })
    #expect(path.extract(.inc) == nil)
    let wide = CasePath<MultiPayload, any Sendable>({ MultiPayload.int($0 as? Int ?? 0) })
    #expect(wide.extract(.int(4)) as? Int == 4)
    #expect(wide.extract(.int(5)) as? Int == 5)
    #expect(wide.extract(.text("x")) == nil)
  }

  @Test("Generic enums")
  func generic() {
    both(CasePath(Generic<String>.some), .some("g"), "g")
    both(CasePath(Generic<String>.some), .nothing, nil)
    let pair = CasePath(Generic<[Int]>.pair)
    for _ in 0..<2 {
      #expect(pair.extract(.pair([1], [2, 3])).map { $0.0 == [1] && $0.1 == [2, 3] } == true)
      #expect(pair.extract(.some([1])) == nil)
    }
    both(CasePath(Generic<Int8>.some), .some(-1), -1)
  }

  @Test("Nested enums and optional payloads")
  func nested() {
    both(CasePath(Outer.child), .child(.set(3)), .set(3))
    both(CasePath(Outer.child), .optional(.inc), nil)
    let optional = CasePath(Outer.optional)
    both(optional, .optional(nil), .some(nil))
    both(optional, .optional(.dec), .some(.dec))
    both(optional, .child(.dec), nil)
    both(CasePath(Outer.nested), .nested(.deep(.inc)), .deep(.inc))
    both(CasePath(Outer.nested), .nested(.shallow), .shallow)
    both(CasePath(Outer2.deep), .deep(.set(-2)), .set(-2))
    both(CasePath(Outer2.deep), .shallow, nil)
  }

  @Test("Struct payloads with padding")
  func padding() {
    let padded = CasePath(WithStruct.padded)
    let value = Padded(flag: true, number: 7, text: "a text long enough to live on the heap, really")
    for _ in 0..<3 { #expect(padded.extract(.padded(value)) == value) }
    #expect(padded.extract(.label("x")) == nil)
  }

  @Test("No-payload cases are never extracted by another case's path")
  func noPayload() {
    let path = CasePath<NoPayload, Void>({ _ in .b })
    #expect(path.extract(.b) != nil)
    #expect(path.extract(.a) == nil)
  }

  @Test("Many threads extracting at once agree")
  func concurrent() async {
    let text = CasePath(MultiPayload.text)
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<8 {
        group.addTask {
          (0..<500).allSatisfy { value in
            text.extract(.text("\(index)-\(value)")) == "\(index)-\(value)"
              && text.extract(.int(value)) == nil
          }
        }
      }
      for await result in group { #expect(result) }
    }
  }
}

private struct Nothing: Equatable {}
private enum ZeroSized: Equatable {
  case unit(Nothing)
  case number(Int)
  case plain
}

@Suite("CasePath by tag: types read by reflection")
struct CasePathFallbackTests {
  @Test("A payload of size zero: the type keeps using reflection, and answers right")
  func zeroSizedPayload() {
    both(CasePath(ZeroSized.unit), .unit(Nothing()), Nothing())
    both(CasePath(ZeroSized.unit), .number(1), nil)
    both(CasePath(ZeroSized.number), .number(-3), -3)
    both(CasePath(ZeroSized.number), .plain, nil)
    #expect(CasePath(ZeroSized.number).memo == nil)
  }
}
