/// A property declaration (`var name: Type = value`), as the property macros read it.
struct Property {
  let prefix: DeclPrefix
  let isLet: Bool
  let name: String
  /// Where its name starts (UTF-8 offset in the text it was read from).
  let nameOffset: Int
  let type: String?
  let typeOffset: Int?
  let initializer: String?
  /// Whether it has `{ … }` accessors (a computed property).
  let isComputed: Bool

  var isStatic: Bool { prefix.modifiers.contains("static") || prefix.modifiers.contains("class") }

  /// Reads the property whose attributes start at token `index`, up to token `end`.
  init?(_ tokens: Tokens, from index: Int, to end: Int) {
    prefix = DeclPrefix(tokens, from: index)
    guard let keyword = tokens[prefix.end], keyword.isWord("var") || keyword.isWord("let"),
      let nameToken = tokens[prefix.end + 1], nameToken.kind == .word
    else { return nil }
    isLet = keyword.text == "let"
    name = nameToken.text
    nameOffset = nameToken.start
    var i = prefix.end + 2
    var type: String?
    var typeOffset: Int?
    if let colon = tokens[i], colon.is(":") {
      let start = i + 1
      i = start
      while i < end, let token = tokens[i], !token.is("="), !token.is("{") {
        i =
          token.is("(") || token.is("[") || token.is("<")
          ? tokens.skipBalanced(from: i, angles: token.is("<")) : i + 1
      }
      type = tokens.text(start, through: min(i, end) - 1)
      typeOffset = tokens[start]?.start
    }
    self.type = type
    self.typeOffset = typeOffset
    if let equals = tokens[i], i < end, equals.is("=") {
      initializer = tokens.text(i + 1, through: end - 1)
      isComputed = false
    } else {
      initializer = nil
      isComputed = tokens[i].map { $0.is("{") && i < end } ?? false
    }
  }

  /// Where each property of a type's body starts and ends, in order (token indices).
  static func all(in decl: TypeDecl) -> [Property] {
    let indices = decl.topLevelBodyIndices
    var starts: [Int] = []
    var position = 0
    // A declaration starts at an attribute, modifier or keyword on a new line, or after `;`.
    while position < indices.count {
      let token = decl.tokens.all[indices[position]]
      let previous = position > 0 ? decl.tokens.all[indices[position - 1]] : nil
      // …but not on a line that continues the one before (`var login:` then `@Sendable (…) -> …`),
      // as the token just before it in the text shows.
      let before = indices[position] > 0 ? decl.tokens.all[indices[position] - 1] : nil
      let continues = before.map { $0.kind == .punct && [":", "=", "->", ",", "&"].contains($0.text) }
      let startsLine =
        previous == nil || (token.newlineBefore && continues != true) || previous?.is(";") == true
      if startsLine, token.kind == .attribute || DeclPrefix.isDeclKeyword(token) || token.kind == .pound {
        starts.append(position)
        // Skip the rest of this declaration's prefix so that its keywords do not start another.
        let prefix = DeclPrefix(decl.tokens, from: indices[position])
        while position + 1 < indices.count, indices[position + 1] <= prefix.end { position += 1 }
      }
      position += 1
    }
    var properties: [Property] = []
    for (n, start) in starts.enumerated() {
      let end = n + 1 < starts.count ? indices[starts[n + 1]] : decl.body.upperBound
      if let property = Property(decl.tokens, from: indices[start], to: end) { properties.append(property) }
    }
    return properties
  }
}

/// What a closure type says about calling it: `@Sendable (Int, String) async throws -> Bool`.
struct ClosureType {
  let parameterCount: Int
  let isAsync: Bool
  let isThrowing: Bool
  let returnsVoid: Bool
  /// Each parameter's argument label, written `_ label: Type` in a closure type; nil for none.
  let labels: [String?]
  /// Each parameter's type, as written.
  let parameterTypes: [String]
  /// The `async throws` (or `throws(E)`) between the parameters and the arrow, as written.
  let effects: String
  /// The result type, as written.
  let result: String

  init?(_ type: String) {
    let tokens = Tokens(type)
    var i = 0
    while let token = tokens[i], token.kind == .attribute { i += 1 }
    guard let open = tokens[i], open.is("(") else { return nil }
    let close = tokens.skipBalanced(from: i)
    let parameters = tokens.splitAtCommas(i + 1..<max(i + 1, close - 1))
    parameterCount = parameters.count
    var labels: [String?] = []
    var parameterTypes: [String] = []
    for range in parameters {
      // `_ label: Type` names an argument label; `Type` and `label: Type` (not valid Swift in a
      // function type) leave none.
      if let underscore = tokens[range.lowerBound], underscore.isWord("_"),
        let label = tokens[range.lowerBound + 1], label.kind == .word,
        let colon = tokens[range.lowerBound + 2], colon.is(":")
      {
        labels.append(label.text)
        parameterTypes.append(tokens.text(range.lowerBound + 3, through: range.upperBound - 1))
      } else {
        labels.append(nil)
        parameterTypes.append(tokens.text(range.lowerBound, through: range.upperBound - 1))
      }
    }
    self.labels = labels
    self.parameterTypes = parameterTypes
    i = close
    let effectsStart = i
    var isAsync = false
    var isThrowing = false
    while let token = tokens[i], token.kind == .word {
      if token.text == "async" { isAsync = true }
      if token.text == "throws" || token.text == "rethrows" { isThrowing = true }
      i += 1
      if let paren = tokens[i], paren.is("("), isThrowing { i = tokens.skipBalanced(from: i) }  // throws(E)
    }
    guard let arrow = tokens[i], arrow.is("->") else { return nil }
    effects = i > effectsStart ? tokens.text(effectsStart, through: i - 1) : ""
    let result = tokens.text(i + 1, through: tokens.all.count - 1)
    guard !result.isEmpty else { return nil }
    self.result = result
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.returnsVoid = ["Void", "()", "Swift.Void"].contains(result)
  }

  /// `_, _ in` or "" for a closure that ignores its arguments.
  var ignoredParameters: String {
    parameterCount == 0 ? "" : Array(repeating: "_", count: parameterCount).joined(separator: ", ") + " in"
  }

  var namedParameters: [String] { (0..<parameterCount).map { "p\($0)" } }

  /// The method that calls an endpoint with its argument labels, as swift-dependencies'
  /// `@DependencyEndpoint` adds it: for `var search: (_ query: String) async throws -> [Item]`,
  /// `func search(query p0: String) async throws -> [Item] { try await self.search(p0) }`.
  /// Nil when no parameter has a label (the property is called as it is), or one is `inout`.
  func labeledMethod(named name: String, access: String?) -> String? {
    guard labels.contains(where: { $0 != nil }),
      !parameterTypes.contains(where: { $0.hasPrefix("inout ") || $0.hasPrefix("__owned ") })
    else { return nil }
    let parameters = zip(labels, parameterTypes).enumerated().map { index, parameter in
      "\(parameter.0 ?? "_") p\(index): \(parameter.1)"
    }
    let call = (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    let prefix = access.map { "\($0) " } ?? ""
    return "\(prefix)func \(name)(\(parameters.joined(separator: ", ")))"
      + (effects.isEmpty ? "" : " \(effects)") + " -> \(result) {\n"
      + "  \(call)self.\(name)(\(namedParameters.joined(separator: ", ")))\n}"
  }
}
