import TutorSupport

/// Splits a prompt line into tokens. Columns count characters from 1 (or `startColumn`).
package struct Lexer {
  private let characters: [Character]
  private let startColumn: Int
  private var index = 0

  init(_ text: String, startColumn: Int = 1) {
    self.characters = Array(text)
    self.startColumn = startColumn
  }

  /// All tokens of the line, ending with `.end`.
  static func tokens(_ text: String, startColumn: Int = 1) throws(InputError) -> [Token] {
    var lexer = Lexer(text, startColumn: startColumn)
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private var column: Int { startColumn + index }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func next() throws(InputError) -> Token {
    while let character = peek(), character.isWhitespace { index += 1 }
    let start = index
    let startColumn = column
    guard let character = peek() else { return Token(kind: .end, column: startColumn, text: "") }
    func token(_ kind: Token.Kind, length: Int = 1) -> Token {
      index = start + length
      return Token(kind: kind, column: startColumn, text: String(characters[start..<index]))
    }
    switch character {
    case ".": return token(.dot)
    case ",": return token(.comma)
    case ":": return token(.colon)
    case ";": return token(.semicolon)
    case "(": return token(.leftParen)
    case ")": return token(.rightParen)
    case "[": return token(.leftBracket)
    case "]": return token(.rightBracket)
    case "{": return token(.leftBrace)
    case "}": return token(.rightBrace)
    case "?": return token(.question)
    case "!": return token(.bang)
    case "\\": return token(.backslash)
    case "=": return token(.equals)
    case "+" where peek(1) == "=": return token(.plusEquals, length: 2)
    case "-" where peek(1) == "=": return token(.minusEquals, length: 2)
    case "-": return token(.minus)
    case "\"": return try string()
    case "'": throw singleQuoted()
    case "`": return try backticked()
    case "#" where peek(1) == "\"" || peek(1) == "#": return try rawString()
    case "$":
      index += 1
      guard let digit = peek(), digit.isASCII, digit.isNumber else {
        throw InputError(.unexpectedCharacter("$"), column: startColumn)
      }
      while let digit = peek(), digit.isASCII, digit.isNumber { index += 1 }
      let text = String(characters[start..<index])
      guard let number = Int(text.dropFirst()) else {
        throw InputError(.numberOutOfRange(text), column: startColumn)
      }
      return Token(kind: .dollar(number), column: startColumn, text: text)
    default:
      if character.isASCII, character.isNumber { return number() }
      if Self.isIdentifierStart(character) {
        while let next = peek(), Self.isIdentifierPart(next) { index += 1 }
        let text = String(characters[start..<index])
        return Token(kind: .identifier(text), column: startColumn, text: text)
      }
      throw InputError(.unexpectedCharacter(character), column: startColumn)
    }
  }

  static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  package static func isIdentifierPart(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }

  private mutating func backticked() throws(InputError) -> Token {
    let start = index
    let startColumn = column
    index += 1
    let nameStart = index
    while let character = peek(), Self.isIdentifierPart(character) { index += 1 }
    guard index > nameStart, peek() == "`" else {
      throw InputError(.unexpectedCharacter("`"), column: startColumn)
    }
    let name = String(characters[nameStart..<index])
    index += 1
    return Token(kind: .identifier(name), column: startColumn, text: String(characters[start..<index]))
  }

  /// An integer (`42`, `1_000`, `0xFF`) or a decimal (`1.5`, `2e3`), kept as typed.
  private mutating func number() -> Token {
    let start = index
    let startColumn = column
    var isDecimal = false
    if peek() == "0", let prefix = peek(1), "xob".contains(prefix) {
      index += 2
      while let character = peek(), character.isHexDigit || character == "_" { index += 1 }
    } else {
      while let character = peek(), (character.isASCII && character.isNumber) || character == "_" {
        index += 1
      }
      if peek() == ".", let digit = peek(1), digit.isASCII, digit.isNumber {
        isDecimal = true
        index += 1
        while let character = peek(), (character.isASCII && character.isNumber) || character == "_" {
          index += 1
        }
      }
      if let e = peek(), e == "e" || e == "E" {
        var offset = 1
        if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
        if let digit = peek(offset), digit.isASCII, digit.isNumber {
          isDecimal = true
          index += offset
          while let character = peek(), character.isASCII, character.isNumber { index += 1 }
        }
      }
    }
    // Letters straight after a number belong to it, so that `12abc` is one bad number.
    while let character = peek(), Self.isIdentifierPart(character) { index += 1 }
    let text = String(characters[start..<index])
    return Token(kind: isDecimal ? .decimal(text) : .integer(text), column: startColumn, text: text)
  }

  /// `#"a "quoted" \ word"#`: a raw string, whose escapes need as many `#` as it is wrapped in
  /// (`\#n`).
  private mutating func rawString() throws(InputError) -> Token {
    let start = index
    let startColumn = column
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      index += 1
    }
    guard peek() == "\"" else { throw InputError(.unexpectedCharacter("#"), column: startColumn) }
    index += 1
    let delimiter = Array(repeating: Character("#"), count: hashes)
    func isAt(_ characters: [Character], offset: Int) -> Bool {
      characters.indices.allSatisfy { peek(offset + $0) == characters[$0] }
    }
    var value = ""
    while true {
      guard let character = peek() else { throw InputError(.unterminatedString, column: startColumn) }
      if character == "\"", isAt(delimiter, offset: 1) {
        index += 1 + hashes
        return Token(kind: .string(value), column: startColumn, text: String(characters[start..<index]))
      }
      if character == "\\", isAt(delimiter, offset: 1) {
        index += 1 + hashes
        value.append(try escape(stringColumn: startColumn))
        continue
      }
      value.append(character)
      index += 1
    }
  }

  /// `'ana'`: Swift has no single-quoted strings; the error shows the double-quoted spelling.
  private func singleQuoted() -> InputError {
    var end = index + 1
    while end < characters.count, characters[end] != "'" { end += 1 }
    let text = String(characters[(index + 1)..<min(end, characters.count)])
    return InputError(.singleQuoted(text), column: column)
  }

  private mutating func string() throws(InputError) -> Token {
    let start = index
    let startColumn = column
    index += 1
    var value = ""
    while true {
      guard let character = peek() else {
        throw InputError(.unterminatedString, column: startColumn)
      }
      index += 1
      switch character {
      case "\"":
        return Token(kind: .string(value), column: startColumn, text: String(characters[start..<index]))
      case "\\":
        value.append(try escape(stringColumn: startColumn))
      default:
        value.append(character)
      }
    }
  }

  private mutating func escape(stringColumn: Int) throws(InputError) -> Character {
    let escapeColumn = column - 1
    guard let character = peek() else { throw InputError(.unterminatedString, column: stringColumn) }
    index += 1
    switch character {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0": return "\0"
    case "\"": return "\""
    case "'": return "'"
    case "\\": return "\\"
    case "u":
      guard peek() == "{" else { throw InputError(.invalidEscape("u"), column: escapeColumn) }
      index += 1
      var digits = ""
      while let digit = peek(), digit.isHexDigit, digits.count < 8 {
        digits.append(digit)
        index += 1
      }
      guard peek() == "}", let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code)
      else {
        throw InputError(.invalidEscape("u{\(digits)"), column: escapeColumn)
      }
      index += 1
      return Character(scalar)
    default:
      throw InputError(.invalidEscape(String(character)), column: escapeColumn)
    }
  }
}
