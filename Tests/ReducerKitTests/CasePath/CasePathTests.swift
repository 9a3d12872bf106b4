import ReducerKit
import Synchronization
import Testing

/// Counts reflections of ``Reflected`` values (the suite using it runs its tests one at a time).
let mirrorCount = Mutex(0)

/// An action enum that counts how often it is reflected (its `Mirror` is the one the runtime
/// would make: display style enum, one child labelled with the case name).
enum Reflected: Sendable, CustomReflectable {
  case left(Int)
  case right(Int)
  case named(String)
  case reset

  var customMirror: Mirror {
    mirrorCount.withLock { $0 += 1 }
    switch self {
    case .left(let value): return Mirror(self, children: ["left": value], displayStyle: .enum)
    case .right(let value): return Mirror(self, children: ["right": value], displayStyle: .enum)
    case .named(let value): return Mirror(self, children: ["named": value], displayStyle: .enum)
    case .reset: return Mirror(self, children: [:], displayStyle: .enum)
    }
  }
}

/// A class payload: the same object whichever case holds it.
final class Token: Sendable {}

indirect enum Tree: Sendable {
  case leaf(Int)
  case node(Tree)
  case pair(Int, Token)
  case other(Int)
}

@Suite("CasePath from a case constructor", .serialized)
struct CasePathTests {
  @Test("Extracts the payload of its own case, nothing from others")
  func extracts() {
    let left = CasePath(Reflected.left)
    #expect(left.extract(.left(3)) == 3)
    #expect(left.extract(.right(3)) == nil)
    #expect(left.extract(.named("left")) == nil)
    #expect(left.extract(.reset) == nil)
    let named = CasePath(Reflected.named)
    #expect(
      named.extract(.named("a long string that does not fit inline"))
        == "a long string that does not fit inline")
    #expect(named.extract(.left(1)) == nil)
  }

  @Test("Boxed and reference payloads, tuples, and cases of the same payload type")
  func payloadKinds() {
    let token = Token()
    #expect(
      CasePath(Tree.node).extract(.node(.leaf(1))).map { if case .leaf(1) = $0 { true } else { false } }
        == true)
    #expect(CasePath(Tree.node).extract(.leaf(1)) == nil)
    #expect(CasePath(Tree.pair).extract(.pair(2, token)).map { $0.0 == 2 && $0.1 === token } == true)
    #expect(CasePath(Tree.leaf).extract(.other(4)) == nil)
    #expect(CasePath(Tree.other).extract(.other(4)) == 4)
    #expect(CasePath(Tree.leaf).extract(.pair(2, token)) == nil)
  }

  @Test("Inline payloads are never reflected, whichever case the value is in")
  func noReflection() {
    let left = CasePath(Reflected.left)
    let before = mirrorCount.withLock { $0 }
    for value in 0..<100 {
      #expect(left.extract(.left(value)) == value)
      #expect(left.extract(.right(value)) == nil)
      #expect(left.extract(.named("x")) == nil)
      #expect(left.extract(.reset) == nil)
    }
    // Before case tags: every extraction reflected the value, a match its payload again (500).
    #expect(mirrorCount.withLock { $0 } - before == 0)
    // A case path made anew (as a `body` makes its lifts on every action) does not reflect either.
    for value in 0..<100 { #expect(CasePath(Reflected.right).extract(.right(value)) == value) }
    #expect(mirrorCount.withLock { $0 } - before == 0)
  }

  @Test("A case stored out of line (indirect) falls back to reflection")
  func indirectFallsBack() {
    let before = mirrorCount.withLock { $0 }
    #expect(CasePath(BoxedReflected.boxed).extract(.boxed(.left(1))) == .left(1))
    #expect(mirrorCount.withLock { $0 } - before > 0)
  }
}

indirect enum BoxedReflected: Sendable, CustomReflectable {
  case boxed(Reflected)
  case other

  var customMirror: Mirror {
    mirrorCount.withLock { $0 += 1 }
    switch self {
    case .boxed(let value): return Mirror(self, children: ["boxed": value], displayStyle: .enum)
    case .other: return Mirror(self, children: [:], displayStyle: .enum)
    }
  }
}

extension Reflected: Equatable {
  static func == (lhs: Reflected, rhs: Reflected) -> Bool {
    switch (lhs, rhs) {
    case (.left(let a), .left(let b)), (.right(let a), .right(let b)): a == b
    case (.named(let a), .named(let b)): a == b
    case (.reset, .reset): true
    default: false
    }
  }
}
