import Testing

@testable import TutorTerminal

@Suite("LineReaderFactory")
struct LineReaderFactoryTests {
  func capabilities(stdin: Bool, stdout: Bool) -> TerminalCapabilities {
    TerminalCapabilities.decide(stdinIsTTY: stdin, stdoutIsTTY: stdout, environment: [:])
  }

  @Test func pipedInputGetsAPlainReaderWithoutPrompt() throws {
    let reader = LineReaderFactory.make(capabilities: capabilities(stdin: false, stdout: true))
    let plain = try #require(reader as? PlainLineReader)
    #expect(!plain.showsPrompt)
    #expect(!plain.catchesInterrupt)
    #expect(!plain.echoesInput)
  }

  @Test func terminalInputWithPipedOutputGetsPromptsAndCtrlC() throws {
    let reader = LineReaderFactory.make(capabilities: capabilities(stdin: true, stdout: false))
    let plain = try #require(reader as? PlainLineReader)
    #expect(plain.showsPrompt)
    #expect(plain.catchesInterrupt)
  }

  @Test func plainPromptAndEchoCanBeForced() throws {
    let reader = LineReaderFactory.make(
      capabilities: capabilities(stdin: false, stdout: false), showsPlainPrompt: true,
      echoesPlainInput: true)
    let plain = try #require(reader as? PlainLineReader)
    #expect(plain.showsPrompt)
    #expect(plain.echoesInput)
  }
}
