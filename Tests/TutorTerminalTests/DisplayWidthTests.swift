import Testing

@testable import TutorTerminal

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test func widths() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("ñ") == 1)
    #expect(DisplayWidth.of("n\u{303}") == 1)  // n + combining tilde
    #expect(DisplayWidth.of("✓") == 1)
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("한") == 2)
    #expect(DisplayWidth.of("😀") == 2)
    #expect(DisplayWidth.of("a\tb") == 2)  // controls take none
  }
}
