import EngineTestSupport
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime

@Suite("Errors that teach")
struct TeachingErrorTests {
  @Test(
    "Every unknown case lists the cases valid at that place, with the nearest as 'did you mean'",
    arguments: [
      (
        "pullback", [], ".left(.incc)",
        "error: there is no case '.incc'; did you mean '.inc'? (valid here: .inc, .dec)"
      ),
      (
        "foreach", [".addRow"], ".rows(.element(id: 0, action: .delegate(.delete)))",
        "error: there is no case '.delete'; did you mean '.deleteRequested'? (valid here: .deleteRequested)"
      ),
      (
        "transpose", [], ".opn",
        "error: there is no case '.opn' (valid here: .contacts, .openEditor, .closeEditor, .dismissalFinished, .editor)"
      ),
    ])
  func validHere(lesson: String, setup: [String], line: String, last: String) throws {
    let harness = try SessionHarness(lesson: lesson)
    for setupLine in setup { harness.type(setupLine) }
    #expect(harness.type(line).split(separator: "\n").last.map(String.init) == last)
  }

  @Test("In a scope, the envelope typed again is explained: type the child's own action")
  func envelope() throws {
    let harness = try SessionHarness(lesson: "pullback")
    harness.type("scope left")
    #expect(
      harness.type(".left(.inc)")
        == "you are inside 'left': here you type the child's own action, .inc. The prompt puts it in its envelope for you: .inc  →  .left(.inc)"
    )
    #expect(harness.type("state") == "0")
    #expect(
      harness.type(".left(.inx)").hasSuffix(
        "\ninside 'left' you type the child's own action; the prompt puts it in its envelope: .inx  →  .left(.inx)"
      ))
    let rows = try SessionHarness(lesson: "foreach")
    rows.type(".addRow")
    rows.type("scope rows[id: 0]")
    #expect(
      rows.type(".rows(.element(id: 0, action: .tick))")
        == "you are inside 'rows[id: 0]': here you type the child's own action, .tick. The prompt puts it in its envelope for you: .tick  →  .rows(.element(id: 0, action: .tick))"
    )
    let spanish = try SessionHarness(lesson: "pullback", language: "es")
    spanish.type("scope left")
    #expect(
      spanish.type(".left(.inc)").hasPrefix(
        "estás dentro de 'left': aquí escribes la acción propia del hijo, .inc."))
  }

  @Test("Dictionary keys are Swift string literals; single quotes are explained")
  func dictionaryKeys() throws {
    let harness = try SessionHarness(lesson: "foreach-addressing")
    #expect(harness.type(#"state scores["ana"]"#) == "0")
    #expect(
      harness.type("state scores['ana']") == """
          state scores['ana']
                       ^
        error: Swift writes text in double quotes: write "ana", not 'ana'
        """)
    let spanish = try SessionHarness(lesson: "foreach-addressing", language: "es")
    #expect(
      spanish.type(".scores(.element(id: 'ana', action: .inc))").hasSuffix(
        #"error: en Swift el texto va entre comillas dobles: escribe "ana", no 'ana'"#))
  }
}
