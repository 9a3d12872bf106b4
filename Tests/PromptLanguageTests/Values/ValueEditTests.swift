import Foundation
import Testing

@testable import Learning
@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

private typealias F = ParsingFixtures

@Suite struct ValueEditTests {
  static let state = ParsingFixtures.ListState(
    rows: [.init(id: 1, seconds: 0), .init(id: 2, seconds: 5)], count: 3, configs: ["a": 1], title: "t",
    tags: [4: "four"])

  /// The state with the statements of `block` applied, decoded back.
  static func applying(_ block: String, to state: ParsingFixtures.ListState = state) throws
    -> ParsingFixtures.ListState
  {
    let tree = try encodeToValue(state)
    return try decode(F.ListState.self, from: tree.applying(Statement.parseList(block)))
  }

  /// The error applying `block` gives.
  static func error(_ block: String, to state: ParsingFixtures.ListState = state) -> InputError? {
    F.inputError { _ = try applying(block, to: state) }
  }

  @Test func lookups() throws {
    let tree = try encodeToValue(Self.state)
    #expect(
      try tree.lookup(ValuePath.parse("rows[id: 2]"))
        == .keyed([.init("id", .int(2)), .init("seconds", .int(5))]))
    #expect(try tree.lookup(ValuePath.parse("$0.rows[id: 2].seconds")) == .int(5))
    #expect(try tree.lookup(ValuePath.parse("rows[0].id")) == .int(1))
    #expect(try tree.lookup(ValuePath.parse(#"configs["a"]"#)) == .int(1))
    #expect(try tree.lookup(ValuePath.parse("tags[4]")) == .string("four"))
    #expect(try tree.lookup(ValuePath.parse("child")) == .nil)
    #expect(try tree.lookup(.root) == tree)
  }

  @Test func assignments() throws {
    var expected = Self.state
    expected.count = 2
    expected.child = .init(count: 7)
    expected.rows[1].seconds = 1
    expected.title = "señal ñ"
    expected.ratio = 2
    expected.mode = .dec
    expected.theme = .dark
    expected.configs["b"] = 2
    expected.tags[5] = "five"
    let result = try Self.applying(
      #"$0.count = 2; $0.child = Child(count: 7); $0.rows[id: 2].seconds = 1; $0.title = "señal ñ"; "#
        + #"$0.ratio = 2; $0.mode = .dec; $0.theme = .dark; $0.configs["b"] = 2; $0.tags[5] = "five""#)
    #expect(result == expected)
  }

  @Test func assigningNil() throws {
    var state = Self.state
    state.child = .init(count: 1)
    #expect(try Self.applying("$0.child = nil", to: state).child == nil)
    #expect(try Self.applying("$0.rows[id: 1] = nil").rows.map(\.id) == [2])
    #expect(try Self.applying(#"$0.configs["a"] = nil"#).configs == [:])
  }

  @Test func structLiteralsTakeTheExistingFieldOrder() throws {
    let tree = try encodeToValue(Self.state)
    let edited = try tree.applying(Statement.parseList("$0.rows[id: 2] = Row.State(seconds: 9, id: 2)")[0])
    #expect(
      try edited.lookup(ValuePath.parse("rows[1]"))
        == .keyed([.init("id", .int(2)), .init("seconds", .int(9))]))
  }

  @Test func collectionMethods() throws {
    #expect(try Self.applying("$0.rows.remove(id: 2)").rows == [.init(id: 1, seconds: 0)])
    #expect(
      try Self.applying("$0.rows.append(Row.State(id: 4, seconds: 0))").rows.map(\.id) == [1, 2, 4])
    #expect(try Self.applying("$0.rows[id: 3] = Row.State(id: 3, seconds: 0)").rows.map(\.id) == [1, 2, 3])
    #expect(
      try Self.applying("$0.rows.insert(Row.State(id: 9, seconds: 0), at: 0)").rows.map(\.id) == [9, 1, 2])
    #expect(try Self.applying("$0.rows.remove(at: 0)").rows.map(\.id) == [2])
    #expect(try Self.applying("$0.rows.removeFirst()").rows.map(\.id) == [2])
    #expect(try Self.applying("$0.rows.removeLast()").rows.map(\.id) == [1])
    #expect(try Self.applying("$0.rows.removeAll()").rows.isEmpty)
    #expect(try Self.applying("$0.configs.removeAll()").configs.isEmpty)
    #expect(try Self.applying("$0.rows = []").rows.isEmpty)
    #expect(
      try Self.applying("$0.rows = [Row.State(id: 5, seconds: 1)]").rows == [.init(id: 5, seconds: 1)])
    #expect(try Self.applying(#"$0.configs = ["z": 26]"#).configs == ["z": 26])
  }

  @Test func arithmeticAndToggles() throws {
    #expect(try Self.applying("$0.count += 1").count == 4)
    #expect(try Self.applying("$0.count -= 5").count == -2)
    #expect(try Self.applying("$0.ratio += 1; $0.ratio -= 0.25").ratio == 0.75)
    #expect(try Self.applying("$0.flag.toggle()").flag)
    #expect(
      try Self.applying("$0.rows[id: 2].seconds += 1; $0.rows[id: 2].seconds += 1").rows[1].seconds == 7)
  }

  @Test func uuidsMatchTheirStrings() throws {
    let tree = Value.keyed([
      .init("rows", .array([.keyed([.init("id", .string("00000000-0000-0000-0000-000000000001"))])]))
    ])
    #expect(try tree.lookup(ValuePath.parse("rows[id: UUID(1)]")) != .nil)
    var state = Self.state
    state.token = ParsingFixtures.uuidOne
    #expect(try Self.applying("$0.token = UUID(2)", to: state).token.uuidString.hasSuffix("0002"))
    #expect(
      try Self.applying(#"$0.token = "00000000-0000-0000-0000-000000000003""#).token.uuidString.hasSuffix("3")
    )
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var block: String
    var error: InputError
    var english: String
    var testDescription: String { block }
  }

  @Test(arguments: [
    ErrorCase(
      block: "$0.cont = 1",
      error: InputError(.noSuchField(path: "", field: "cont", suggestion: "count"), column: 3),
      english: "the state has no field 'cont'; did you mean 'count'?"),
    ErrorCase(
      block: "$0.rows[id: 2].secnds = 1",
      error: InputError(
        .noSuchField(path: "rows[id: 2]", field: "secnds", suggestion: "seconds"), column: 15),
      english: "'rows[id: 2]' has no field 'secnds'; did you mean 'seconds'?"),
    ErrorCase(
      block: "$0.rows[id: 7].seconds = 1",
      error: InputError(.noElement(id: .int(7), collection: "rows"), column: 8),
      english: "there is no element with id 7 in 'rows'"),
    ErrorCase(
      block: "$0.rows.remove(id: 7)",
      error: InputError(.noElement(id: .int(7), collection: "rows"), column: 20),
      english: "there is no element with id 7 in 'rows'"),
    ErrorCase(
      block: "$0.rows[5].seconds = 1",
      error: InputError(.indexOutOfRange(index: 5, count: 2, collection: "rows"), column: 8),
      english: "there is no index 5: 'rows' has 2 elements"),
    ErrorCase(
      block: "$0.rows.remove(at: 2)",
      error: InputError(.indexOutOfRange(index: 2, count: 2, collection: "rows"), column: 3),
      english: "there is no index 2: 'rows' has 2 elements"),
    ErrorCase(
      block: #"$0.configs["zz"] += 1"#,
      error: InputError(.noKey(key: .string("zz"), collection: "configs"), column: 11),
      english: #"there is no key "zz" in 'configs'"#),
    ErrorCase(
      block: "$0.count = \"three\"",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: "count"), column: 12),
      english: "expected a whole number for 'count'"),
    ErrorCase(
      block: "$0.count = 1.5",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: "count"), column: 12),
      english: "expected a whole number for 'count'"),
    ErrorCase(
      block: "$0.flag = 1", error: InputError(.typeMismatch(expected: .bool, field: "flag"), column: 11),
      english: "expected true or false for 'flag'"),
    ErrorCase(
      block: "$0.mode = 5",
      error: InputError(.typeMismatch(expected: .caseValue(example: "inc"), field: "mode"), column: 11),
      english: "expected a case like .inc for 'mode'"),
    ErrorCase(
      block: "$0.rows = 5", error: InputError(.typeMismatch(expected: .list, field: "rows"), column: 11),
      english: "expected a list like [1, 2] for 'rows'"),
    ErrorCase(
      block: "$0.count += \"x\"",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: "count"), column: 13),
      english: "expected a whole number for 'count'"),
    ErrorCase(
      block: "$0.count += 1.5",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: "count"), column: 13),
      english: "expected a whole number for 'count'"),
    ErrorCase(
      block: "$0.title += 1", error: InputError(.notANumber(path: "title"), column: 3),
      english: "'title' is not a number"),
    ErrorCase(
      block: "$0.count.toggle()", error: InputError(.notABool(path: "count"), column: 3),
      english: "'count' is not true or false"),
    ErrorCase(
      block: "$0.count.append(1)", error: InputError(.notAList(path: "count"), column: 3),
      english: "'count' is not a list"),
    ErrorCase(
      block: "$0.count[0] = 1", error: InputError(.notAList(path: "count"), column: 9),
      english: "'count' is not a list"),
    ErrorCase(
      block: "$0.child.count = 1", error: InputError(.isNil(path: "child"), column: 9),
      english: "'child' is nil"),
    ErrorCase(
      block: "$0.rows.append(Row.State(id: 2, seconds: 0))",
      error: InputError(.duplicateID(id: .int(2), collection: "rows"), column: 16),
      english: "there is already an element with id 2 in 'rows'"),
    ErrorCase(
      block: "$0.rows[id: 3] = Row.State(id: 4, seconds: 0)",
      error: InputError(.idMismatch(expected: .int(3), given: .int(4)), column: 18),
      english: "the element's id is 4, but the path says [id: 3]"),
    ErrorCase(
      block: "$0.rows.append(Row.State(id: 4))",
      error: InputError(.missingField(type: "Row.State", field: "seconds"), column: 16),
      english: "Row.State needs the field 'seconds'"),
    ErrorCase(
      block: "$0.rows.append(Row.State(id: 4, secs: 0))",
      error: InputError(.unknownField(type: "Row.State", field: "secs", suggestion: "seconds"), column: 33),
      english: "Row.State has no field 'secs'; did you mean 'seconds'?"),
    ErrorCase(
      block: "$0.rows.append(Row.State(4, seconds: 0))",
      error: InputError(.unlabelledValue(type: "Row.State"), column: 26),
      english: "every value in Row.State(…) needs its field name, like 'id: 1'"),
    ErrorCase(
      block: "$0.rows.append(Row.State(id: \"x\", seconds: 0))",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: "id"), column: 30),
      english: "expected a whole number for 'id'"),
    ErrorCase(
      block: "$0.count += 9223372036854775807",
      error: InputError(.numberOutOfRange("3 + 9223372036854775807"), column: 13),
      english: "3 + 9223372036854775807 is out of range for a number here"),
    ErrorCase(
      block: "$0.token = \"nope\"", error: InputError(.invalidUUID("nope"), column: 12),
      english: "'nope' is not a valid UUID"),
  ])
  func editErrors(_ example: ErrorCase) throws {
    let error = Self.error(example.block)
    #expect(error == example.error)
    #expect(error?.message(in: try F.catalog("en")) == example.english)
  }

  @Test func emptyCollectionsAndIDlessElements() throws {
    let tree = Value.keyed([.init("items", .array([.int(1), .int(2)])), .init("none", .array([]))])
    let noID = F.inputError { _ = try tree.lookup(ValuePath.parse("items[id: 1]")) }
    #expect(noID == InputError(.noIDField(collection: "items"), column: 6))
    let empty = F.inputError { _ = try tree.applying(Statement.parseList("$0.none.removeLast()")[0]) }
    #expect(empty == InputError(.indexOutOfRange(index: 0, count: 0, collection: "none"), column: 3))
    #expect(empty?.message(in: try F.catalog("en")) == "there is no index 0: 'none' is empty")
  }

  @Test func rootAssignment() throws {
    let tree = Value.int(3)
    #expect(try tree.applying(Statement.parseList("$0 = 4")[0]) == .int(4))
    #expect(try tree.applying(Statement.parseList("$0 += 4")[0]) == .int(7))
    let wrong = F.inputError { _ = try tree.applying(Statement.parseList("$0.x = 4")[0]) }
    #expect(wrong == InputError(.noSuchField(path: "", field: "x", suggestion: nil), column: 3))
  }

  @Test func casePayloadsCanBeReached() throws {
    let tree = Value.keyed([
      .init("destination", .case("detail", .init(nil, .keyed([.init("count", .int(1))]))))
    ])
    #expect(try tree.lookup(ValuePath.parse("destination.detail.count")) == .int(1))
    let edited = try tree.applying(Statement.parseList("$0.destination.detail.count += 1")[0])
    #expect(try edited.lookup(ValuePath.parse("destination.detail.count")) == .int(2))
  }
}
