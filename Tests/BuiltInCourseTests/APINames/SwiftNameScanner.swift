import Foundation

/// Reads Swift-spelled code — a fenced block, or an inline code span of prose — for the API names
/// it mentions (``APIMention``) and the names it declares itself (`struct App`, `case left(…)`,
/// `var seen`), which a text may then use freely. A module after `import` and a one-letter
/// capital (`ReducerOf<R>`'s generic placeholder) are neither.
///
/// Not a parser: it tokenizes just enough to tell a member (`.ifLet(…)`) from a type (`Scope`), an
/// attribute (`@Presents`) or a key path (`\.left`, skipped: its names are the text's own, except
/// the key of `@Dependency(\.key)`). Comments and string literals are skipped; a bare lowercase
/// identifier (a variable, a free function) is not a mention.
enum SwiftNameScanner {
  struct Result: Equatable {
    var mentions: [APIMention] = []
    var declared: Set<String> = []
  }

  /// Words that declare the name after them.
  static let declaring: Set<String> = [
    "struct", "enum", "class", "protocol", "actor", "typealias", "func", "var", "let", "associatedtype",
    "macro",
  ]
  /// Capitalized names the language itself provides.
  static let languageTypes: Set<String> = ["Self", "Any", "AnyObject", "Type", "Protocol"]

  static func scan(_ code: String) -> Result {
    let text = Array(code)
    var result = Result()
    var index = 0
    var previousWord = ""
    while index < text.count {
      let character = text[index]
      if character == "/", index + 1 < text.count, text[index + 1] == "/" {
        while index < text.count, text[index] != "\n" { index += 1 }
        continue
      }
      if character == "/", index + 1 < text.count, text[index + 1] == "*" {
        index += 2
        while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { index += 1 }
        index += 2
        continue
      }
      if character == "\"" || (character == "#" && index + 1 < text.count && text[index + 1] == "\"") {
        index = endOfString(text, from: index)
        continue
      }
      if character == "\\" {
        index = endOfKeyPath(text, from: index + 1)
        continue
      }
      guard isIdentifierStart(character) else {
        if !character.isWhitespace { previousWord = "" }
        index += 1
        continue
      }
      let start = index
      while index < text.count, isIdentifierPart(text[index]) { index += 1 }
      let word = String(text[start..<index])
      let before: Character? = start > 0 ? text[start - 1] : nil
      let called = index < text.count && text[index] == "("
      let labels = called ? argumentLabels(text, open: index) : nil
      if previousWord == "import" {
        previousWord = ""
        continue
      }
      switch before {
      case "@":
        result.mentions.append(APIMention(kind: .attribute, name: word, labels: nil))
        if word == "Dependency", called, index + 2 < text.count, text[index + 1] == "\\",
          text[index + 2] == "."
        {
          var end = index + 3
          while end < text.count, isIdentifierPart(text[end]) { end += 1 }
          let key = String(text[(index + 3)..<end])
          if !key.isEmpty { result.mentions.append(APIMention(kind: .dependencyKey, name: key, labels: nil)) }
        }
      case "$", "#":
        break
      case ".":
        let beforeDot: Character? = start > 1 ? text[start - 2] : nil
        if let beforeDot, beforeDot.isNumber || beforeDot == "." { break }
        if word != "init" { result.mentions.append(APIMention(kind: .member, name: word, labels: labels)) }
      default:
        if declaring.contains(previousWord) {
          result.declared.insert(word)
        } else if let first = word.first, first.isUppercase, word.count > 1, !languageTypes.contains(word) {
          let next: Character? = index < text.count ? text[index] : nil
          let shouting = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
          if shouting, next != "(", next != ".", next != "<" { break }
          result.mentions.append(
            called
              ? APIMention(kind: .initializer, name: word, labels: labels)
              : APIMention(kind: .type, name: word, labels: nil))
        }
      }
      if word == "case" || word == "var" || word == "let" {
        result.declared.formUnion(listedNames(text, from: index))
      }
      previousWord = before == "." ? "" : word
    }
    return result
  }

