import SandboxRuntime

/// The pure logic of TAB completion: which word is being completed, what to insert, and how to
/// lay candidates out in columns.
public enum Completion {
  /// Characters that end a word, besides whitespace. `.` and `:` are word characters, so that
  /// `.increment` and `:help` complete as one word. The engine's, so that both agree.
  public static let wordBreakCharacters: Set<Character> = CompletionWord.breakCharacters

  /// What TAB does.
  public enum Action: Equatable, Sendable {
    /// Nothing matches: leave the line alone (and beep).
    case none
    /// Exactly one candidate matches: insert this text at the cursor.
    case insert(String)
    /// Several candidates match: insert `insert` (the rest of their common prefix, maybe
    /// empty) at the cursor, and list the `candidates` below the prompt.
    case list(insert: String, candidates: [String])
  }

  /// The word that ends at `cursor`: the characters before it back to whitespace or a word
  /// break character.
  ///
  /// - Parameter cursor: a position in `line` in `Character`s, clamped to `0...line.count`.
  public static func word(in line: String, cursor: Int) -> String {
    let end = index(in: line, at: cursor)
    var start = end
    while start > line.startIndex {
      let before = line.index(before: start)
      if isBreak(line[before]) { break }
      start = before
    }
    return String(line[start..<end])
  }

  /// The longest text every word in `words` starts with (compared by `Character`).
  public static func commonPrefix(of words: [String]) -> String {
    guard var prefix = words.first.map(Array.init) else { return "" }
    for word in words.dropFirst() {
      var count = 0
      for (a, b) in zip(prefix, word) {
        guard a == b else { break }
        count += 1
      }
      prefix.removeSubrange(count...)
      if prefix.isEmpty { break }
    }
    return String(prefix)
  }

  /// What TAB does on `line` with the cursor at `cursor`, given the provider's `candidates`.
  ///
  /// Candidates that do not start with the word at the cursor are dropped, and repeats are
  /// removed (first one kept).
  /// - Parameter appendsSpace: after a single match, also insert a space when the cursor is
  ///   at the end of the line, so that the next word can follow — unless the match ends in
  ///   something that is still being written (`.left(`, `$0.`, `id: `) or a bracket is still
  ///   open before it (`.left(.inc` is followed by `)`, not a space).
  public static func action(
    line: String, cursor: Int, candidates: [String], appendsSpace: Bool = true
  ) -> Action {
    let typed = word(in: line, cursor: cursor)
    var seen: Set<String> = []
    let matches = candidates.filter { $0.hasPrefix(typed) && seen.insert($0).inserted }
    switch matches.count {
    case 0:
      return .none
    case 1:
      let rest = String(matches[0].dropFirst(typed.count))
      let atEnd = index(in: line, at: cursor) == line.endIndex
      let spaced = appendsSpace && atEnd && isFinished(matches[0]) && !hasOpenBracket(before: line, cursor)
      return .insert(spaced ? rest + " " : rest)
    default:
      let common = commonPrefix(of: matches)
      return .list(insert: String(common.dropFirst(typed.count)), candidates: matches)
    }
  }

  /// `items` in columns across `width` terminal columns, filled top to bottom then left to
  /// right (as `ls` does), two spaces apart; one string per row, no trailing spaces.
  public static func columns(_ items: [String], width: Int) -> [String] {
    guard !items.isEmpty else { return [] }
    let widths = items.map(DisplayWidth.of)
    let cell = (widths.max() ?? 0) + 2
    let columnCount = max(1, min(items.count, (max(width, 1) + 2) / cell))
    let rowCount = (items.count + columnCount - 1) / columnCount
    return (0..<rowCount).map { row in
      var text = ""
      for column in 0..<columnCount {
        let i = column * rowCount + row
        guard i < items.count else { break }
        let isLast = column == columnCount - 1 || (column + 1) * rowCount + row >= items.count
        text += items[i]
        if !isLast { text += String(repeating: " ", count: cell - widths[i]) }
      }
      return text
    }
  }

  /// Whether a candidate is a whole word after which a space fits: not `.left(`, `$0.`, `id: `.
  static func isFinished(_ candidate: String) -> Bool {
    guard let last = candidate.last else { return true }
    return !"([.: ".contains(last)
  }

  /// Whether a `(` or `[` before the cursor is still open (strings skipped).
  static func hasOpenBracket(before line: String, _ cursor: Int) -> Bool {
    var depth = 0
    var inString = false
    for character in line[..<index(in: line, at: cursor)] {
      if character == "\"" { inString.toggle() }
      guard !inString else { continue }
      if character == "(" || character == "[" { depth += 1 }
      if character == ")" || character == "]" { depth = max(0, depth - 1) }
    }
    return depth > 0
  }

  static func isBreak(_ character: Character) -> Bool {
    character.isWhitespace || wordBreakCharacters.contains(character)
  }

  /// The index `offset` characters into `line`, clamped to its bounds.
  static func index(in line: String, at offset: Int) -> String.Index {
    line.index(line.startIndex, offsetBy: max(0, offset), limitedBy: line.endIndex) ?? line.endIndex
  }
}
