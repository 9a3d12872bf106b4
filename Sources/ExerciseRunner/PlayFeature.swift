import Foundation

/// Which reducer of a learner's files `tutor play FILE` opens the prompt on, found in their text:
/// the type named by `--feature`, else the one `@Reducer` type, else the one `@Reducer` type that
/// no other file line names (the root of a parent and its children). Its initial state is
/// `Name.State()`, its reducer `Name()`. The example actions that `help` and TAB start from are
/// its `Action` enum's cases, each with a plain payload (`0`, `""`, `false`, `nil`, `[]`) or, when
/// the payload's type is not one of those, left out.
package struct PlayFeature: Sendable, Equatable {
  package let name: String
  /// Example actions, as typed at the prompt (`.increment`, `.setCount(0)`).
  package let examples: [String]

  package init(name: String, examples: [String]) {
    self.name = name
    self.examples = examples
  }

  /// Why no feature could be chosen.
  package enum Problem: Error, Equatable, Sendable {
    /// No `@Reducer` type in the files.
    case none
    /// `--feature` names no `@Reducer` type of the files.
    case notFound(String, known: [String])
    /// Several could be the root: `--feature` must say which.
    case ambiguous([String])
  }

  /// The feature of `texts` (the learner's files' contents).
  package static func find(in texts: [String], named wanted: String?) -> Result<PlayFeature, Problem> {
    let code = texts.map(withoutComments).joined(separator: "\n")
    let reducers = reducerNames(in: code)
    let name: String
    if let wanted {
      guard reducers.contains(wanted) else { return .failure(.notFound(wanted, known: reducers)) }
      name = wanted
    } else if reducers.count == 1, let only = reducers.first {
      name = only
    } else if reducers.isEmpty {
      return .failure(.none)
    } else {
      let roots = reducers.filter { occurrences(of: $0, in: code) == 1 }
      guard roots.count == 1, let root = roots.first else { return .failure(.ambiguous(reducers)) }
      name = root
    }
    return .success(PlayFeature(name: name, examples: examples(of: name, in: code)))
  }

  /// `@Reducer struct Name` or `@Reducer enum Name`, in order.
  static func reducerNames(in code: String) -> [String] {
    let pattern =
      #"@Reducer\b(?:\s*\([^)]*\))?\s+(?:(?:public|internal|package|fileprivate|private|final)\s+)*(?:struct|enum)\s+([A-Za-z_][A-Za-z0-9_]*)"#
    var names: [String] = []
    for match in matches(pattern, in: code) where !names.contains(match) { names.append(match) }
    return names
  }

  static func occurrences(of word: String, in code: String) -> Int {
    // Simple word boundaries: by Unicode's rules `Counter.State` is one word, and hides `Counter`.
    (try? Regex("\\b\(word)\\b")).map { code.ranges(of: $0.wordBoundaryKind(.simple)).count } ?? 0
  }

  /// The first capture group of every match.
  static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? Regex(pattern) else { return [] }
    return text.matches(of: regex).compactMap { match in
      match.output.count > 1 ? match.output[1].substring.map(String.init) : nil
    }
  }

  /// The text with `//` and `/* */` comments blanked (string literals are left alone: a `//`
  /// inside one is rare in a reducer, and at worst hides an example).
  static func withoutComments(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let rest = text[index...]
      if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? text.endIndex
      } else if rest.hasPrefix("/*") {
        index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
        result.append(" ")
      } else {
        result.append(text[index])
        index = text.index(after: index)
      }
    }
    return result
  }

  /// The cases of the `enum Action` that follows the feature's declaration.
  static func examples(of name: String, in code: String) -> [String] {
    cases(ofEnum: "Action", in: name, code: code).compactMap {
      example(ofCase: $0, code: code, depth: 0, owner: name)
    }
  }

  /// The case declarations (`increment`, `set(Int)`) of `enum enumName`, the first one declared
  /// after `struct|enum owner` (or anywhere, without an owner); none when there is no such enum.
  static func cases(ofEnum enumName: String, in owner: String?, code: String) -> [String] {
    var from = code.startIndex
    if let owner {
      guard let declared = try? Regex("(struct|enum)\\s+\(owner)\\b"),
        let declaration = code.firstRange(of: declared)
      else { return [] }
      from = declaration.upperBound
    }
    guard let enumRegex = try? Regex("enum\\s+\(enumName)\\b[^{]*\\{"),
      let found = code[from...].firstRange(of: enumRegex)
    else { return [] }
    var depth = 1
    var body = ""
    var index = found.upperBound
    while index < code.endIndex, depth > 0 {
      let character = code[index]
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
      // Only the enum's own lines: nested types' bodies are left out.
      if depth == 1 && character != "}" { body.append(character) }
      index = code.index(after: index)
    }
    var cases: [String] = []
    for line in body.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let start = trimmed.firstRange(of: /^(indirect\s+)?case\s+/) else { continue }
      cases += topLevelSplit(String(trimmed[start.upperBound...]))
    }
    return cases
  }

  /// `.name`, or `.name(0, label: "")` for a case whose payloads have an example value; nil
  /// otherwise. A payload that is another action enum of the code (`Child.Action`,
  /// `IdentifiedActionOf<Row>`, `PresentationAction<Sheet.Action>`) takes its first case's example.
  /// An unqualified type (`Action`) is `owner`'s.
  static func example(ofCase text: String, code: String = "", depth: Int = 0, owner: String? = nil) -> String?
  {
    let text = text.trimmingCharacters(in: .whitespaces)
    guard let open = text.firstIndex(of: "(") else {
      return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !text.isEmpty ? "." + text : nil
    }
    let name = text[..<open].trimmingCharacters(in: .whitespaces)
    guard text.hasSuffix(")"), !name.isEmpty else { return nil }
    let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    var arguments: [String] = []
    for parameter in topLevelSplit(inside) {
      let parts = parameter.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let type = parts.last, let value = exampleValue(of: type, code: code, depth: depth, owner: owner)
      else { return nil }
      arguments.append(parts.count == 2 && parts[0] != "_" ? "\(parts[0]): \(value)" : value)
    }
    return ".\(name)(\(arguments.joined(separator: ", ")))"
  }

  /// A value of `type` to show in an example: a plain one, or the first example of an action
  /// enum the code declares (at most three levels down).
  static func exampleValue(of type: String, code: String, depth: Int, owner: String?) -> String? {
    if let plain = plainValue(of: type) { return plain }
    guard depth < 3, !code.isEmpty else { return nil }
    func firstExample(ofEnum name: String, in owner: String?) -> String? {
      cases(ofEnum: name, in: owner, code: code).lazy.compactMap {
        example(ofCase: $0, code: code, depth: depth + 1, owner: owner)
      }.first
    }
    /// `Row.Action` → (Row, Action); `Action` → (nil, Action).
    func actionOf(_ type: String) -> String? {
      let parts = type.split(separator: ".").map(String.init)
      guard let last = parts.last, parts.count <= 2 else { return nil }
      return firstExample(ofEnum: last, in: parts.count == 2 ? parts[0] : owner)
    }
    if let inner = generic(type, "IdentifiedActionOf") {
      return actionOf(inner + ".Action").map { ".element(id: 0, action: \($0))" }
    }
    if let inner = generic(type, "IdentifiedAction") {
      let pair = topLevelSplit(inner)
      guard pair.count == 2 else { return nil }
      return actionOf(pair[1]).map { ".element(id: 0, action: \($0))" }
    }
    if let inner = generic(type, "PresentationAction") { return actionOf(inner).map { ".presented(\($0))" } }
    if generic(type, "StackActionOf") != nil || generic(type, "StackAction") != nil {
      return ".popFrom(id: 0)"
    }
    guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
    return actionOf(type)
  }

  /// `T` of `Name<T>`, else nil.
  static func generic(_ type: String, _ name: String) -> String? {
    guard type.hasPrefix(name + "<"), type.hasSuffix(">") else { return nil }
    return String(type.dropFirst(name.count + 1).dropLast())
  }

  static func plainValue(of type: String) -> String? {
    if type.hasSuffix("?") { return "nil" }
    if type.hasPrefix("[") { return "[]" }
    switch type {
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
      "Float":
      return "0"
    case "String": return "\"\""
    case "Bool": return "false"
    default: return nil
    }
  }

  /// `a, b(Int, String), c` → `a`, `b(Int, String)`, `c`.
  static func topLevelSplit(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == "," && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