  /// The names a `case`, `var` or `let` declares beyond the first, which the main loop sees:
  /// `case inc, dec`, `var left = 0, right = 0`. A pattern (`case .left, .right:`, `case let x`)
  /// declares none here.
  static func listedNames(_ text: [Character], from start: Int) -> Set<String> {
    var names: Set<String> = []
    var index = start
    var depth = 0
    var expectName = true
    while index < text.count, text[index] != "\n", text[index] != "{" || depth > 0 {
      let character = text[index]
      if "([<".contains(character) {
        depth += 1
      } else if ")]>".contains(character) {
        depth -= 1
      } else if character == ",", depth == 0 {
        expectName = true
      } else if character == "\"" {
        index = endOfString(text, from: index)
        continue
      } else if isIdentifierStart(character) {
        let wordStart = index
        while index < text.count, isIdentifierPart(text[index]) { index += 1 }
        let word = String(text[wordStart..<index])
        if expectName, depth == 0, word != "let", word != "var" { names.insert(word) }
        if word != "let", word != "var" { expectName = false }
        continue
      } else if !character.isWhitespace {
        expectName = false
      }
      index += 1
    }
    return names
  }

  /// The labels of the arguments in the parentheses opening at `open`: `(id: 1, action: .x)` and
  /// `(id:action:)` give `["id", "action"]`, `(\.rows, action: …)` gives `["_", "action"]`, `()`
  /// gives `[]`; an elided argument list (`(…)`) or an unclosed one gives nil.
  static func argumentLabels(_ text: [Character], open: Int) -> [String]? {
    var depth = 0
    var index = open
    var arguments: [String] = []
    var current = ""
    while index < text.count {
      let character = text[index]
      if character == "\"" {
        let end = endOfString(text, from: index)
        current += "\"\""
        index = end
        continue
      }
      if "([{".contains(character) {
        depth += 1
        if depth == 1 {
          index += 1
          continue
        }
      } else if ")]}".contains(character) {
        depth -= 1
        if depth == 0 {
          arguments.append(current)
          break
        }
      } else if character == ",", depth == 1 {
        arguments.append(current)
        current = ""
        index += 1
        continue
      }
      current.append(character)
      index += 1
    }
    guard index < text.count else { return nil }
    let trimmed = arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    if trimmed == [""] { return [] }
    if trimmed.contains(where: { $0 == "…" || $0 == "..." || $0.isEmpty }) { return nil }
    // The compound form of a name, `(id:cancelInFlight:)`.
    if trimmed.count == 1, trimmed[0].hasSuffix(":"),
      trimmed[0].allSatisfy({ isIdentifierPart($0) || $0 == ":" })
    {
      return trimmed[0].split(separator: ":").map(String.init)
    }
    return trimmed.map { argument in
      let name = argument.prefix { isIdentifierPart($0) }
      let rest = argument.dropFirst(name.count).drop { $0 == " " }
      guard !name.isEmpty, rest.first == ":", rest.dropFirst().first != ":" else { return "_" }
      return String(name)
    }
  }

  /// The index after the string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`).
  static func endOfString(_ text: [Character], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while index < text.count, text[index] == "#" {
      hashes += 1
      index += 1
    }
    let multiline = index + 2 < text.count && text[index + 1] == "\"" && text[index + 2] == "\""
    index += multiline ? 3 : 1
    while index < text.count {
      if text[index] == "\\", hashes == 0 {
        index += 2
        continue
      }
      if !multiline, text[index] == "\n" { return index }
      if text[index] == "\"" {
        let quotes = multiline ? 3 : 1
        let closes = (0..<quotes).allSatisfy { index + $0 < text.count && text[index + $0] == "\"" }
        let after = index + quotes
        if closes, (0..<hashes).allSatisfy({ after + $0 < text.count && text[after + $0] == "#" }) {
          return after + hashes
        }
      }
      index += 1
    }
    return index
  }

  /// The index after a key path whose backslash was just before `start`: `\.rows[id: 0].tick`,
  /// `\.$destination`, `\Action.Cases.setTo`, `\.destination?.payment`.
  static func endOfKeyPath(_ text: [Character], from start: Int) -> Int {
    var index = start
    while index < text.count {
      let character = text[index]
      if isIdentifierPart(character) || character == "." || character == "$" || character == "?"
        || character == "!"
      {
        index += 1
      } else if character == "[" {
        var depth = 0
        while index < text.count {
          if text[index] == "[" { depth += 1 }
          if text[index] == "]" { depth -= 1 }
          index += 1
          if depth == 0 { break }
        }
      } else {
        break
      }
    }
    return index
  }

  static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || (character.isLetter && character.isASCII)
  }

  static func isIdentifierPart(_ character: Character) -> Bool {
    isIdentifierStart(character) || (character.isNumber && character.isASCII)
  }
}
