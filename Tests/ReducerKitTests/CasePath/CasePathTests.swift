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

  @Test("Extracting from its own case reflects once, not twice")
  func oneMirrorPerMatch() {
    let left = CasePath(Reflected.left)
    let before = mirrorCount.withLock { $0 }
    for value in 0..<100 { #expect(left.extract(.left(value)) == value) }
    // Before: the value, then the payload embedded again, each reflected: 200.
    #expect(mirrorCount.withLock { $0 } - before == 100)
  }

  @Test("Another case with the same payload type still needs both reflections; no payload, one")
  func mirrorsForOtherCases() {
    let left = CasePath(Reflected.left)
    var before = mirrorCount.withLock { $0 }
    #expect(left.extract(.right(1)) == nil)
    #expect(mirrorCount.withLock { $0 } - before == 2)
    before = mirrorCount.withLock { $0 }
    #expect(left.extract(.reset) == nil)
    #expect(left.extract(.named("x")) == nil)
    #expect(mirrorCount.withLock { $0 } - before == 2)
  }
}
