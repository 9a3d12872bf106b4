import Foundation
import TutorSupport

/// Reads values written in Swift spelling: leading-dot cases with labelled and unlabelled
/// payloads, numbers, string literals, `true`/`false`, `nil`, `UUID("…")`, array and dictionary
/// literals, and struct literals like `Row.State(id: 3, seconds: 0)`.
///
/// Paths, statements and steps are read by the extensions in `ExpressionParser+Statement.swift`.
public struct ExpressionParser {
  /// How deep values may nest before the parser gives up (keeps garbage from exhausting the stack).
  static let maximumDepth = 64

  private(set) var tokens: [Token]
  private(set) var position = 0
  private let characters: [Character]
  private let startColumn: Int
  private var depth = 0
  var columns = SourceColumns()

  init(_ text: String, startColumn: Int = 1) throws(InputError) {
    self.tokens = try Lexer.tokens(text, startColumn: startColumn)
    self.characters = Array(text)
    self.startColumn = startColumn
  }

  /// Parses a whole line as one value.
  /// - Parameter startColumn: the column of the text's first character on the learner's line.
  public static func parseValue(_ text: String, startColumn: Int = 1) throws(InputError) -> ParsedValue {
    var parser = try ExpressionParser(text, startColumn: startColumn)
    if parser.current.kind == .end { throw InputError(.emptyInput, column: parser.current.column) }
    let value = try parser.parsedValue()
    try parser.expectEnd()
    return value
  }

  // MARK: Tokens

  var current: Token { tokens[position] }

  func peek(_ offset: Int) -> Token {
    tokens[min(position + offset, tokens.count - 1)]
  }

  mutating func advance() {
    if position < tokens.count - 1 { position += 1 }
  }

  /// The error for finding `current` where `expected` should be.
  func unexpected(_ expected: InputError.Expectation) -> InputError {
    if current.kind == .end {
      return InputError(.unexpectedEnd(expected: expected), column: current.column)
    }
    return InputError(.unexpectedToken(found: current.text, expected: expected), column: current.column)
  }

  mutating func expect(_ kind: Token.Kind, _ text: String) throws(InputError) {
    guard current.kind == kind else { throw unexpected(.token(text)) }
    advance()
  }

  mutating func expectEnd() throws(InputError) {
    guard current.kind == .end else {
      throw InputError(.trailingInput(source(from: current.column)), column: current.column)
    }
  }

  /// The text of the line from `column` up to (not including) `end`, or to the end of the line.
  func source(from column: Int, to end: Int? = nil) -> String {
    let lower = max(0, min(characters.count, column - startColumn))
    let upper = max(lower, min(characters.count, (end ?? Int.max - startColumn) - startColumn))
    return String(characters[lower..<upper])
  }

  var isAtIdentifierLabel: Bool {
    if case .identifier = current.kind, peek(1).kind == .colon { return true }
    return false
  }

  // MARK: Values

  /// A value with its text and columns.
  mutating func parsedValue() throws(InputError) -> ParsedValue {
    columns = SourceColumns()
    let first = current
    let value = try value(at: [])
    let last = tokens[max(0, position - 1)]
    return ParsedValue(
      value: value, source: source(from: first.column, to: last.endColumn), column: first.column,
      columns: columns)
  }

  mutating func value(at node: [Int]) throws(InputError) -> Value {
    depth += 1
    defer { depth -= 1 }
    let token = current
    guard depth <= Self.maximumDepth else { throw InputError(.nestedTooDeeply, column: token.column) }
    columns.values[node] = token.column
    switch token.kind {
    case .integer(let text):
      advance()
      return .int(try Self.integer(text, negative: false, column: token.column))
    case .decimal(let text):
      advance()
      return .double(try Self.decimal(text, negative: false, column: token.column))
    case .minus:
      advance()
      switch current.kind {
      case .integer(let text):
        advance()
        return .int(try Self.integer(text, negative: true, column: token.column))
      case .decimal(let text):
        advance()
        return .double(try Self.decimal(text, negative: true, column: token.column))
      default:
        throw unexpected(.value)
      }
    case .string(let string):
      advance()
      return .string(string)
    case .dot:
      advance()
      guard case .identifier(let name) = current.kind else { throw unexpected(.caseName) }
      advance()
      return .caseValue(name: name, arguments: try optionalArguments(at: node))
    case .leftBracket:
      return try collection(at: node)
    case .leftParen:
      advance()
      let value = try value(at: node)
      try expect(.rightParen, ")")
      return value
    case .identifier(let name):
      return try named(name, at: node)
    default:
      throw unexpected(.value)
    }
  }

