import Testing

@testable import TutorTerminal

@Suite("Reflow")
struct ReflowTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let width: Int
    let expected: [String]
    var testDescription: String { name }
  }

  static let proseCases: [Case] = [
    Case(
      name: "a pre-wrapped paragraph is joined and wrapped again",
      text: "Lesson files keep\ntheir line breaks;\nrendering decides.", width: 30,
      expected: ["Lesson files keep their line", "breaks; rendering decides."]),
    Case(
      name: "Spanish: accents and ñ take one column",
      text: "Los efectos se ejecutan después, cuando el año termina y la acción vuelve.", width: 24,
      expected: ["Los efectos se ejecutan", "después, cuando el año", "termina y la acción", "vuelve."]),
    Case(
      name: "combining marks take no column",
      text: "cafe\u{301} cafe\u{301} cafe\u{301} cafe\u{301} cafe\u{301}", width: 20,
      expected: ["cafe\u{301} cafe\u{301} cafe\u{301} cafe\u{301}", "cafe\u{301}"]),
    Case(
      name: "wide characters take two columns",
      text: "日本語 日本語 日本語 日本語", width: 20,
      expected: ["日本語 日本語 日本語", "日本語"]),
    Case(
      name: "a word longer than the width keeps its own line, unsplit",
      text: "See https://example.com/a/very/long/address/that/does/not/fit for more.", width: 20,
      expected: ["See", "https://example.com/a/very/long/address/that/does/not/fit", "for more."]),
    Case(
      name: "blank lines separate paragraphs",
      text: "One two\nthree.\n\nFour five\nsix.", width: 40,
      expected: ["One two three.", "", "Four five six."]),
    Case(
      name: "indented code is kept, even when long",
      text:
        "Like this:\n\n    Scope(state: \\.left, action: CasePath(AppAction.left)) { Counter() }\n\nDone.",
      width: 30,
      expected: [
        "Like this:", "", "    Scope(state: \\.left, action: CasePath(AppAction.left)) { Counter() }", "",
        "Done.",
      ]),
    Case(
      name: "fenced code is kept",
      text: "```\nlet a   =   1 // a long line that would be wrapped if it were prose\n```", width: 20,
      expected: ["```", "let a   =   1 // a long line that would be wrapped if it were prose", "```"]),
    Case(
      name: "list items hang under their text",
      text:
        "- the first item is long enough\n  to wrap twice over here\n- second\n1. numbered items too, wrapping",
      width: 22,
      expected: [
        "- the first item is", "  long enough to wrap", "  twice over here", "- second",
        "1. numbered items too,",
        "   wrapping",
      ]),
    Case(
      name: "an inline code span is kept whole when it fits",
      text: "Type `send .left(.inc)` and then `finish` to end.", width: 24,
      expected: ["Type `send .left(.inc)`", "and then `finish` to", "end."]),
    Case(
      name: "an inline code span wider than a line opens at its blanks",
      text: "`send .left(.inc) { $0.left = 1; $0.seen = 1 }`", width: 24,
      expected: ["`send .left(.inc) {", "$0.left = 1; $0.seen = 1", "}`"]),
    Case(
      name: "an indented line inside a paragraph is a continuation, not code",
      text: "Write this\n     and that.", width: 40,
      expected: ["Write this and that."]),
    Case(
      name: "too narrow a width leaves the text alone",
      text: "one two three four five", width: 5,
      expected: ["one two three four five"]),
  ]

  @Test(arguments: proseCases) func prose(_ test: Case) {
    let lines = Reflow.prose(test.text, width: test.width)
    #expect(lines == test.expected)
  }

  static let messageCases: [Case] = [
    Case(
      name: "a short message is unchanged, line breaks kept",
      text: "first line\nsecond line", width: 40, expected: ["first line", "second line"]),
    Case(
      name: "a long line wraps under its indent",
      text: "  everything else goes to the sandbox: actions, state, effects", width: 30,
      expected: ["  everything else goes to the", "  sandbox: actions, state,", "  effects"]),
    Case(
      name: "a two-column line hangs under its second column",
      text: "  tutor lint   check every lesson and both languages", width: 36,
      expected: ["  tutor lint   check every lesson", "               and both languages"]),
    Case(
      name: "a bullet hangs under its text",
      text: "  • an effect that was still running when the test ended", width: 30,
      expected: ["  • an effect that was still", "    running when the test", "    ended"]),
  ]

  @Test(arguments: messageCases) func message(_ test: Case) {
    #expect(Reflow.message(test.text, width: test.width) == test.expected)
  }

  /// Whatever the width, no line is wider than it unless it holds a single word, and the words
  /// come out in order.
  @Test(arguments: [20, 33, 47, 80, 100]) func neverWiderAndNothingLost(width: Int) {
    let text = """
      Piensa en un equipo de rodaje. Sonido e iluminación tienen cada uno su lista de tareas y su
      propio material. La productora le pasa a cada departamento solo los mensajes que le tocan, y
      lleva ella el registro general. Los efectos se ejecutan después: 日本語のテキスト también.
      """
    let lines = Reflow.prose(text, width: width)
    for line in lines where line.contains(" ") {
      #expect(DisplayWidth.of(line) <= width, "\(line)")
    }
    #expect(lines.joined(separator: " ").split(separator: " ") == text.split(whereSeparator: \.isWhitespace))
  }
}
