import Testing

@testable import PromptLanguage
@testable import SandboxRuntime
@testable import TutorSupport

private typealias F = ParsingFixtures

@Suite struct InputErrorMessageTests {
  struct MessageCase: Sendable, CustomTestStringConvertible {
    var kind: InputError.Kind
    var english: String
    var testDescription: String { english }
  }

  static let cases: [MessageCase] = [
    MessageCase(kind: .emptyInput, english: "there is nothing here to read"),
    MessageCase(kind: .unexpectedCharacter("@"), english: "unexpected character '@'"),
    MessageCase(kind: .unterminatedString, english: "this text has no closing quote (\")"),
    MessageCase(
      kind: .invalidEscape("q"), english: "'\\q' is not an escape Swift knows; write '\\\\' for a backslash"),
    MessageCase(
      kind: .numberOutOfRange("99999999999999999999"),
      english: "99999999999999999999 is out of range for a number here"),
    MessageCase(
      kind: .unexpectedToken(found: "2", expected: .token(")")), english: "expected ')', but found '2'"),
    MessageCase(kind: .unexpectedEnd(expected: .value), english: "expected a value, but the line ended"),
    MessageCase(
      kind: .unexpectedEnd(expected: .action), english: "expected an action like .inc, but the line ended"),
    MessageCase(
      kind: .unexpectedEnd(expected: .caseName),
      english: "expected a case name after the dot, but the line ended"),
    MessageCase(
      kind: .unexpectedEnd(expected: .memberName), english: "expected a field name, but the line ended"),
    MessageCase(kind: .unexpectedEnd(expected: .label), english: "expected a label, but the line ended"),
    MessageCase(
      kind: .unexpectedToken(found: "5", expected: .statement),
      english: "expected a change like '$0.count = 1', but found '5'"),
    MessageCase(
      kind: .unexpectedEnd(expected: .change),
      english: "expected '=', '+=', '-=' or a method like '.append(…)', but the line ended"),
    MessageCase(
      kind: .unexpectedToken(found: "sned", expected: .step),
      english: "expected 'send' or 'receive', but found 'sned'"),
    MessageCase(
      kind: .unexpectedEnd(expected: .index), english: "expected an index, a key or 'id:', but the line ended"
    ),
    MessageCase(kind: .trailingInput(".dec"), english: "unexpected '.dec' after the end"),
    MessageCase(kind: .missingDot(name: "inc"), english: "cases start with a dot: write '.inc'"),
    MessageCase(kind: .invalidUUID("nope"), english: "'nope' is not a valid UUID"),
    MessageCase(
      kind: .unknownMethod("push(_:)"),
      english:
        "there is no method '.push(_:)' here; use .append(_:), .insert(_:at:), .remove(id:), .remove(at:), "
        + ".removeAll(), .removeFirst(), .removeLast(), .toggle(), .pop(from:) or .pop(to:)"),
    MessageCase(kind: .nestedTooDeeply, english: "this is nested too deeply"),
    MessageCase(
      kind: .unknownCase(name: "lefft", suggestion: "left"),
      english: "there is no case '.lefft'; did you mean '.left'?"),
    MessageCase(kind: .unknownCase(name: "xyz", suggestion: nil), english: "there is no case '.xyz'"),
    MessageCase(kind: .takesNoArguments(caseName: "clearLog"), english: "'.clearLog' takes no arguments"),
    MessageCase(
      kind: .missingArgument(caseName: "setTo", label: nil),
      english: "'.setTo' needs a value: write '.setTo(…)'"),
    MessageCase(
      kind: .missingArgument(caseName: "setBoth", label: "y"), english: "'.setBoth' needs the argument 'y:'"),
    MessageCase(
      kind: .unexpectedArgument(caseName: "setBoth", label: "z", suggestion: "y"),
      english: "'.setBoth' has no argument 'z'; did you mean 'y'?"),
    MessageCase(
      kind: .unexpectedArgument(caseName: "setBoth", label: "z", suggestion: nil),
      english: "'.setBoth' has no argument 'z'"),
    MessageCase(
      kind: .tooManyArguments(caseName: "setTo", expected: 1, given: 2),
      english: "'.setTo' takes 1 value, but got 2"),
    MessageCase(
      kind: .tooManyArguments(caseName: "setBoth", expected: 2, given: 3),
      english: "'.setBoth' takes 2 values, but got 3"),
    MessageCase(
      kind: .labelNotExpected(caseName: "setTo", label: "value"),
      english: "'.setTo' takes its value without a label: remove 'value:'"),
    MessageCase(
      kind: .missingLabel(caseName: "setBoth", label: "x"),
      english: "'.setBoth' needs the label 'x:' before its value"),
    MessageCase(
      kind: .typeMismatch(expected: .wholeNumber, field: "id"), english: "expected a whole number for 'id'"),
    MessageCase(kind: .typeMismatch(expected: .number, field: nil), english: "expected a number"),
    MessageCase(kind: .typeMismatch(expected: .text, field: "title"), english: "expected text for 'title'"),
    MessageCase(
      kind: .typeMismatch(expected: .bool, field: "on"), english: "expected true or false for 'on'"),
    MessageCase(
      kind: .typeMismatch(expected: .uuid, field: "id"), english: "expected a UUID like UUID(0) for 'id'"),
    MessageCase(
      kind: .typeMismatch(expected: .caseValue(example: "inc"), field: nil),
      english: "expected a case like .inc"),
    MessageCase(
      kind: .typeMismatch(expected: .caseValue(example: nil), field: nil),
      english: "expected a case like .name"),
    MessageCase(
      kind: .typeMismatch(expected: .structValue(type: "Row.State"), field: nil),
      english: "expected a Row.State(…)"),
    MessageCase(
      kind: .typeMismatch(expected: .structValue(type: nil), field: "child"),
      english: "expected a value with fields for 'child'"),
    MessageCase(kind: .typeMismatch(expected: .list, field: nil), english: "expected a list like [1, 2]"),
    MessageCase(
      kind: .typeMismatch(expected: .dictionary, field: nil), english: "expected a dictionary like [\"a\": 1]"
    ),
    MessageCase(
      kind: .wrongStructType(expected: "Row.State", given: "Foo.State"),
      english: "expected a Row.State, not a Foo.State"),
    MessageCase(
      kind: .missingField(type: "Row.State", field: "seconds"), english: "Row.State needs the field 'seconds'"
    ),
    MessageCase(
      kind: .unknownField(type: "Row.State", field: "secs", suggestion: "seconds"),
      english: "Row.State has no field 'secs'; did you mean 'seconds'?"),
    MessageCase(
      kind: .unknownField(type: "Row.State", field: "x", suggestion: nil),
      english: "Row.State has no field 'x'"),
    MessageCase(
      kind: .missingFieldLabel(type: "Row.State", field: "id"),
      english: "Row.State needs the label 'id:' before its value"),
    MessageCase(
      kind: .unlabelledValue(type: "Row.State"),
      english: "every value in Row.State(…) needs its field name, like 'id: 1'"),
    MessageCase(kind: .notEnoughElements(field: nil), english: "this list has too few elements"),
    MessageCase(kind: .notEnoughElements(field: "pair"), english: "the list for 'pair' has too few elements"),
    MessageCase(
      kind: .invalidValue(type: "Theme", value: ".purple"), english: ".purple is not a valid Theme"),
    MessageCase(
      kind: .noSuchField(path: "", field: "cont", suggestion: "count"),
      english: "the state has no field 'cont'; did you mean 'count'?"),
    MessageCase(
      kind: .noSuchField(path: "", field: "zzz", suggestion: nil), english: "the state has no field 'zzz'"),
    MessageCase(
      kind: .noSuchField(path: "rows[id: 2]", field: "secnds", suggestion: "seconds"),
      english: "'rows[id: 2]' has no field 'secnds'; did you mean 'seconds'?"),
    MessageCase(
      kind: .noSuchField(path: "child", field: "x", suggestion: nil), english: "'child' has no field 'x'"),
    MessageCase(
      kind: .noElement(id: .int(7), collection: "rows"), english: "there is no element with id 7 in 'rows'"),
    MessageCase(
      kind: .noElement(id: .uuid(ParsingFixtures.uuidOne), collection: "rows"),
      english: "there is no element with id UUID(\"00000000-0000-0000-0000-000000000001\") in 'rows'"),
    MessageCase(
      kind: .duplicateID(id: .int(2), collection: "rows"),
      english: "there is already an element with id 2 in 'rows'"),
    MessageCase(
      kind: .idMismatch(expected: .int(3), given: .int(4)),
      english: "the element's id is 4, but the path says [id: 3]"),
    MessageCase(
      kind: .indexOutOfRange(index: 5, count: 2, collection: "rows"),
      english: "there is no index 5: 'rows' has 2 elements"),
    MessageCase(
      kind: .indexOutOfRange(index: 1, count: 1, collection: "rows"),
      english: "there is no index 1: 'rows' has 1 element"),
    MessageCase(
      kind: .indexOutOfRange(index: 0, count: 0, collection: "rows"),
      english: "there is no index 0: 'rows' is empty"),
    MessageCase(
      kind: .noKey(key: .string("a"), collection: "configs"), english: "there is no key \"a\" in 'configs'"),
    MessageCase(kind: .noIDField(collection: "items"), english: "the elements of 'items' have no 'id' field"),
    MessageCase(kind: .notAList(path: "count"), english: "'count' is not a list"),
    MessageCase(kind: .notAList(path: ""), english: "the state is not a list"),
    MessageCase(kind: .notANumber(path: "title"), english: "'title' is not a number"),
    MessageCase(kind: .notANumber(path: ""), english: "the state is not a number"),
    MessageCase(kind: .notABool(path: "count"), english: "'count' is not true or false"),
    MessageCase(kind: .notABool(path: ""), english: "the state is not true or false"),
    MessageCase(kind: .isNil(path: "child"), english: "'child' is nil"),
    MessageCase(kind: .isNil(path: ""), english: "the state is nil"),
  ]