  /// A value that starts with a name: `true`, `nil`, `UUID("…")`, `Row.State(…)`,
  /// `AppAction.left(.inc)`.
  private mutating func named(_ name: String, at node: [Int]) throws(InputError) -> Value {
    let token = current
    advance()
    switch name {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "nil": return .nil
    case "UUID" where current.kind == .leftParen: return try uuid(column: token.column)
    default: break
    }
    var chain = [name]
    while current.kind == .dot, case .identifier(let next) = peek(1).kind {
      chain.append(next)
      advance()
      advance()
    }
    let last = chain[chain.count - 1]
    let isTypeName = last.first?.isUppercase == true
    if current.kind == .leftParen {
      let arguments = try arguments(at: node)
      return isTypeName
        ? .structLiteral(typeName: chain.joined(separator: "."), arguments: arguments)
        : .caseValue(name: last, arguments: arguments)
    }
    if !isTypeName {
      if chain.count >= 2 { return .caseValue(name: last, arguments: []) }
      throw InputError(.missingDot(name: name), column: token.column)
    }
    throw InputError(.unexpectedToken(found: token.text, expected: .value), column: token.column)
  }

  /// `UUID("…")`, `UUID(uuidString: "…")`, or `UUID(n)`: the n-th UUID of an incrementing
  /// generator, `00000000-0000-0000-0000-00000000000n`.
  private mutating func uuid(column: Int) throws(InputError) -> Value {
    try expect(.leftParen, "(")
    if case .identifier("uuidString") = current.kind, peek(1).kind == .colon {
      advance()
      advance()
    }
    let argument = current
    let uuid: UUID?
    switch argument.kind {
    case .string(let string):
      uuid = UUID(uuidString: string)
    case .integer(let text):
      let number = try Self.integer(text, negative: false, column: argument.column)
      uuid = UUID(uuidString: "00000000-0000-0000-0000-" + Self.hex12(number))
    case .rightParen, .end:
      throw InputError(.invalidUUID(""), column: argument.column)
    default:
      throw unexpected(.value)
    }
    guard let uuid else { throw InputError(.invalidUUID(Self.unquoted(argument)), column: argument.column) }
    advance()
    try expect(.rightParen, ")")
    return .uuid(uuid)
  }

  private static func unquoted(_ token: Token) -> String {
    if case .string(let string) = token.kind { return string }
    return token.text
  }

  private static func hex12(_ number: Int) -> String {
    let digits = String(UInt64(number) & 0xFFFF_FFFF_FFFF, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }

  private mutating func optionalArguments(at node: [Int]) throws(InputError) -> [Value.Argument] {
    current.kind == .leftParen ? try arguments(at: node) : []
  }

  /// `( [label:] value, … )`, trailing comma allowed.
  mutating func arguments(at node: [Int]) throws(InputError) -> [Value.Argument] {
    try expect(.leftParen, "(")
    var arguments: [Value.Argument] = []
    while current.kind != .rightParen {
      let child = node + [arguments.count]
      var label: String?
      if isAtIdentifierLabel, case .identifier(let name) = current.kind {
        columns.labels[child] = current.column
        label = name
        advance()
        advance()
      }
      arguments.append(Value.Argument(label, try value(at: child)))
      if current.kind == .comma {
        advance()
      } else if current.kind != .rightParen {
        throw unexpected(.token(")"))
      }
    }
    advance()
    return arguments
  }

  /// `[]`, `[:]`, `[a, b]`, `[k: v, …]`.
  private mutating func collection(at node: [Int]) throws(InputError) -> Value {
    try expect(.leftBracket, "[")
    if current.kind == .rightBracket {
      advance()
      return .array([])
    }
    if current.kind == .colon, peek(1).kind == .rightBracket {
      advance()
      advance()
      return .dictionary([])
    }
    let first = try value(at: node + [0])
    if current.kind == .colon {
      advance()
      var entries = [Value.Entry(first, try value(at: node + [1]))]
      while try continuesCollection() {
        let key = try value(at: node + [2 * entries.count])
        try expect(.colon, ":")
        entries.append(Value.Entry(key, try value(at: node + [2 * entries.count + 1])))
      }
      return .dictionary(entries)
    }
    var elements = [first]
    while try continuesCollection() {
      elements.append(try value(at: node + [elements.count]))
    }
    return .array(elements)
  }

  /// After an element: true when another follows; consumes `,` and the closing `]`.
  private mutating func continuesCollection() throws(InputError) -> Bool {
    if current.kind == .comma {
      advance()
      if current.kind != .rightBracket { return true }
    }
    guard current.kind == .rightBracket else { throw unexpected(.token("]")) }
    advance()
    return false
  }
}
