/// A type declaration as the macros need it: what it is, its name, what it conforms to, and
/// where its members are.
struct TypeDecl {
  let tokens: Tokens
  let prefix: DeclPrefix
  /// `struct`, `enum`, `class`, `actor`, `protocol`, `extension`.
  let keyword: Token
  let name: String
  /// `<T>` as written, or "".
  let genericParameters: String
  /// The inherited types, as written.
  let inherited: [String]
  /// Token indices between the body's braces.
  let body: Range<Int>

  init?(_ source: String) {
    let tokens = Tokens(source)
    self.init(tokens, from: 0)
  }

  init?(_ tokens: Tokens, from index: Int) {
    self.tokens = tokens
    prefix = DeclPrefix(tokens, from: index)
    var i = prefix.end
    guard let keyword = tokens[i], keyword.kind == .word,
      ["struct", "enum", "class", "actor", "protocol", "extension"].contains(keyword.text)
    else { return nil }
    self.keyword = keyword
    i += 1
    var name = ""
    while let token = tokens[i], token.kind == .word || token.is(".") {
      name += token.text
      i += 1
    }
    self.name = name
    var generics = ""
    if let open = tokens[i], open.is("<") {
      let end = tokens.skipBalanced(from: i, angles: true)
      generics = tokens.text(i, through: end - 1)
      i = end
    }
    genericParameters = generics
    var inherited: [String] = []
    if let colon = tokens[i], colon.is(":") {
      var end = i + 1
      while let token = tokens[end], !token.is("{"), !token.isWord("where") {
        end = token.is("<") || token.is("(") ? tokens.skipBalanced(from: end, angles: true) : end + 1
      }
      inherited = tokens.splitAtCommas(i + 1..<end).map {
        tokens.text($0.lowerBound, through: $0.upperBound - 1)
      }
      i = end
    }
    self.inherited = inherited
    while let token = tokens[i], !token.is("{") { i += 1 }
    let close = tokens.skipBalanced(from: i)
    body = min(i + 1, tokens.all.count)..<max(min(i + 1, tokens.all.count), close - 1)
  }

  /// Whether it says it conforms to `proto` (spelled plainly or qualified).
  func inherits(_ proto: String) -> Bool {
    inherited.contains { $0 == proto || $0.hasSuffix(".\(proto)") }
  }

  /// The access level for generated members: the type's own, with `private` widened to
  /// `fileprivate` (a private member could not witness a protocol requirement), and `open` to
  /// `public`. "" for internal.
  var memberAccess: String {
    switch prefix.access {
    case "public"?, "open"?: "public "
    case "package"?: "package "
    case "private"?, "fileprivate"?: "fileprivate "
    default: ""
    }
  }

  /// Indices of the body's tokens at the body's own depth (not inside nested braces, brackets
  /// or parentheses).
  var topLevelBodyIndices: [Int] {
    var result: [Int] = []
    var i = body.lowerBound
    while i < body.upperBound {
      result.append(i)
      let token = tokens.all[i]
      if token.is("{") || token.is("(") || token.is("[") {
        i = tokens.skipBalanced(from: i)
      } else {
        i += 1
      }
    }
    return result
  }
}
