import Synchronization
import Testing

@testable import TutorTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// What a reader wrote, collected from any thread.
final class OutputRecorder: Sendable {
  private let written = Mutex<[String]>([])
  var text: String { written.withLock { $0.joined() } }
  func record(_ text: String) { written.withLock { $0.append(text) } }
}

/// A pipe holding `bytes` and then closed: the read end behaves as redirected input.
func pipeInput(_ bytes: [UInt8]) throws -> Int32 {
  var ends: [Int32] = [-1, -1]
  try #require(pipe(&ends) == 0)
  let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
  try #require(written == bytes.count)
  close(ends[1])
  return ends[0]
}

func readAll(_ reader: inout PlainLineReader) -> [LineReadResult] {
  var results: [LineReadResult] = []
  while true {
    let result = reader.readLine(prompt: "> ")
    results.append(result)
    if result == .endOfInput { return results }
  }
}

@Suite("PlainLineReader")
struct PlainLineReaderTests {
  @Test func readsLinesThenEndOfInput() throws {
    let input = try pipeInput(Array("one\ntwo\n\nthree\n".utf8))
    defer { close(input) }
    var reader = PlainLineReader(input: input, write: { _ in })
    #expect(readAll(&reader) == [.line("one"), .line("two"), .line(""), .line("three"), .endOfInput])
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }

  @Test func lastLineNeedsNoNewline() throws {
    let input = try pipeInput(Array("first\nlast".utf8))
    defer { close(input) }
    var reader = PlainLineReader(input: input, write: { _ in })
    #expect(readAll(&reader) == [.line("first"), .line("last"), .endOfInput])
  }

  @Test func dropsTheCarriageReturnOfCRLF() throws {
    let input = try pipeInput(Array("uno\r\ndos\r\ntres\r".utf8))
    defer { close(input) }
    var reader = PlainLineReader(input: input, write: { _ in })
    #expect(readAll(&reader) == [.line("uno"), .line("dos"), .line("tres"), .endOfInput])
  }

  @Test func keepsUTF8AndReplacesInvalidBytes() throws {
    let input = try pipeInput(Array("ñ ✓ 日本\n".utf8) + [0x61, 0xFF, 0xC3, 0x0A])
    defer { close(input) }
    var reader = PlainLineReader(input: input, write: { _ in })
    #expect(readAll(&reader) == [.line("ñ ✓ 日本"), .line("a\u{FFFD}\u{FFFD}"), .endOfInput])
  }

  @Test func emptyInputEndsAtOnce() throws {
    let input = try pipeInput([])
    defer { close(input) }
    var reader = PlainLineReader(input: input, write: { _ in })
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
  }

  @Test func readsLinesLongerThanOneChunk() throws {
    let long = String(repeating: "ab✓", count: 3000)
    let input = try pipeInput(Array("\(long)\nshort\n".utf8))
    defer { close(input) }
    var reader = PlainLineReader(input: input, write: { _ in })
    #expect(readAll(&reader) == [.line(long), .line("short"), .endOfInput])
  }

  @Test func writesNoPromptUnlessTold() throws {
    let input = try pipeInput(Array("a\n".utf8))
    defer { close(input) }
    let output = OutputRecorder()
    var reader = PlainLineReader(input: input, write: output.record)
    _ = readAll(&reader)
    #expect(output.text == "")
  }

  @Test func writesThePromptAsGiven() throws {
    let input = try pipeInput(Array("a\nb\n".utf8))
    defer { close(input) }
    let output = OutputRecorder()
    var reader = PlainLineReader(input: input, showsPrompt: true, write: output.record)
    _ = readAll(&reader)
    #expect(output.text == "> > > \n")
  }

  @Test func echoesInputAsATranscript() throws {
    let input = try pipeInput(Array("a\nñ\n".utf8))
    defer { close(input) }
    let output = OutputRecorder()
    var reader = PlainLineReader(
      input: input, showsPrompt: true, echoesInput: true, write: output.record)
    _ = readAll(&reader)
    #expect(output.text == "> a\n> ñ\n> \n")
  }

  @Test func printAboveAddsAMissingNewline() {
    let output = OutputRecorder()
    let reader = PlainLineReader(input: -1, write: output.record)
    reader.printAbove("one")
    reader.printAbove("two\n")
    #expect(output.text == "one\ntwo\n")
  }

  @Test func unreadableInputEnds() {
    var reader = PlainLineReader(input: -1, write: { _ in })
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }
}
