import Foundation
import Testing

/// The prompt's language through the real binary with piped input: quiz answers as values,
/// errors that teach, Swift literals, advance units.
@Suite("The prompt's language, piped")
struct PromptLanguageTests {
  let tutor = TutorProcess()

  @Test("A quiz takes the values themselves; anything else says how to answer")
  func quizValues() throws {
    let result = try tutor.run(["learn", "pullback"], input: ":next\n2\n2 −1 4\n:quit\n")
    #expect(result.output.contains("answer with a, b, c or d, or with the values themselves, like '"))
    #expect(result.output.contains("✓ Right: running the code gives 2 -1 4."))
    #expect(!result.output.contains("is not a command"))
  }

  @Test("Scopes, envelopes, literals and the clock, as a learner types them")
  func sandboxLines() throws {
    let input = """
      scope left
      .left(.inc)
      up
      advance 0.0001s
      play foreach
      test
      send .addRow { $0.rows.append(Row.State(id: 0),) }
      send .rows(.element(id: 0, action: .onAppear))
      advance 1_000ms
      receive .rows(.element(id: 0, action: .tick)) { $0.rows[id: 0]?.seconds = 1 }
      send .rows(.element(id: 0, action: .delegate(.deleteRequested))) { $0.rows = [] }
      finish

      """
    let result = try tutor.run(["play", "pullback"], input: input)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "you are inside 'left': here you type the child's own action, .inc. The prompt puts it in its envelope for you: .inc  →  .left(.inc)"
      ))
    #expect(result.output.contains("the virtual clock moves in whole steps of 1ms"))
    #expect(result.output.contains("✓ test passed"), "\(result.output)")
  }
}
