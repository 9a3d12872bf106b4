import Testing

@testable import SandboxRuntime

@Suite("Ctrl-C checks nest")
struct LineInterruptTests {
  @Test("A check bound inside another one answers inside it, and the outer one answers again after")
  func nested() {
    let answers = LineInterrupt.checking({ true }) {
      let outer = LineInterrupt.requested
      let inner = LineInterrupt.checking({ false }) { LineInterrupt.requested }
      return [outer, inner, LineInterrupt.requested]
    }
    // With a task-local of optional function type, the inner binding crashed optimized builds
    // (`swift test -c release`); the check is held in a class since.
    #expect(answers == [true, false, true])
    #expect(LineInterrupt.requested == false)
  }
}
