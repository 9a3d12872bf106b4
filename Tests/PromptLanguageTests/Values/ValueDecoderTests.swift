import Foundation
import Testing

@testable import Learning
@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

private typealias F = ParsingFixtures

@Suite struct ValueDecoderTests {
  struct AppCase: Sendable, CustomTestStringConvertible {
    var source: String
    var action: ParsingFixtures.AppAction
    var testDescription: String { source }
  }

  @Test(arguments: [
    AppCase(source: ".left(.inc)", action: .left(.inc)),
    AppCase(source: ".right(.dec)", action: .right(.dec)),
    AppCase(source: ".clearLog", action: .clearLog),
    AppCase(source: ".clearLog()", action: .clearLog),
    AppCase(source: ".setTo(5)", action: .setTo(5)),
    AppCase(source: ".setTo(-3)", action: .setTo(-3)),
    AppCase(source: ".setBoth(x: 1, y: 2)", action: .setBoth(x: 1, y: 2)),
    AppCase(source: ".setBoth(y: 2, x: 1)", action: .setBoth(x: 1, y: 2)),
    AppCase(source: #".rename("señal ñ")"#, action: .rename("señal ñ")),
    AppCase(source: ".scale(2)", action: .scale(2)),
    AppCase(source: ".scale(-2.5)", action: .scale(-2.5)),
    AppCase(source: ".toggle(on: true)", action: .toggle(on: true)),
    AppCase(source: ".maybe(nil)", action: .maybe(nil)),
    AppCase(source: ".maybe(3)", action: .maybe(3)),
    AppCase(source: ".maybe(.some(3))", action: .maybe(3)),
    AppCase(source: ".maybe(.none)", action: .maybe(nil)),
    AppCase(source: "AppAction.setTo(1)", action: .setTo(1)),
    AppCase(source: "(.left((.inc)))", action: .left(.inc)),
  ])
  func decodesAppActions(_ example: AppCase) throws {
    #expect(try F.action(example.source) == example.action)
  }

  struct ListCase: Sendable, CustomTestStringConvertible {
    var source: String
    var action: ParsingFixtures.ListAction
    var testDescription: String { source }
  }

  @Test(arguments: [
    ListCase(source: ".rows(.element(id: 2, action: .tick))", action: .rows(.element(id: 2, action: .tick))),
    ListCase(
      source: ".rows(.element(id: 2, action: .delegate(.finished(seconds: 3))))",
      action: .rows(.element(id: 2, action: .delegate(.finished(seconds: 3))))),
    ListCase(source: ".addRow", action: .addRow),
    ListCase(source: ".insert(Row.State(id: 3, seconds: 0))", action: .insert(.init(id: 3, seconds: 0))),
    ListCase(source: ".insert(State(id: 3, seconds: 0))", action: .insert(.init(id: 3, seconds: 0))),
    ListCase(
      source: ".insert(ParsingFixtures.Row.State(id: 3, seconds: 0))",
      action: .insert(.init(id: 3, seconds: 0))),
    ListCase(
      source: ".replaceAll([Row.State(id: 1, seconds: 0), Row.State(id: 2, seconds: 5)])",
      action: .replaceAll([.init(id: 1, seconds: 0), .init(id: 2, seconds: 5)])),
    ListCase(source: ".replaceAll([])", action: .replaceAll([])),
  ])
  func decodesListActions(_ example: ListCase) throws {
    #expect(try F.action(example.source, as: F.ListAction.self) == example.action)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var source: String
    var list = false
    var error: InputError
    var english: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    ErrorCase(
      source: ".lefft(.inc)",
      error: InputError(
        .unknownCase(
          name: "lefft", suggestion: "left",
          valid: ["left", "right", "clearLog", "setTo", "setBoth", "rename", "scale", "toggle", "maybe"]),
        column: 1),
      english:
        "there is no case '.lefft'; did you mean '.left'? (valid here: .left, .right, .clearLog, .setTo, .setBoth, .rename, .scale, .toggle, .maybe)"
    ),
    ErrorCase(
      source: ".xyzzy",
      error: InputError(
        .unknownCase(
          name: "xyzzy", suggestion: nil,
          valid: ["left", "right", "clearLog", "setTo", "setBoth", "rename", "scale", "toggle", "maybe"]),
        column: 1),
      english:
        "there is no case '.xyzzy' (valid here: .left, .right, .clearLog, .setTo, .setBoth, .rename, .scale, .toggle, .maybe)"
    ),
    ErrorCase(
      source: ".left(.incc)",
      error: InputError(.unknownCase(name: "incc", suggestion: "inc", valid: ["inc", "dec"]), column: 7),
      english: "there is no case '.incc'; did you mean '.inc'? (valid here: .inc, .dec)"),
    ErrorCase(
      source: ".SetTo(1)",
      error: InputError(
        .unknownCase(
          name: "SetTo", suggestion: "setTo",
          valid: ["left", "right", "clearLog", "setTo", "setBoth", "rename", "scale", "toggle", "maybe"]),
        column: 1),
      english:
        "there is no case '.SetTo'; did you mean '.setTo'? (valid here: .left, .right, .clearLog, .setTo, .setBoth, .rename, .scale, .toggle, .maybe)"
    ),
    ErrorCase(
      source: ".clear",
      error: InputError(
        .unknownCase(
          name: "clear", suggestion: "clearLog",
          valid: ["left", "right", "clearLog", "setTo", "setBoth", "rename", "scale", "toggle", "maybe"]),
        column: 1),
      english:
        "there is no case '.clear'; did you mean '.clearLog'? (valid here: .left, .right, .clearLog, .setTo, .setBoth, .rename, .scale, .toggle, .maybe)"
    ),
    ErrorCase(
      source: ".clearLog(5)", error: InputError(.takesNoArguments(caseName: "clearLog"), column: 11),
      english: "'.clearLog' takes no arguments"),
    ErrorCase(
      source: ".setTo", error: InputError(.missingArgument(caseName: "setTo", label: nil), column: 1),
      english: "'.setTo' needs a value: write '.setTo(…)'"),
    ErrorCase(
      source: ".setBoth(x: 1)",
      error: InputError(.missingArgument(caseName: "setBoth", label: "y"), column: 1),
      english: "'.setBoth' needs the argument 'y:'"),
    ErrorCase(
      source: ".setBoth(x: 1, z: 2)",
      error: InputError(.unexpectedArgument(caseName: "setBoth", label: "z", suggestion: "y"), column: 16),
      english: "'.setBoth' has no argument 'z'; did you mean 'y'?"),
    ErrorCase(
      source: ".setBoth(x: 1, y: 2, z: 3)",
      error: InputError(.unexpectedArgument(caseName: "setBoth", label: "z", suggestion: nil), column: 22),
      english: "'.setBoth' has no argument 'z'"),
    ErrorCase(
      source: ".setTo(5, 6)",
      error: InputError(.tooManyArguments(caseName: "setTo", expected: 1, given: 2), column: 11),
      english: "'.setTo' takes 1 value, but got 2"),
    ErrorCase(
      source: ".setTo(value: 5)",
      error: InputError(.labelNotExpected(caseName: "setTo", label: "value"), column: 8),
      english: "'.setTo' takes its value without a label: remove 'value:'"),
    ErrorCase(
      source: ".setBoth(1, 2)", error: InputError(.missingLabel(caseName: "setBoth", label: "x"), column: 10),
      english: "'.setBoth' needs the label 'x:' before its value"),
    ErrorCase(
      source: ".rows(.element(id: \"x\", action: .tick))", list: true,
      error: InputError(.typeMismatch(expected: .wholeNumber, field: "id"), column: 20),
      english: "expected a whole number for 'id'"),
    ErrorCase(
      source: ".rows(.element(id: 2, action: .tock))", list: true,
      error: InputError(
        .unknownCase(name: "tock", suggestion: "tick", valid: ["onAppear", "tick", "delegate"]), column: 31),
      english: "there is no case '.tock'; did you mean '.tick'? (valid here: .onAppear, .tick, .delegate)"),
    ErrorCase(
      source: ".rows(.elemnt(id: 2, action: .tick))", list: true,
      error: InputError(.unknownCase(name: "elemnt", suggestion: "element", valid: ["element"]), column: 7),
      english: "there is no case '.elemnt'; did you mean '.element'? (valid here: .element)"),
    ErrorCase(
      source: ".rows(.element(id: 2))", list: true,
      error: InputError(.missingArgument(caseName: "element", label: "action"), column: 7),
      english: "'.element' needs the argument 'action:'"),
    ErrorCase(
      source: ".setTo(\"a\")",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: ".setTo"), column: 8),
      english: "expected a whole number for '.setTo'"),
    ErrorCase(
      source: ".setTo(1.5)",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: ".setTo"), column: 8),
      english: "expected a whole number for '.setTo'"),
    ErrorCase(
      source: ".rename(5)", error: InputError(.typeMismatch(expected: .text, field: ".rename"), column: 9),
      english: "expected text for '.rename'"),
    ErrorCase(
      source: ".toggle(on: 1)", error: InputError(.typeMismatch(expected: .bool, field: "on"), column: 13),
      english: "expected true or false for 'on'"),
    ErrorCase(
      source: ".scale(\"x\")",
      error: InputError(.typeMismatch(expected: .number, field: ".scale"), column: 8),
      english: "expected a number for '.scale'"),
    ErrorCase(
      source: ".left(5)",
      error: InputError(.typeMismatch(expected: .caseValue(example: "inc"), field: ".left"), column: 7),
      english: "expected a case like .inc for '.left'"),
    ErrorCase(
      source: "5",
      error: InputError(.typeMismatch(expected: .caseValue(example: "left"), field: nil), column: 1),
      english: "expected a case like .left"),
    ErrorCase(
      source: "Row.State(id: 1, seconds: 2)",
      error: InputError(.typeMismatch(expected: .caseValue(example: "left"), field: nil), column: 1),
      english: "expected a case like .left"),
    ErrorCase(
      source: ".insert(.tick)", list: true,
      error: InputError(
        .typeMismatch(expected: .structValue(type: "ParsingFixtures.Row.State"), field: ".insert"), column: 9),
      english: "expected a ParsingFixtures.Row.State(…) for '.insert'"),
    ErrorCase(
      source: ".insert(Foo.State(id: 3, seconds: 0))", list: true,
      error: InputError(
        .wrongStructType(expected: "ParsingFixtures.Row.State", given: "Foo.State"), column: 9),
      english: "expected a ParsingFixtures.Row.State, not a Foo.State"),
    ErrorCase(
      source: ".insert(Row.State(id: 3))", list: true,
      error: InputError(.missingField(type: "Row.State", field: "seconds"), column: 9),
      english: "Row.State needs the field 'seconds'"),
    ErrorCase(
      source: ".insert(Row.State(id: 3, secnds: 0))", list: true,
      error: InputError(.unknownField(type: "Row.State", field: "secnds", suggestion: "seconds"), column: 26),
      english: "Row.State has no field 'secnds'; did you mean 'seconds'?"),
    ErrorCase(
      source: ".insert(Row.State(id: 3, seconds: 0, extra: 1))", list: true,
      error: InputError(.unknownField(type: "Row.State", field: "extra", suggestion: nil), column: 38),
      english: "Row.State has no field 'extra'"),
    ErrorCase(
      source: ".insert(Row.State(3, seconds: 0))", list: true,
      error: InputError(.missingFieldLabel(type: "Row.State", field: "id"), column: 19),
      english: "Row.State needs the label 'id:' before its value"),
    ErrorCase(
      source: ".insert(Row.State(id: 3, seconds: 0, 7))", list: true,
      error: InputError(.unlabelledValue(type: "Row.State"), column: 38),
      english: "every value in Row.State(…) needs its field name, like 'id: 1'"),
    ErrorCase(
      source: ".replaceAll(5)", list: true,
      error: InputError(.typeMismatch(expected: .list, field: ".replaceAll"), column: 13),
      english: "expected a list like [1, 2] for '.replaceAll'"),
    ErrorCase(
      source: ".replaceAll([Row.State(id: 1, seconds: 0), 5])", list: true,
      error: InputError(
        .typeMismatch(expected: .structValue(type: "ParsingFixtures.Row.State"), field: ".replaceAll"),
        column: 44),
      english: "expected a ParsingFixtures.Row.State(…) for '.replaceAll'"),
    ErrorCase(
      source: ".setTo(nil)",
      error: InputError(.typeMismatch(expected: .wholeNumber, field: ".setTo"), column: 8),
      english: "expected a whole number for '.setTo'"),
  ])
  func reportsErrors(_ example: ErrorCase) throws {
    let error = F.inputError {
      if example.list {
        _ = try F.action(example.source, as: F.ListAction.self)
      } else {
        _ = try F.action(example.source)
      }
    }
    #expect(error == example.error)
    #expect(error?.message(in: try F.catalog("en")) == example.english)
  }

  @Test func plainValuesDecodeWithoutColumns() throws {
    #expect(try decode(F.AppAction.self, from: .case("setTo", .init(nil, .int(4)))) == .setTo(4))
    let error = F.inputError { _ = try decode(F.AppAction.self, from: .case("lefft")) }
    #expect(
      error
        == InputError(
          .unknownCase(
            name: "lefft", suggestion: "left",
            valid: ["left", "right", "clearLog", "setTo", "setBoth", "rename", "scale", "toggle", "maybe"]),
          column: nil))
  }

  @Test func keyedShapeOfAnEnumDecodesToo() throws {
    let value = Value.keyed([.init("setBoth", .keyed([.init("x", .int(1)), .init("y", .int(2))]))])
    #expect(try decode(F.AppAction.self, from: value) == .setBoth(x: 1, y: 2))
    let left = Value.keyed([.init("left", .keyed([.init("_0", .keyed([.init("inc", .keyed([]))]))]))])
    #expect(try decode(F.AppAction.self, from: left) == .left(.inc))
  }

  @Test func integerWidthsAreChecked() throws {
    let source = "Wide(small: 300, unsigned: 1, float: 1, nested: [], byID: [:])"
    let error = F.inputError { _ = try F.action(source, as: F.Wide.self) }
    #expect(error == InputError(.numberOutOfRange("300"), column: 13))
    let negative = F.inputError {
      _ = try F.action("Wide(small: 1, unsigned: -1, float: 1, nested: [], byID: [:])", as: F.Wide.self)
    }
    #expect(negative?.kind == .numberOutOfRange("-1"))
  }

  @Test func wideTypesDecode() throws {
    let source =
      #"Wide(small: -3, unsigned: 7, float: 1.5, maybe: "x", nested: [[1], [2, 3]], byID: [UUID(1): 4])"#
    let wide = try F.action(source, as: F.Wide.self)
    #expect(
      wide
        == F.Wide(
          small: -3, unsigned: 7, float: 1.5, maybe: "x", nested: [[1], [2, 3]],
          byID: [ParsingFixtures.uuidOne: 4]))
    let withoutOptional = try F.action(
      "Wide(small: 0, unsigned: 0, float: 0, nested: [], byID: [:])", as: F.Wide.self)
    #expect(withoutOptional.maybe == nil)
  }

  @Test func uuids() throws {
    let text = "00000000-0000-0000-0000-000000000001"
    #expect(try F.action("\"\(text)\"", as: UUID.self) == ParsingFixtures.uuidOne)
    #expect(try F.action("UUID(\"\(text)\")", as: UUID.self) == ParsingFixtures.uuidOne)
    #expect(try F.action("UUID(1)", as: UUID.self) == ParsingFixtures.uuidOne)
    #expect(
      F.inputError { _ = try F.action("\"nope\"", as: UUID.self) }
        == InputError(.invalidUUID("nope"), column: 1))
    #expect(
      F.inputError { _ = try F.action("5", as: UUID.self) }
        == InputError(.typeMismatch(expected: .uuid, field: nil), column: 1))
  }

  @Test func dictionaries() throws {
    #expect(try F.action(#"["a": 1, "b": 2]"#, as: [String: Int].self) == ["a": 1, "b": 2])
    #expect(try F.action(#"[1: "a", 2: "b"]"#, as: [Int: String].self) == [1: "a", 2: "b"])
    #expect(try F.action("[UUID(1): 5]", as: [UUID: Int].self) == [ParsingFixtures.uuidOne: 5])
    #expect(try F.action("[:]", as: [String: Int].self) == [:])
    #expect(try F.action("[]", as: [String: Int].self) == [:])
    #expect(
      F.inputError { _ = try F.action("[1, 2]", as: [String: Int].self) }
        == InputError(.typeMismatch(expected: .dictionary, field: nil), column: 1))
  }

  @Test func rawValueEnums() throws {
    #expect(try F.action(".dark", as: F.Theme.self) == .dark)
    #expect(try F.action(#""dark""#, as: F.Theme.self) == .dark)
    let error = F.inputError { _ = try F.action(".purple", as: F.Theme.self) }
    #expect(error == InputError(.invalidValue(type: "ParsingFixtures.Theme", value: ".purple"), column: 1))
    #expect(error?.message(in: try F.catalog("en")) == ".purple is not a valid ParsingFixtures.Theme")
  }

  @Test func topLevelLeaves() throws {
    #expect(try F.action("5", as: Int.self) == 5)
    #expect(try F.action("5", as: Double.self) == 5)
    #expect(try F.action("[1, 2]", as: [Int].self) == [1, 2])
    #expect(try F.action("nil", as: Int?.self) == nil)
    #expect(try F.action(".some(.inc)", as: F.CounterAction?.self) == .inc)
    #expect(try F.action(".none", as: F.CounterAction?.self) == nil)
    #expect(try F.action(#""é""#, as: String.self) == "é")
  }
}

