/// The words and punctuation of a Swift file, without its comments (nested ones too), string
/// literals (raw, multi-line, with interpolations) and whitespace: enough to read its imports
/// the way the compiler does, whatever stands between the words.
///
///     SwiftTokens.imports(in: "import /* x */\nGlibc")   // ["Glibc"]
enum SwiftTokens {
  /// The modules of the file's `import` declarations, in order: after `import` (not `.import`),
  /// an optional kind (`struct`, `func`, …), then the module's name.
  static func imports(in text: String) -> [String] {
    let tokens = tokens(in: text)
    let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    var modules: [String] = []
    for (index, token) in tokens.enumerated() where token == "import" {
      guard index == 0 || tokens[index - 1] != "." else { continue }
      var next = index + 1
      if next < tokens.count, kinds.contains(tokens[next]) { next += 1 }
      if next < tokens.count, let module = name(tokens[next]) { modules.append(module) }
    }
    return modules
  }

  /// The modules `canImport(…)` asks about.
  static func canImports(in text: String) -> [String] {
    let tokens = tokens(in: text)
    var modules: [String] = []
    for index in tokens.indices.dropLast(2) where tokens[index] == "canImport" && tokens[index + 1] == "(" {
      if let module = name(tokens[index + 2]) { modules.append(module) }
    }
    return modules
  }

  /// `Glibc` for `Glibc` or `` `Glibc` ``; nil for punctuation.
  static func name(_ token: String) -> String? {
    let bare = token.hasPrefix("`") ? String(token.dropFirst().dropLast()) : token
    guard let first = bare.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
      return nil
    }
    return bare
  }

  /// Identifiers (a backquoted one with its backquotes), numbers, and each other character
  /// alone; comments, strings and whitespace dropped.
  static func tokens(in text: String) -> [String] {
    var reader = Reader(Array(text.unicodeScalars))
    var tokens: [String] = []
    reader.code(into: &tokens, until: nil)
    return tokens
  }

  struct Reader {
    let scalars: [Unicode.Scalar]
    var at = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      at + offset < scalars.count ? scalars[at + offset] : nil
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// Code up to the `)` that closes an interpolation (`until: ")"`), or to the end.
    mutating func code(into tokens: inout [String], until closing: Unicode.Scalar?) {
      var depth = 0
      while let scalar = peek() {
        if scalar == "/" && peek(1) == "/" {
          while let next = peek(), next != "\n" { at += 1 }
        } else if scalar == "/" && peek(1) == "*" {
          blockComment()
        } else if scalar == "\"" || (scalar == "#" && hashesBeforeQuote() != nil) {
          string()
        } else if scalar.properties.isWhitespace {
          at += 1
        } else if scalar == "`" {
          var word = "`"
          at += 1
          while let next = peek(), next != "`", next != "\n" {
            word.unicodeScalars.append(next)
            at += 1
          }
          at += 1
          tokens.append(word + "`")
        } else if Self.isWord(scalar) {
          var word = ""
          while let next = peek(), Self.isWord(next) {
            word.unicodeScalars.append(next)
            at += 1
          }
          tokens.append(word)
        } else {
          at += 1
          if let closing, scalar == closing, depth == 0 { return }
          if scalar == "(" { depth += 1 }
          if scalar == ")" { depth -= 1 }
          tokens.append(String(scalar))
        }
      }
    }

    /// `/* … */`, nested as Swift nests them.
    mutating func blockComment() {
      var depth = 0
      while let scalar = peek() {
        if scalar == "/" && peek(1) == "*" {
          depth += 1
          at += 2
        } else if scalar == "*" && peek(1) == "/" {
          depth -= 1
          at += 2
          if depth == 0 { return }
        } else {
          at += 1
        }
      }
    }

    /// The number of `#` before a `"` here, when this is the start of a raw string.
    func hashesBeforeQuote() -> Int? {
      var count = 0
      while peek(count) == "#" { count += 1 }
      return peek(count) == "\"" ? count : nil
    }

    /// A string literal, its interpolations read as code (and dropped: no declaration lives there).
    mutating func string() {
      let hashes = hashesBeforeQuote() ?? 0
      at += hashes
      let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
      at += multiline ? 3 : 1
      var ignored: [String] = []
      while let scalar = peek() {
        if scalar == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
          at += 1 + hashes
          if peek() == "(" {
            at += 1
            code(into: &ignored, until: ")")
          } else {
            at += 1
          }
        } else if scalar == "\"" && (!multiline || (peek(1) == "\"" && peek(2) == "\"")) {
          let quotes = multiline ? 3 : 1
          if (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" }) {
            at += quotes + hashes
            return
          }
          at += 1
        } else if scalar == "\n" && !multiline {
          return
        } else {
          at += 1
        }
      }
    }
  }
}
