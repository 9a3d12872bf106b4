/// Tokens of one piece of source, with the helpers the declaration readers share.
struct Tokens {
  let source: String
  let bytes: [UInt8]
  let all: [Token]

  init(_ source: String) {
    self.source = source
    self.bytes = Array(source.utf8)
    self.all = Lexer.tokens(of: source)
  }

  subscript(index: Int) -> Token? { index >= 0 && index < all.count ? all[index] : nil }

  /// The source text from token `first` through token `last`, as written.
  func text(_ first: Int, through last: Int) -> String {
    guard first <= last, let a = self[first], let b = self[last] else { return "" }
    return String(decoding: bytes[a.start..<b.end], as: UTF8.self)
  }

  /// The rest of the line from token `index` on (the condition of an `#if`), without a
  /// trailing comment, and the index of the first token on the next line.
  func restOfLine(from index: Int) -> (text: String, next: Int) {
    var next = index + 1
    while let token = self[next], !token.newlineBefore { next += 1 }
    return (text(index, through: next - 1), next)
  }

  /// The index after the bracket that closes the one at `index` (`(`, `[`, `{`, or `<` when
  /// `angles`), or the end.
  func skipBalanced(from index: Int, angles: Bool = false) -> Int {
    var depth = 0
    var i = index
    while let token = self[i] {
      if token.kind == .punct {
        switch token.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case "<" where angles: depth += 1
        case ">" where angles: depth -= 1
        default: break
        }
      }
      i += 1
      if depth <= 0 { return i }
    }
    return i
  }

  /// Splits tokens `range` at commas outside brackets (generic angle brackets included).
  func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    for i in range {
      let token = all[i]
      guard token.kind == .punct else { continue }
      switch token.text {
      case "(", "[", "{", "<": depth += 1
      case ")", "]", "}", ">": depth -= 1
      case "," where depth == 0:
        parts.append(start..<i)
        start = i + 1
      default: break
      }
    }
    if start < range.upperBound { parts.append(start..<range.upperBound) }
    return parts
  }
}

/// Attributes and modifiers before a declaration's keyword.
struct DeclPrefix {
  /// Attribute names with their arguments, as written: `@CasePathable`, `@available(*, …)`.
  var attributes: [(name: String, text: String, start: Int)] = []
  var modifiers: [String] = []
  /// The index of the token after them.
  var end: Int

  static let modifierWords: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open", "final", "indirect", "static",
    "class", "mutating", "nonmutating", "override", "required", "convenience", "lazy", "weak", "unowned",
    "nonisolated", "dynamic", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
  ]

  static let accessWords: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

  /// Reads attributes and modifiers from token `index`. `class` counts as a modifier only when
  /// a declaration keyword follows it.
  init(_ tokens: Tokens, from index: Int) {
    var i = index
    while let token = tokens[i] {
      if token.kind == .attribute {
        var end = i + 1
        var name = String(token.text.dropFirst())
        // `@ReducerKit.CasePathable`
        while let dot = tokens[end], dot.is("."), dot.start == tokens[end - 1]?.end,
          let word = tokens[end + 1],
          word.kind == .word, word.start == dot.end
        {
          name += ".\(word.text)"
          end += 2
        }
        if let next = tokens[end], next.is("<"), !next.newlineBefore {
          end = tokens.skipBalanced(from: end, angles: true)
        }
        if let next = tokens[end], next.is("("), next.start == (tokens[end - 1]?.end ?? -1) {
          end = tokens.skipBalanced(from: end)
        }
        attributes.append((name, tokens.text(i, through: end - 1), token.start))
        i = end
      } else if token.kind == .word, DeclPrefix.modifierWords.contains(token.text) {
        if token.text == "class", let next = tokens[i + 1], !DeclPrefix.isDeclKeyword(next) { break }
        modifiers.append(token.text)
        i += 1
        // `private(set)`, `unowned(unsafe)`
        if let open = tokens[i], open.is("("), let word = tokens[i + 1], word.kind == .word,
          let close = tokens[i + 2], close.is(")")
        {
          modifiers[modifiers.count - 1] += "(\(word.text))"
          i += 3
        }
      } else {
        break
      }
    }
    end = i
  }

  static func isDeclKeyword(_ token: Token) -> Bool {
    token.kind == .word
      && [
        "var", "let", "func", "init", "subscript", "typealias", "struct", "enum", "class", "actor",
        "protocol",
        "extension", "case", "deinit", "associatedtype", "macro",
      ].contains(token.text)
      || token.kind == .word && DeclPrefix.modifierWords.contains(token.text)
  }

  func hasAttribute(_ names: String...) -> Bool {
    attributes.contains { attribute in
      names.contains { attribute.name == $0 || attribute.name.hasSuffix(".\($0)") }
    }
  }

  /// The access level written, if any (`private(set)` does not count).
  var access: String? { modifiers.first { DeclPrefix.accessWords.contains($0) } }
}
