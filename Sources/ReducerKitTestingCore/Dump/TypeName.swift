import Synchronization

/// Type names as dumps print them: `String(reflecting:)` without module prefixes.
///
/// Every fully qualified name loses its first component (the module), including the names inside
/// generic arguments and tuples: `MyApp.Row.State` → `Row.State`,
/// `Swift.Array<Swift.Optional<MyApp.Row>>` → `Array<Optional<Row>>`. Contexts the runtime cannot
/// name (`(unknown context at $…)`, for types declared inside functions) are dropped, and private
/// discriminators (`(Name in _ABC…)`) are reduced to the name.
enum TypeName {
  /// The printed name of `type`, worked out once per type: dumps ask it of every struct they meet.
  static func of(_ type: Any.Type) -> String {
    names(of: type).printed
  }

  /// `String(reflecting: type)`, once per type.
  static func reflected(_ type: Any.Type) -> String {
    names(of: type).reflected
  }

  private static let known = Mutex<[ObjectIdentifier: (reflected: String, printed: String)]>([:])

  private static func names(of type: Any.Type) -> (reflected: String, printed: String) {
    let key = ObjectIdentifier(type)
    if let names = known.withLock({ $0[key] }) { return names }
    let reflected = String(reflecting: type)
    let names = (reflected: reflected, printed: stripModules(reflected))
    known.withLock { $0[key] = names }
    return names
  }

  /// Removes module prefixes and anonymous contexts from a reflected type name.
  static func stripModules(_ reflected: String) -> String {
    let characters = Array(reflected)
    var result = ""
    var index = 0
    var previous: Character?
    while index < characters.count {
      let character = characters[index]
      let startsName =
        isIdentifierHead(character)
        && previous.map { !isIdentifierBody($0) && $0 != "." } ?? true
      if startsName {
        let (components, end) = qualifiedName(in: characters, from: index)
        result += simplified(components)
        index = end
        previous = characters[end - 1]
      } else {
        result.append(character)
        previous = character
        index += 1
      }
    }
    return result
  }

  /// Reads `A.B.(context).C` starting at an identifier; returns the components and the end index.
  private static func qualifiedName(
    in characters: [Character], from start: Int
  ) -> (components: [String], end: Int) {
    var components: [String] = []
    var index = start
    let first = identifier(in: characters, from: index)
    components.append(first.text)
    index = first.end
    while index + 1 < characters.count, characters[index] == "." {
      let next = characters[index + 1]
      if next == "(" {
        let group = parenthesised(in: characters, from: index + 1)
        components.append(group.text)
        index = group.end
      } else if isIdentifierHead(next) {
        let part = identifier(in: characters, from: index + 1)
        components.append(part.text)
        index = part.end
      } else {
        break
      }
    }
    return (components, index)
  }

  private static func identifier(
    in characters: [Character], from start: Int
  ) -> (text: String, end: Int) {
    var end = start
    while end < characters.count, isIdentifierBody(characters[end]) { end += 1 }
    return (String(characters[start..<end]), end)
  }

  private static func parenthesised(
    in characters: [Character], from start: Int
  ) -> (text: String, end: Int) {
    var depth = 0
    var end = start
    while end < characters.count {
      if characters[end] == "(" { depth += 1 }
      if characters[end] == ")" { depth -= 1 }
      end += 1
      if depth == 0 { break }
    }
    return (String(characters[start..<end]), end)
  }

  private static func simplified(_ components: [String]) -> String {
    guard components.count > 1 else { return components.joined() }
    let kept = components.dropFirst().compactMap { component -> String? in
      guard component.hasPrefix("(") else { return component }
      if component.hasPrefix("(unknown context at ") { return nil }
      // A private type: `(Name in _0123456789ABCDEF)`.
      let name = component.dropFirst().prefix { $0 != " " }
      return name.isEmpty ? component : String(name)
    }
    return kept.isEmpty ? components.joined(separator: ".") : kept.joined(separator: ".")
  }

  private static func isIdentifierHead(_ character: Character) -> Bool {
    character == "_" || character == "$" || character.isLetter
  }

  private static func isIdentifierBody(_ character: Character) -> Bool {
    isIdentifierHead(character) || character.isNumber
  }
}
