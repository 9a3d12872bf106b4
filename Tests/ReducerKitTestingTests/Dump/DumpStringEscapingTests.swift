import ReducerKitTesting
import Testing

@testable import ReducerKitTestingCore

@Suite struct DumpStringEscapingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: String

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "plain", text: "abc", expected: #""abc""#),
    Case(name: "quote and backslash", text: #"a"b\c"#, expected: #""a\"b\\c""#),
    Case(name: "newline, tab, return, NUL", text: "\n\t\r\0", expected: #""\n\t\r\0""#),
    Case(name: "CRLF is one character", text: "a\r\nb", expected: #""a\r\nb""#),
    Case(name: "escape character", text: "\u{1B}[0m", expected: #""\u{1B}[0m""#),
    Case(name: "DEL", text: "\u{7F}", expected: #""\u{7F}""#),
    Case(name: "zero-width space", text: "a\u{200B}b", expected: #""a\u{200B}b""#),
    Case(name: "no-break space", text: "1\u{A0}km", expected: #""1\u{A0}km""#),
    Case(name: "non-ASCII letters", text: "ñandú café Ünïcödé", expected: #""ñandú café Ünïcödé""#),
    Case(name: "combining accent", text: "e\u{301}", expected: "\"e\u{301}\""),
    Case(name: "joined emoji", text: "👩‍💻", expected: #""👩‍💻""#),
    Case(name: "empty", text: "", expected: #""""#),
  ]

  @Test(arguments: cases)
  func quotes(_ testCase: Case) {
    #expect(StringEscaping.quoted(testCase.text) == testCase.expected)
  }
}
