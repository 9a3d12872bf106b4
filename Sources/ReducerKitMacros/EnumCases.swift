/// One case of an enum, as written.
struct EnumCase {
  struct Parameter {
    let label: String?
    /// The type as written, without a default value.
    let type: String
    /// The default value as written, if any.
    var defaultValue: String? = nil
  }

  let name: String
  /// `nil` for a case without associated values.
  let parameters: [Parameter]?
  /// Attribute names on its `case` line (`ReducerCaseIgnored`).
  let attributes: [String]
  /// Where its name starts (UTF-8 offset in the declaration text).
  let offset: Int

  /// The payload type a case path of this case extracts: `Void`, the one value's type (its
  /// label dropped), or a tuple of all of them with their labels.
  var payloadType: String {
    guard let parameters, !parameters.isEmpty else { return "Void" }
    if parameters.count == 1 { return parameters[0].type }
    return "(" + parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
  }
}

/// The cases of an enum in order, with the `#if` directives around them.
enum EnumMember {
  case cases([EnumCase])
  /// `#if X`, `#elseif Y`, `#else`, `#endif`, as written.
  case directive(String)
}

extension TypeDecl {
  /// The enum's cases and the conditional-compilation directives between them. Members other
  /// than cases (nested types, functions, properties) are passed over.
  var enumMembers: [EnumMember] {
    var members: [EnumMember] = []
    var i = body.lowerBound
    var pendingAttributes: [String] = []
    while i < body.upperBound {
      let token = tokens.all[i]
      if token.kind == .pound, ["#if", "#elseif", "#else", "#endif"].contains(token.text) {
        let line =
          token.text == "#else" || token.text == "#endif" ? (token.text, i + 1) : tokens.restOfLine(from: i)
        members.append(.directive(line.0))
        i = line.1
        pendingAttributes = []
      } else if token.kind == .attribute
        || (token.kind == .word && DeclPrefix.modifierWords.contains(token.text))
      {
        let prefix = DeclPrefix(tokens, from: i)
        pendingAttributes = prefix.attributes.map(\.name)
        i = max(prefix.end, i + 1)
        if let next = tokens[i], next.isWord("case") { continue }
        pendingAttributes = []
      } else if token.isWord("case") {
        let (cases, next) = readCaseDecl(from: i + 1, attributes: pendingAttributes)
        members.append(.cases(cases))
        pendingAttributes = []
        i = next
      } else if token.is("{") || token.is("(") || token.is("[") {
        i = tokens.skipBalanced(from: i)
        pendingAttributes = []
      } else {
        i += 1
        pendingAttributes = []
      }
    }
    return members
  }

  /// All cases, whatever `#if` they are in.
  var enumCases: [EnumCase] {
    enumMembers.flatMap { member -> [EnumCase] in if case .cases(let cases) = member { cases } else { [] } }
  }

  /// Reads `a, b(Int), c(x: Int = 1) = raw` after a `case` keyword.
  private func readCaseDecl(from index: Int, attributes: [String]) -> ([EnumCase], Int) {
    var cases: [EnumCase] = []
    var i = index
    while let nameToken = tokens[i], i < body.upperBound, nameToken.kind == .word {
      i += 1
      var parameters: [EnumCase.Parameter]?
      if let open = tokens[i], open.is("(") {
        let close = tokens.skipBalanced(from: i)
        parameters = tokens.splitAtCommas(i + 1..<max(i + 1, close - 1)).map(parameter)
        i = close
      }
      if let equals = tokens[i], equals.is("=") { i += 2 }  // a raw value
      cases.append(
        EnumCase(
          name: nameToken.text, parameters: parameters, attributes: attributes, offset: nameToken.start))
      guard let comma = tokens[i], comma.is(",") else { break }
      i += 1
    }
    return (cases, i)
  }

  /// `label: Type = default`, `Type`.
  private func parameter(_ range: Range<Int>) -> EnumCase.Parameter {
    var start = range.lowerBound
    var label: String?
    if let first = tokens[start], first.kind == .word, let colon = tokens[start + 1], colon.is(":") {
      label = first.text
      start += 2
    } else if let first = tokens[start], first.kind == .word, let second = tokens[start + 1],
      second.kind == .word,
      let colon = tokens[start + 2], colon.is(":")
    {
      label = first.text == "_" ? nil : first.text  // `_ name: Type`
      start += 3
    }
    var end = start
    var depth = 0
    while end < range.upperBound {
      let token = tokens.all[end]
      if token.kind == .punct {
        if ["(", "[", "<", "{"].contains(token.text) { depth += 1 }
        if [")", "]", ">", "}"].contains(token.text) { depth -= 1 }
        if token.text == "=", depth == 0 { break }
      }
      end += 1
    }
    let defaultValue = end + 1 < range.upperBound ? tokens.text(end + 1, through: range.upperBound - 1) : nil
    return EnumCase.Parameter(
      label: label, type: tokens.text(start, through: end - 1), defaultValue: defaultValue)
  }
}