@Suite struct SuggestionTests {
  @Test func keysOfSynthesizedCodingKeysAreListed() {
    #expect(TypeShape.keyNames(of: ParsingFixtures.OpaqueKeyed.Key.self) == nil)
    enum Keys: String, CodingKey { case one, two = "deux" }
    #expect(TypeShape.keyNames(of: Keys.self) == ["one", "deux"])
    enum Single: CodingKey { case only }
    #expect(TypeShape.keyNames(of: Single.self) == ["only"])
    enum None: CodingKey {}
    #expect(TypeShape.keyNames(of: None.self) == [])
    enum Iterable: String, CodingKey, CaseIterable { case a, b }
    #expect(TypeShape.keyNames(of: Iterable.self) == ["a", "b"])
  }

  @Test func opaqueKeysUseTheVocabulary() throws {
    let without = F.inputError { _ = try F.action(".alpah", as: ParsingFixtures.OpaqueKeyed.self) }
    #expect(without?.kind == .unknownCase(name: "alpah", suggestion: nil))
    let with = F.inputError {
      _ = try F.action(
        ".alpah", as: ParsingFixtures.OpaqueKeyed.self, vocabulary: [".alpha", ".beta", ".alphas"])
    }
    #expect(with?.kind == .unknownCase(name: "alpah", suggestion: "alpha", valid: ["alpha", "beta"]))
    // Names the key type rejects are never suggested.
    let rejected = F.inputError {
      _ = try F.action(".gama", as: ParsingFixtures.OpaqueKeyed.self, vocabulary: ["gamma", "beta"])
    }
    #expect(rejected?.kind == .unknownCase(name: "gama", suggestion: nil, valid: ["beta"]))
    #expect(try F.action(".beta", as: ParsingFixtures.OpaqueKeyed.self) == .beta)
  }

