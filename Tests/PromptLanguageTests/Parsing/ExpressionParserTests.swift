import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

@Suite struct ExpressionParserTests {
  struct ValueCase: Sendable, CustomTestStringConvertible {
    var source: String
    var value: Value
    var testDescription: String { source }
  }

  static let uuid = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001") ?? UUID()
  static let uuid5 = UUID(uuidString: "00000000-0000-0000-0000-000000000005") ?? UUID()

  @Test(arguments: [
    ValueCase(source: ".inc", value: .case("inc")),
    ValueCase(source: ".left(.inc)", value: .case("left", .init(nil, .case("inc")))),
    ValueCase(source: ".setTo(5)", value: .case("setTo", .init(nil, .int(5)))),
    ValueCase(source: ".setTo(-5)", value: .case("setTo", .init(nil, .int(-5)))),
    ValueCase(
      source: ".setBoth(x: 1, y: 2)", value: .case("setBoth", .init("x", .int(1)), .init("y", .int(2)))),
    ValueCase(
      source: ".rows(.element(id: 2, action: .tick))",
      value: .case("rows", .init(nil, .case("element", .init("id", .int(2)), .init("action", .case("tick")))))
    ),
    ValueCase(source: "  .inc  ", value: .case("inc")),
    ValueCase(source: ".inc()", value: .case("inc")),
    ValueCase(source: ".pair(1, 2,)", value: .case("pair", .init(nil, .int(1)), .init(nil, .int(2)))),
    ValueCase(source: "AppAction.left(.inc)", value: .case("left", .init(nil, .case("inc")))),
    ValueCase(source: "CounterAction.inc", value: .case("inc")),
    ValueCase(source: "42", value: .int(42)),
    ValueCase(source: "-7", value: .int(-7)),
    ValueCase(source: "- 7", value: .int(-7)),
    ValueCase(source: "1_000", value: .int(1000)),
    ValueCase(source: "0xFF", value: .int(255)),
    ValueCase(source: "-9223372036854775808", value: .int(Int.min)),
    ValueCase(source: "2.5", value: .double(2.5)),
    ValueCase(source: "-0.25", value: .double(-0.25)),
    ValueCase(source: "1e3", value: .double(1000)),
    ValueCase(source: #""señal ñ""#, value: .string("señal ñ")),
    ValueCase(source: #""say \"hi\"""#, value: .string("say \"hi\"")),
    ValueCase(source: "true", value: .bool(true)),
    ValueCase(source: "false", value: .bool(false)),
    ValueCase(source: "nil", value: .nil),
    ValueCase(source: #"UUID("DEADBEEF-0000-0000-0000-000000000001")"#, value: .uuid(uuid)),
    ValueCase(source: #"UUID(uuidString: "deadbeef-0000-0000-0000-000000000001")"#, value: .uuid(uuid)),
    ValueCase(source: "UUID(5)", value: .uuid(uuid5)),
    ValueCase(source: "[1, 2]", value: .array([.int(1), .int(2)])),
    ValueCase(source: "[]", value: .array([])),
    ValueCase(source: "[.inc, .dec,]", value: .array([.case("inc"), .case("dec")])),
    ValueCase(source: "[[1], []]", value: .array([.array([.int(1)]), .array([])])),
    ValueCase(
      source: #"["a": 1, "b": 2]"#,
      value: .dictionary([.init(.string("a"), .int(1)), .init(.string("b"), .int(2))])),
    ValueCase(source: "[:]", value: .dictionary([])),
    ValueCase(
      source: "Row.State(id: 3, seconds: 0)",
      value: .structLiteral(
        typeName: "Row.State", arguments: [.init("id", .int(3)), .init("seconds", .int(0))])),
    ValueCase(source: "Empty()", value: .structLiteral(typeName: "Empty", arguments: [])),
    ValueCase(source: "(5)", value: .int(5)),
    ValueCase(source: ".`default`", value: .case("default")),
    ValueCase(source: ".put(in: 1)", value: .case("put", .init("in", .int(1)))),
  ])
  func parsesValues(_ example: ValueCase) throws {
    #expect(try ExpressionParser.parseValue(example.source).value == example.value)
  }

  @Test func keepsSourceTextAndColumns() throws {
    let parsed = try ExpressionParser.parseValue(".setBoth(x: 1, y: 2)", startColumn: 6)
    #expect(parsed.source == ".setBoth(x: 1, y: 2)")
    #expect(parsed.column == 6)
    #expect(parsed.columns.column(of: [1]) == 24)
    #expect(parsed.columns.labelColumn(of: [1]) == 21)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var source: String
    var error: InputError
    var testDescription: String { source }
  }

  @Test(arguments: [
    ErrorCase(source: "", error: InputError(.emptyInput, column: 1)),
    ErrorCase(source: "   ", error: InputError(.emptyInput, column: 4)),
    ErrorCase(source: ".left(.inc", error: InputError(.unexpectedEnd(expected: .token(")")), column: 11)),
    ErrorCase(source: ".left(.inc))", error: InputError(.trailingInput(")"), column: 12)),
    ErrorCase(source: ".inc .dec", error: InputError(.trailingInput(".dec"), column: 6)),
    ErrorCase(source: ".", error: InputError(.unexpectedEnd(expected: .caseName), column: 2)),
    ErrorCase(source: ".5", error: InputError(.unexpectedToken(found: "5", expected: .caseName), column: 2)),
    ErrorCase(
      source: ".a(1 2)", error: InputError(.unexpectedToken(found: "2", expected: .token(")")), column: 6)),
    ErrorCase(source: "inc", error: InputError(.missingDot(name: "inc"), column: 1)),
    ErrorCase(
      source: "State", error: InputError(.unexpectedToken(found: "State", expected: .value), column: 1)),
    ErrorCase(
      source: "99999999999999999999", error: InputError(.numberOutOfRange("99999999999999999999"), column: 1)),
    ErrorCase(
      source: ".a(-99999999999999999999)",
      error: InputError(.numberOutOfRange("-99999999999999999999"), column: 4)),
    ErrorCase(source: "1e999", error: InputError(.numberOutOfRange("1e999"), column: 1)),
    ErrorCase(
      source: "12abc", error: InputError(.unexpectedToken(found: "12abc", expected: .value), column: 1)),
    ErrorCase(source: "-x", error: InputError(.unexpectedToken(found: "x", expected: .value), column: 2)),
    ErrorCase(source: #"UUID("nope")"#, error: InputError(.invalidUUID("nope"), column: 6)),
    ErrorCase(source: "UUID()", error: InputError(.invalidUUID(""), column: 6)),
    ErrorCase(source: "[1, 2", error: InputError(.unexpectedEnd(expected: .token("]")), column: 6)),
    ErrorCase(
      source: #"["a": 1, "b"]"#,
      error: InputError(.unexpectedToken(found: "]", expected: .token(":")), column: 13)),
    ErrorCase(source: ")", error: InputError(.unexpectedToken(found: ")", expected: .value), column: 1)),
    ErrorCase(
      source: ".a(x: )", error: InputError(.unexpectedToken(found: ")", expected: .value), column: 7)),
  ])
  func reportsErrors(_ example: ErrorCase) {
    #expect(throws: example.error) { try ExpressionParser.parseValue(example.source) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000)
    #expect(throws: InputError(.nestedTooDeeply, column: ExpressionParser.maximumDepth + 1)) {
      try ExpressionParser.parseValue(deep)
    }
    let cases = String(repeating: ".a(", count: 5_000)
    #expect(throws: InputError.self) { try ExpressionParser.parseValue(cases) }
  }

  @Test(arguments: [
    "(((", ")))", "[[[", "]]]", ".(", ".a(", ".a(,)", ",", ":", "=", ";;", "{}", "?", "!", "-", "--1", "\"",
    "\\", "#$%^&*", "..", ".a..b", "[:", "[1:", "[1: 2, 3]", "UUID(", "UUID(\"", "Row.", "Row.State(",
    "Row.State(id:", "Row.State(id: 1,, 2)", "$0", "$0.rows", "send", "0x", "0b2", ".a(b: c: d)",
    "9223372036854775808", "-9223372036854775809", "\u{0}", "🙂", ".🙂", "[\"a\": ]", ".a(1)(2)",
  ])
  func garbageIsAnErrorNotACrash(_ source: String) {
    #expect(throws: InputError.self) { try ExpressionParser.parseValue(source) }
  }

  @Test func randomPunctuationNeverCrashes() {
    var generator = ParsingFixtures.SeededGenerator(seed: 0x5EED)
    let alphabet = Array("()[]{}.,:;=+-?!\"\\$0123456789abcXYZ _ñ`@#")
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? " " })
      _ = try? ExpressionParser.parseValue(text)
      _ = try? parseStep("send " + text)
      _ = try? ValuePath.parse(text)
      _ = try? Statement.parseList(text)
    }
  }
}
