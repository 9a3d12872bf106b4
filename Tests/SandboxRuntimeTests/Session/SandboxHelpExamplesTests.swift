import EngineTestSupport
import Foundation
import Testing

@testable import SandboxRuntime

/// Each sandbox's `help` shows its own examples, and they work there.
@Suite("Sandbox help examples")
struct SandboxHelpExamplesTests {
  @Test(
    "Help shows each sandbox's own examples, and every one of them works there", arguments: Session.lessons)
  func helpExamples(sandbox: String) throws {
    let session = try #require(Session(lesson: sandbox))
    let help = session.handle("help").outputs.compactMap { output -> String? in
      if case .code(let text, _) = output { return text.trimmingCharacters(in: .whitespaces) }
      return nil
    }
    let own = HelpExamples.of(lesson: sandbox)
    #expect(help.contains { $0.contains(own.action) }, "\(own.action)")
    func noInputError(_ line: String, _ session: Session) -> Bool {
      !session.handle(line).outputs.contains { if case .inputError = $0 { true } else { false } }
    }
    #expect(noInputError(own.action, try #require(Session(lesson: sandbox))), "\(own.action)")
    if let path = own.statePath {
      #expect(noInputError("state \(path)", try #require(Session(lesson: sandbox))), "\(path)")
    }
    if let scope = own.scopePath {
      let fresh = try #require(Session(lesson: sandbox))
      fresh.handle(own.action)
      #expect(noInputError("scope \(scope)", fresh), "\(scope)")
    }
    let test = try #require(Session(lesson: sandbox))
    test.handle("test")
    if !own.send.contains("…") { #expect(!test.handle(own.send).failed, "\(own.send)") }
  }
}
