import Testing

@testable import ReducerKit

/// Used by these tests only, so that the counts of its case paths are theirs alone.
private enum Rebuilt: Sendable, Equatable {
  case rows(Int)
  case other(Int)
  case name(String)
  case reset
}

private enum Captured: Sendable, Equatable {
  case value(Int)
  case other(Int)
}

/// The counts kept for `Root`'s case paths.
private func entry<Root>(_: Root.Type) -> EnumCaseEntry {
  EnumCaseTable.entry(of: unsafeBitCast(Root.self as Any.Type, to: UnsafeRawPointer.self))
}

@Suite("CasePath: built anew for every action, prepared once")
struct CasePathReuseTests {
  @Test("1,000 case paths from one constructor prepare one matcher and learn their tag once")
  func sameConstructor() {
    // A `body` builds its case paths for every action. A closure that captures nothing is what
    // the optimizer passes for `CasePath(Action.rows)`; an unoptimized build wraps a constructor
    // passed by name in a thunk with a context of its own, so the test spells the closure out.
    for index in 0..<1_000 {
      let rows = CasePath<Rebuilt, Int> { Rebuilt.rows($0) }
      #expect(rows.extract(.rows(index)) == index)
      #expect(rows.extract(.other(index)) == nil)
      #expect(rows.extract(.reset) == nil)
      #expect(rows.embed(index) == .rows(index))
    }
    // Before: 1,000 of each (a matcher per case path, each learning its tag on first use).
    #expect(entry(Rebuilt.self).matchersPrepared.load(ordering: .relaxed) == 1)
    #expect(entry(Rebuilt.self).tagsLearned.load(ordering: .relaxed) == 1)
    // Another constructor of the same type has a matcher of its own.
    let other = CasePath<Rebuilt, Int> { Rebuilt.other($0) }
    #expect(other.extract(.rows(3)) == nil)
    #expect(other.extract(.other(3)) == 3)
    #expect(other.memo?.tag == 1)
    let name = CasePath<Rebuilt, String> { Rebuilt.name($0) }
    #expect(
      name.extract(.name("a string far too long to be stored inline"))
        == "a string far too long to be stored inline")
    #expect(entry(Rebuilt.self).matchersPrepared.load(ordering: .relaxed) == 3)
  }

  @Test("A closure with a context gets its own matcher, and extracts as it says")
  func capturingClosure() {
    for offset in 0..<3 {
      let shifted = CasePath<Captured, Int> { Captured.value($0 + offset - offset) }
      #expect(shifted.extract(.value(offset)) == offset)
      #expect(shifted.extract(.other(offset)) == nil)
    }
    #expect(entry(Captured.self).matchersPrepared.load(ordering: .relaxed) == 3)
  }
}
