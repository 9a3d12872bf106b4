import Testing

@testable import TutorTerminal

@Suite("PromptText")
struct PromptTextTests {
  let style = Style(enabled: true)

  @Test func plainPromptIsUnchanged() {
    #expect(PromptText.markingEscapes("tutor> ") == "tutor> ")
    #expect(PromptText.markingEscapes("") == "")
  }

  @Test func escapesAreEnclosedInLiteralMarks() {
    #expect(
      PromptText.markingEscapes("\u{1B}[1mA\u{1B}[22m:B")
        == "\u{1}\u{1B}[1m\u{1}A\u{1}\u{1B}[22m\u{1}:B")
  }

  @Test func escapesAtTheEndMoveBeforeTrailingSpace() {
    // libedit loses literal text at the very end of a prompt.
    #expect(
      PromptText.markingEscapes(style.cyan("tutor> "))
        == "\u{1}\u{1B}[36m\u{1}tutor>\u{1}\u{1B}[39m\u{1} ")
  }

  @Test func escapesAtTheEndMoveBeforeTheLastCharacterWithoutTrailingSpace() {
    #expect(
      PromptText.markingEscapes(style.cyan(">"))
        == "\u{1}\u{1B}[36m\u{1}\u{1}\u{1B}[39m\u{1}>")
  }

  @Test func strayLiteralMarksAreDropped() {
    #expect(PromptText.markingEscapes("a\u{1}b") == "ab")
  }

  @Test func widthIgnoresEscapes() {
    #expect(PromptText.width(style.bold(style.cyan("tutor ñ> "))) == 9)
    #expect(PromptText.width("日本> ") == 6)
  }
}
