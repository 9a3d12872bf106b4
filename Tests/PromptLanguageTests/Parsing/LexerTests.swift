import Testing

@testable import PromptLanguage
@testable import TutorSupport

@Suite struct LexerTests {
  @Test func tokensCarryTheirColumns() throws {
    let tokens = try Lexer.tokens(".setBoth(x: 1, y: -2)")
    #expect(tokens.map(\.column) == [1, 2, 9, 10, 11, 13, 14, 16, 17, 19, 20, 21, 22])
    #expect(tokens.map(\.text) == [".", "setBoth", "(", "x", ":", "1", ",", "y", ":", "-", "2", ")", ""])
  }

  @Test func startColumnShiftsEveryToken() throws {
    let tokens = try Lexer.tokens(".inc", startColumn: 6)
    #expect(tokens.map(\.column) == [6, 7, 10])
  }

  struct StringCase: Sendable, CustomTestStringConvertible {
    var source: String
    var value: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    StringCase(source: #""plain""#, value: "plain"),
    StringCase(source: #""señal ñ""#, value: "señal ñ"),
    StringCase(source: #""a\"b""#, value: "a\"b"),
    StringCase(source: #""tab\there""#, value: "tab\there"),
    StringCase(source: #""line\nbreak""#, value: "line\nbreak"),
    StringCase(source: #""back\\slash""#, value: "back\\slash"),
    StringCase(source: #""\u{1F600} \u{e9}""#, value: "😀 é"),
    StringCase(source: #""""#, value: ""),
    StringCase(source: #""👩‍👩‍👧 family""#, value: "👩‍👩‍👧 family"),
  ])
  func stringLiterals(_ example: StringCase) throws {
    let tokens = try Lexer.tokens(example.source)
    #expect(tokens.first?.kind == .string(example.value))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let tokens = try Lexer.tokens(#""ñandú" .x"#)
    #expect(tokens.map(\.column) == [1, 9, 10, 11])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var source: String
    var error: InputError
    var testDescription: String { source }
  }

  @Test(arguments: [
    ErrorCase(source: #""open"#, error: InputError(.unterminatedString, column: 1)),
    ErrorCase(source: #".a("x\"#, error: InputError(.unterminatedString, column: 4)),
    ErrorCase(source: #""bad \q""#, error: InputError(.invalidEscape("q"), column: 6)),
    ErrorCase(source: #""\u{zz}""#, error: InputError(.invalidEscape("u{"), column: 2)),
    ErrorCase(source: ".inc @", error: InputError(.unexpectedCharacter("@"), column: 6)),
    ErrorCase(source: "$x", error: InputError(.unexpectedCharacter("$"), column: 1)),
    ErrorCase(source: "`open", error: InputError(.unexpectedCharacter("`"), column: 1)),
    ErrorCase(source: "a + b", error: InputError(.unexpectedCharacter("+"), column: 3)),
  ])
  func lexingErrors(_ example: ErrorCase) {
    #expect(throws: example.error) { try Lexer.tokens(example.source) }
  }

  @Test func backtickedNamesAreIdentifiers() throws {
    let tokens = try Lexer.tokens(".`default`")
    #expect(tokens[1].kind == .identifier("default"))
  }

  @Test func numbersKeepTheirText() throws {
    let tokens = try Lexer.tokens("1_000 0xFF 1.5 2e3 12abc")
    #expect(
      tokens.map(\.kind) == [
        .integer("1_000"), .integer("0xFF"), .decimal("1.5"), .decimal("2e3"), .integer("12abc"), .end,
      ])
  }

  @Test func operators() throws {
    let tokens = try Lexer.tokens("= += -= - ; { } ? !")
    #expect(
      tokens.map(\.kind) == [
        .equals, .plusEquals, .minusEquals, .minus, .semicolon, .leftBrace, .rightBrace, .question, .bang,
        .end,
      ])
  }
}
