import Foundation
import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

@Suite struct PathParserTests {
  struct PathCase: Sendable, CustomTestStringConvertible {
    var source: String
    var path: ValuePath
    var testDescription: String { source }
  }

  @Test(arguments: [
    PathCase(
      source: "rows[id: 2].seconds",
      path: ValuePath([.field("rows"), .element(id: .int(2)), .field("seconds")])),
    PathCase(source: "$0.rows[id: 2]", path: ValuePath([.field("rows"), .element(id: .int(2))])),
    PathCase(source: "left", path: ValuePath([.field("left")])),
    PathCase(source: "$0.child", path: ValuePath([.field("child")])),
    PathCase(source: "rows[0]", path: ValuePath([.field("rows"), .index(0)])),
    PathCase(source: #"configs["a"]"#, path: ValuePath([.field("configs"), .key(.string("a"))])),
    PathCase(
      source: "$0.rows[id: 2]?.seconds",
      path: ValuePath([.field("rows"), .element(id: .int(2)), .field("seconds")])),
    PathCase(source: "child!.count", path: ValuePath([.field("child"), .field("count")])),
    PathCase(
      source: "rows[id: UUID(1)]",
      path: ValuePath([.field("rows"), .element(id: .uuid(ParsingFixtures.uuidOne))])),
    PathCase(source: "$0", path: .root),
    PathCase(source: "", path: .root),
    PathCase(source: "grid[1][2]", path: ValuePath([.field("grid"), .index(1), .index(2)])),
  ])
  func parsesPaths(_ example: PathCase) throws {
    let path = try ValuePath.parse(example.source)
    #expect(path == example.path)
  }

  @Test func describesPathsAsTyped() throws {
    #expect(try ValuePath.parse("$0.rows[id: 2].seconds").description == "rows[id: 2].seconds")
    #expect(try ValuePath.parse(#"configs["a"]"#).description == #"configs["a"]"#)
  }

  @Test func pathColumnsPointAtComponents() throws {
    let path = try ValuePath.parse("$0.rows[id: 2].seconds", startColumn: 7)
    #expect(path.columns == [9, 14, 21])
  }

  @Test(arguments: [
    ("rows[", InputError(.unexpectedEnd(expected: .index), column: 6)),
    ("rows[id: 2", InputError(.unexpectedEnd(expected: .token("]")), column: 11)),
    ("rows.", InputError(.unexpectedEnd(expected: .memberName), column: 6)),
    ("$1.rows", InputError(.unexpectedToken(found: "$1", expected: .memberName), column: 1)),
    ("rows seconds", InputError(.trailingInput("seconds"), column: 6)),
    ("rows.remove(id: 2)", InputError(.trailingInput("(id: 2)"), column: 12)),
  ])
  func pathErrors(_ source: String, _ error: InputError) {
    #expect(throws: error) { try ValuePath.parse(source) }
  }
}

@Suite struct StatementParserTests {
  struct StatementCase: Sendable, CustomTestStringConvertible {
    var source: String
    var statement: Statement
    var testDescription: String { source }
  }

  static let rowState = Value.structLiteral(
    typeName: "Row.State", arguments: [.init("id", .int(3)), .init("seconds", .int(0))])

  @Test(arguments: [
    StatementCase(
      source: "$0.left = 2",
      statement: Statement(path: ValuePath([.field("left")]), operation: .assign(.int(2)))),
    StatementCase(
      source: "$0.child = nil",
      statement: Statement(path: ValuePath([.field("child")]), operation: .assign(.nil))),
    StatementCase(
      source: "$0.rows[id: 3] = Row.State(id: 3, seconds: 0)",
      statement: Statement(
        path: ValuePath([.field("rows"), .element(id: .int(3))]), operation: .assign(rowState))),
    StatementCase(
      source: "$0.rows.remove(id: 2)",
      statement: Statement(path: ValuePath([.field("rows")]), operation: .remove(id: .int(2)))),
    StatementCase(
      source: "$0.rows.append(Row.State(id: 3, seconds: 0))",
      statement: Statement(path: ValuePath([.field("rows")]), operation: .append(rowState))),
    StatementCase(
      source: "$0.count += 1",
      statement: Statement(path: ValuePath([.field("count")]), operation: .add(.int(1)))),
    StatementCase(
      source: "$0.count -= 1",
      statement: Statement(path: ValuePath([.field("count")]), operation: .subtract(.int(1)))),
    StatementCase(
      source: "count = -1",
      statement: Statement(path: ValuePath([.field("count")]), operation: .assign(.int(-1)))),
    StatementCase(
      source: "$0.rows.insert(Row.State(id: 3, seconds: 0), at: 1)",
      statement: Statement(path: ValuePath([.field("rows")]), operation: .insert(rowState, at: 1))),
    StatementCase(
      source: "$0.rows.remove(at: 0)",
      statement: Statement(path: ValuePath([.field("rows")]), operation: .removeAt(0))),
    StatementCase(
      source: "$0.rows.removeAll()",
      statement: Statement(path: ValuePath([.field("rows")]), operation: .removeAll)),
    StatementCase(
      source: "$0.rows.removeFirst()",
      statement: Statement(path: ValuePath([.field("rows")]), operation: .removeFirst)),
    StatementCase(
      source: "$0.rows.removeLast()",
      statement: Statement(path: ValuePath([.field("rows")]), operation: .removeLast)),
    StatementCase(
      source: "$0.flag.toggle()", statement: Statement(path: ValuePath([.field("flag")]), operation: .toggle)),
    StatementCase(source: "$0 = 5", statement: Statement(path: .root, operation: .assign(.int(5)))),
    StatementCase(
      source: "$0.rows[id: 2]?.seconds = 1",
      statement: Statement(
        path: ValuePath([.field("rows"), .element(id: .int(2)), .field("seconds")]),
        operation: .assign(.int(1)))),
  ])
  func parsesStatements(_ example: StatementCase) throws {
    let statements = try Statement.parseList(example.source)
    #expect(statements == [example.statement])
    #expect(statements.first?.source == example.source)
  }