  @Test func aCustomEnumThatIgnoresItsPayloadStillRejectsArguments() {
    let error = F.inputError { _ = try F.action(".alpha(1)", as: ParsingFixtures.OpaqueKeyed.self) }
    #expect(error == InputError(.takesNoArguments(caseName: "alpha"), column: 8))
  }

  @Test(
    arguments: [
      ("lefft", ["left", "right"], "left"),
      ("rigth", ["left", "right"], "right"),
      ("x", ["y", "count"], "y"),
      ("completelyDifferent", ["left", "right"], nil),
      ("clear", ["clearLog", "left"], "clearLog"),
      ("INC", ["inc", "dec"], "inc"),
    ] as [(String, [String], String?)])
  func nearestNames(_ name: String, _ candidates: [String], _ expected: String?) {
    #expect(EditDistance.nearest(to: name, among: candidates) == expected)
  }

  @Test func distances() {
    #expect(EditDistance.distance("left", "left") == 0)
    #expect(EditDistance.distance("lefft", "left") == 1)
    #expect(EditDistance.distance("lfet", "left") == 1)
    #expect(EditDistance.distance("", "abc") == 3)
    #expect(EditDistance.distance("kitten", "sitting") == 3)
  }

  @Test func displayNames() {
    #expect(TypeShape.displayName(of: F.Row.State.self) == "ParsingFixtures.Row.State")
    #expect(
      TypeShape.displayName(of: F.IdentifiedAction<Int, F.Row.Action>.self)
        == "ParsingFixtures.IdentifiedAction<Int, ParsingFixtures.Row.Action>")
    #expect(TypeShape.displayName(of: [String: Int].self) == "Dictionary<String, Int>")
    struct Local {}
    #expect(TypeShape.displayName(of: Local.self) == "SuggestionTests.Local")
    #expect(TypeShape.name("Row.State", matches: F.Row.State.self))
    #expect(TypeShape.name("State", matches: F.Row.State.self))
    #expect(!TypeShape.name("Foo.State", matches: F.Row.State.self))
    #expect(TypeShape(of: F.AppAction.self) == .enum)
    #expect(TypeShape(of: F.Row.State.self) == .struct)
    #expect(TypeShape(of: Int?.self) == .optional)
    #expect(TypeShape(of: NSObject.self) == .other)
  }
}
