/// One token of Swift source, enough to find declarations: words, punctuation, literals.
/// Comments and whitespace are dropped; string literals are one token, so braces inside them
/// never count.
struct Token: Equatable {
  enum Kind: Equatable {
    /// An identifier or keyword (`case`, `enum`, `Int`, `` `default` ``, `$0`).
    case word
    /// `#if`, `#elseif`, `#else`, `#endif` (and other `#words`).
    case pound
    /// `@name`.
    case attribute
    case string
    case number
    /// One punctuation or operator character, or `->`.
    case punct
  }

  let kind: Kind
  let text: String
  /// UTF-8 offsets in the lexed text.
  let start: Int
  let end: Int
  /// Whether a line break separates it from the token before.
  var newlineBefore = false

  func `is`(_ punct: String) -> Bool { kind == .punct && text == punct }
  func isWord(_ word: String) -> Bool { kind == .word && text == word }
}

/// Splits source text into tokens.
struct Lexer {
  private let bytes: [UInt8]
  private var index = 0
  private var tokens: [Token] = []
  private var sawNewline = false

  static func tokens(of text: String) -> [Token] {
    var lexer = Lexer(bytes: Array(text.utf8))
    lexer.run()
    return lexer.tokens
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func peek(_ ahead: Int = 0) -> UInt8 {
    index + ahead < bytes.count ? bytes[index + ahead] : 0
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private mutating func add(_ kind: Token.Kind, from start: Int) {
    index = min(index, bytes.count)  // a literal cut off at the end (`"\`) skips past it
    var token = Token(
      kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index)
    token.newlineBefore = sawNewline
    sawNewline = false
    tokens.append(token)
  }

  private mutating func run() {
    while index < bytes.count {
      let byte = peek()
      let start = index
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        if byte == 0x0A { sawNewline = true }
        index += 1
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while index < bytes.count, peek() != 0x0A { index += 1 }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
        if bytes[start..<index].contains(0x0A) { sawNewline = true }
      case UInt8(ascii: "\""):
        skipString(hashes: 0)
        add(.string, from: start)
      case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "#") || peek(1) == UInt8(ascii: "\""):
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
          hashes += 1
          index += 1
        }
        if peek() == UInt8(ascii: "\"") {
          skipString(hashes: hashes)
          add(.string, from: start)
        } else {
          add(.punct, from: start)
        }
      case UInt8(ascii: "#"), UInt8(ascii: "@"):
        index += 1
        while index < bytes.count, Lexer.isWordByte(peek()) { index += 1 }
        add(byte == UInt8(ascii: "#") ? .pound : .attribute, from: start)
      case UInt8(ascii: "`"):
        index += 1
        while index < bytes.count, peek() != UInt8(ascii: "`") { index += 1 }
        index = min(index + 1, bytes.count)
        add(.word, from: start)
      case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
        index += 2
        add(.punct, from: start)
      default:
        if byte >= 0x30 && byte <= 0x39 {
          while index < bytes.count,
            Lexer.isWordByte(peek()) || (peek() == UInt8(ascii: ".") && isDigit(peek(1)))
          {
            index += 1
          }
          add(.number, from: start)
        } else if Lexer.isWordByte(byte) {
          while index < bytes.count, Lexer.isWordByte(peek()) { index += 1 }
          add(.word, from: start)
        } else {
          index += 1
          add(.punct, from: start)
        }
      }
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// Skips a string literal (plain, multi-line or raw with `hashes` #s), interpolations included.
  private mutating func skipString(hashes: Int) {
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < bytes.count {
      let byte = peek()
      if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
        index += 1 + hashes
        if peek() == UInt8(ascii: "(") {
          skipInterpolation()
        } else {
          index += 1
        }
      } else if byte == UInt8(ascii: "\"") {
        if multiline {
          if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hashesFollow(hashes, at: index + 3)
          {
            index += 3 + hashes
            return
          }
          index += 1
        } else if hashesFollow(hashes, at: index + 1) {
          index += 1 + hashes
          return
        } else {
          index += 1
        }
      } else if byte == 0x0A, !multiline {
        return  // an unterminated literal ends at the line's end
      } else {
        index += 1
      }
    }
  }

  private func hashesFollow(_ count: Int, at position: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  /// Skips `( … )` of an interpolation, with nested parentheses and string literals.
  private mutating func skipInterpolation() {
    var depth = 0
    while index < bytes.count {
      let byte = peek()
      if byte == UInt8(ascii: "(") {
        depth += 1
        index += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        index += 1
        if depth == 0 { return }
      } else if byte == UInt8(ascii: "\"") {
        skipString(hashes: 0)
      } else {
        index += 1
      }
    }
  }
}