  @Test func statementsRoundTripThroughTheirDescription() throws {
    let statement = try Statement.parseList("$0.rows[id: 2].seconds += 1")[0]
    #expect(statement.description == "$0.rows[id: 2].seconds += 1")
  }

  @Test func severalStatementsSeparatedBySemicolons() throws {
    let statements = try Statement.parseList("$0.left = 2; $0.count += 1;; $0.child = nil;")
    #expect(statements.map(\.path.description) == ["left", "count", "child"])
    #expect(statements.map(\.column) == [1, 14, 30])
  }

  @Test(arguments: [
    ("$0.left", InputError(.unexpectedEnd(expected: .change), column: 8)),
    ("$0.left == 2", InputError(.unexpectedToken(found: "=", expected: .value), column: 10)),
    ("$0.left = ", InputError(.unexpectedEnd(expected: .value), column: 11)),
    (
      "$0.left = 2 $0.right = 3", InputError(.unexpectedToken(found: "$0", expected: .token(";")), column: 13)
    ),
    ("5 = 2", InputError(.unexpectedToken(found: "5", expected: .statement), column: 1)),
    ("$0.rows.frobnicate()", InputError(.unknownMethod("frobnicate()"), column: 9)),
    ("$0.rows.append(id: 4)", InputError(.unknownMethod("append(id:)"), column: 9)),
    ("$0.rows.remove(2)", InputError(.unknownMethod("remove(_:)"), column: 9)),
    ("$0.rows.remove(at: \"x\")", InputError(.typeMismatch(expected: .wholeNumber, field: "at"), column: 20)),
    ("$0.count *= 2", InputError(.unexpectedCharacter("*"), column: 10)),
  ])
  func statementErrors(_ source: String, _ error: InputError) {
    #expect(throws: error) { try Statement.parseList(source) }
  }
}

@Suite struct StepParserTests {
  @Test func sendWithABlock() throws {
    let step = try parseStep("send .left(.inc) { $0.left = 1; $0.log.append(\"left\") }")
    #expect(step.kind == .send)
    #expect(step.action.value == .case("left", .init(nil, .case("inc"))))
    #expect(step.actionSource == ".left(.inc)")
    #expect(step.action.column == 6)
    #expect(step.hasBlock)
    #expect(
      step.statements == [
        Statement(path: ValuePath([.field("left")]), operation: .assign(.int(1))),
        Statement(path: ValuePath([.field("log")]), operation: .append(.string("left"))),
      ])
    #expect(step.statements.map(\.column) == [20, 33])
  }

  @Test func receiveWithoutABlock() throws {
    let step = try parseStep("receive .rows(.element(id: 2, action: .delegate(.removeMe)))")
    #expect(step.kind == .receive)
    #expect(step.actionSource == ".rows(.element(id: 2, action: .delegate(.removeMe)))")
    #expect(step.statements.isEmpty)
    #expect(!step.hasBlock)
  }

  @Test func emptyBlock() throws {
    let step = try parseStep("send .inc {}")
    #expect(step.hasBlock)
    #expect(step.statements.isEmpty)
  }

  @Test func swiftCallSpelling() throws {
    let step = try parseStep("await store.send(.setTo(5)) { $0.count = 5 }")
    #expect(step.kind == .send)
    #expect(step.actionSource == ".setTo(5)")
    #expect(step.action.column == 18)
    #expect(step.statements == [Statement(path: ValuePath([.field("count")]), operation: .assign(.int(5)))])
  }

  @Test func statementValueColumnsAreOnTheLine() throws {
    let step = try parseStep("send .addRow { $0.rows.append(Row.State(id: 4, seconds: 0)) }")
    let statement = try #require(step.statements.first)
    #expect(statement.valueColumns.column(of: []) == 31)
    #expect(statement.valueColumns.labelColumn(of: [1]) == 48)
  }

  @Test(arguments: [
    ("", InputError(.emptyInput, column: 1)),
    ("sned .inc", InputError(.unexpectedToken(found: "sned", expected: .step), column: 1)),
    ("send", InputError(.unexpectedEnd(expected: .action), column: 5)),
    ("send { $0.count = 1 }", InputError(.unexpectedToken(found: "{", expected: .action), column: 6)),
    ("send .inc { $0.count = 1", InputError(.unexpectedEnd(expected: .token("}")), column: 25)),
    ("send .inc { $0.count = 1 } x", InputError(.trailingInput("x"), column: 28)),
    ("send .inc }", InputError(.trailingInput("}"), column: 11)),
    ("send(.inc", InputError(.unexpectedEnd(expected: .token(")")), column: 10)),
    ("receive \\.", InputError(.unexpectedEnd(expected: .caseName), column: 11)),
    ("send \\.rows[id: 0]", InputError(.unexpectedEnd(expected: .caseName), column: 19)),
  ])
  func stepErrors(_ source: String, _ error: InputError) {
    #expect(throws: error) { try parseStep(source) }
  }
}
