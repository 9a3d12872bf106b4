/// One token of a prompt line, with the column it starts at.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identifier(String)
    /// An integer literal's digits (sign, underscores and radix prefix removed by the lexer
    /// only at parse time: the text is kept as typed).
    case integer(String)
    case decimal(String)
    case string(String)
    /// `$0`, `$1`, …
    case dollar(Int)
    /// `\`, which starts a case key path: `\.rows[id: 0].tick`.
    case backslash
    case dot
    case comma
    case colon
    case semicolon
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case leftBrace
    case rightBrace
    case equals
    case plusEquals
    case minusEquals
    case minus
    case question
    case bang
    case end
  }

  var kind: Kind
  /// 1-based column of the first character.
  var column: Int
  /// The token as typed.
  var text: String
  /// Column just past the last character.
  var endColumn: Int { column + text.count }
}
