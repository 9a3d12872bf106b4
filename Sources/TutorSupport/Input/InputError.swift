/// A problem with what the learner typed: where it is, and what is wrong, as data.
///
/// Render the text with ``message(in:)``; the caller shows the column, for example with
/// ``caretLine(column:)`` under the echoed input.
public struct InputError: Error, Equatable, Sendable {
  public var kind: Kind
  /// The 1-based column (in characters of the input line) the problem points at, when known.
  public var column: Int?

  public init(_ kind: Kind, column: Int? = nil) {
    self.kind = kind
    self.column = column
  }

  public enum Kind: Equatable, Sendable {
    // Reading the line.
    case emptyInput
    case unexpectedCharacter(Character)
    case unterminatedString
    /// Text in single quotes, `'ana'`: Swift strings take double quotes.
    case singleQuoted(String)
    case invalidEscape(String)
    case numberOutOfRange(String)
    case unexpectedToken(found: String, expected: Expectation)
    case unexpectedEnd(expected: Expectation)
    case trailingInput(String)
    /// A bare name where a case is expected: `inc` for `.inc`.
    case missingDot(name: String)
    case invalidUUID(String)
    case unknownMethod(String)
    case nestedTooDeeply

    // Decoding into a lesson's types. Case names are without the leading dot.
    /// `valid`: the cases that are valid at that place, without dots, when they can be listed.
    case unknownCase(name: String, suggestion: String?, valid: [String] = [])
    case takesNoArguments(caseName: String)
    /// `label` nil: the case takes an unlabelled value that was not given.
    case missingArgument(caseName: String, label: String?)
    case unexpectedArgument(caseName: String, label: String, suggestion: String?)
    case tooManyArguments(caseName: String, expected: Int, given: Int)
    /// A label on a value the case takes without one: `.setTo(value: 5)`.
    case labelNotExpected(caseName: String, label: String)
    /// A value without the label the case needs: `.setBoth(1, 2)`.
    case missingLabel(caseName: String, label: String)
    case typeMismatch(expected: ExpectedValue, field: String?)
    case wrongStructType(expected: String, given: String)
    case missingField(type: String, field: String)
    case unknownField(type: String, field: String, suggestion: String?)
    /// A value without the label the struct needs: `Row.State(3, seconds: 0)`.
    case missingFieldLabel(type: String, field: String)
    case unlabelledValue(type: String)
    case notEnoughElements(field: String?)
    /// The lesson's type refused the value (its own decoding threw).
    case invalidValue(type: String, value: String)

    // Paths and edits of a state. A path is written as the learner would, `rows[id: 2]`;
    // the empty path is the whole state.
    case noSuchField(path: String, field: String, suggestion: String?)
    case noElement(id: Value, collection: String)
    case duplicateID(id: Value, collection: String)
    case idMismatch(expected: Value, given: Value)
    case indexOutOfRange(index: Int, count: Int, collection: String)
    case noKey(key: Value, collection: String)
    case noIDField(collection: String)
    case notAList(path: String)
    case notANumber(path: String)
    case notABool(path: String)
    case isNil(path: String)
  }

  /// What the reader was looking for when it found something else.
  public enum Expectation: Equatable, Sendable {
    case value
    case action
    case caseName
    case memberName
    case label
    case token(String)
    case statement
    case change
    case step
    case index
  }

  /// The kind of value a field or argument needs.
  public enum ExpectedValue: Equatable, Sendable {
    case wholeNumber
    case number
    case text
    case bool
    case uuid
    /// A case of an enum; `example` is one of its cases, when known.
    case caseValue(example: String?)
    /// A struct; `type` is its name, when known.
    case structValue(type: String?)
    case list
    case dictionary
  }
}

extension InputError {
  /// A line that puts `^` under `column` (1-based): `"    ^"` for column 5.
  public static func caretLine(column: Int) -> String {
    String(repeating: " ", count: max(0, column - 1)) + "^"
  }
}