  @Test(arguments: cases)
  func englishText(_ example: MessageCase) throws {
    #expect(InputError(example.kind).message(in: try F.catalog("en")) == example.english)
  }

  @Test(arguments: cases)
  func spanishTextIsComplete(_ example: MessageCase) throws {
    let spanish = InputError(example.kind).message(in: try F.catalog("es"))
    #expect(!spanish.contains("⟦"))
    #expect(!spanish.contains("{"), "unfilled placeholder in \(spanish)")
    if example.english != "'child' is nil" && example.english != "expected a case like .inc" {
      #expect(spanish != example.english)
    }
  }

  @Test(arguments: [
    (
      InputError.Kind.unknownCase(name: "lefft", suggestion: "left"),
      "no existe el caso '.lefft'; ¿quisiste decir '.left'?"
    ),
    (.takesNoArguments(caseName: "clearLog"), "'.clearLog' no lleva argumentos"),
    (.typeMismatch(expected: .wholeNumber, field: "id"), "en 'id' va un número entero"),
    (.noElement(id: .int(7), collection: "rows"), "en 'rows' no hay ningún elemento con id 7"),
    (.missingField(type: "Row.State", field: "seconds"), "a Row.State le falta el campo 'seconds'"),
    (.tooManyArguments(caseName: "setTo", expected: 1, given: 2), "'.setTo' lleva 1 valor, y le diste 2"),
    (
      .indexOutOfRange(index: 3, count: 0, collection: "rows"), "no hay posición 3: 'rows' no tiene elementos"
    ),
  ])
  func spanishText(_ kind: InputError.Kind, _ spanish: String) throws {
    #expect(InputError(kind).message(in: try F.catalog("es")) == spanish)
  }

  @Test func catalogsHaveTheSameKeys() throws {
    let english = try F.catalog("en")
    let spanish = try F.catalog("es")
    let inputKeys = english.keys.filter { $0.hasPrefix("input.") }
    #expect(!inputKeys.isEmpty)
    #expect(inputKeys == spanish.keys.filter { $0.hasPrefix("input.") })
    for key in inputKeys {
      #expect(english.pluralForms(of: key) == spanish.pluralForms(of: key), "\(key)")
    }
  }

  @Test func caretLine() {
    #expect(InputError.caretLine(column: 1) == "^")
    #expect(InputError.caretLine(column: 5) == "    ^")
    #expect(InputError.caretLine(column: 0) == "^")
  }

  @Test func parsedErrorsPointAtTheirColumnOnTheWholeLine() throws {
    let line = "send .rows(.element(id: 2, action: .tock))"
    let step = try parseStep(line)
    let error = F.inputError { _ = try decode(F.ListAction.self, from: step.action) }
    let column = try #require(error?.column)
    #expect(String(Array(line)[(column - 1)...]).hasPrefix(".tock"))
    #expect(InputError.caretLine(column: column) == String(repeating: " ", count: 35) + "^")
  }
}
