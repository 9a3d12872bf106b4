import Testing

@testable import TutorTerminal

@Suite("Style")
struct StyleTests {
  @Test func enabledStyleWrapsInSGRCodes() {
    let style = Style(enabled: true)
    #expect(style.red("no") == "\u{1B}[31mno\u{1B}[39m")
    #expect(style.green("sí") == "\u{1B}[32msí\u{1B}[39m")
    #expect(style.yellow("!") == "\u{1B}[33m!\u{1B}[39m")
    #expect(style.cyan("> ") == "\u{1B}[36m> \u{1B}[39m")
    #expect(style.bold("b") == "\u{1B}[1mb\u{1B}[22m")
    #expect(style.dim("d") == "\u{1B}[2md\u{1B}[22m")
  }

  @Test func disabledStyleReturnsPlainText() {
    let style = Style.plain
    for text in ["", "plain", "ñ ✓"] {
      #expect(style.red(text) == text)
      #expect(style.green(text) == text)
      #expect(style.yellow(text) == text)
      #expect(style.cyan(text) == text)
      #expect(style.bold(text) == text)
      #expect(style.dim(text) == text)
    }
  }

  @Test func emptyTextStaysEmpty() {
    #expect(Style(enabled: true).red("") == "")
  }

  @Test func stylesNest() {
    let style = Style(enabled: true)
    #expect(style.bold(style.red("x")) == "\u{1B}[1m\u{1B}[31mx\u{1B}[39m\u{1B}[22m")
  }

  @Test func strippedRemovesEscapes() {
    let style = Style(enabled: true)
    #expect(Style.stripped(style.bold(style.red("ñ")) + " ok") == "ñ ok")
    #expect(Style.stripped("\u{1B}]0;title\u{07}text") == "text")
    #expect(Style.stripped("plain") == "plain")
  }
}
