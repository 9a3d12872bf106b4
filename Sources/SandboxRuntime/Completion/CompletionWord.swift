/// The word TAB completes: the characters before the cursor back to whitespace or a break
/// character. The terminal's line editor and the engine agree on it through this one definition.
public enum CompletionWord {
  /// Characters that end a word, besides whitespace. `.` and `:` are word characters, so that
  /// `.increment` and `:help` complete as one word.
  public static let breakCharacters: Set<Character> = [
    "(", ")", "[", "]", "{", "}", ",", ";", "=", "\"", "'", "`",
  ]

  public static func isBreak(_ character: Character) -> Bool {
    character.isWhitespace || breakCharacters.contains(character)
  }

  /// The word at the end of `text`.
  public static func word(endingAt text: String) -> String {
    String(text.reversed().prefix { !isBreak($0) }.reversed())
  }

  /// Whole candidates for the `partial` text being completed, rewritten to start with the word
  /// the line editor sees: with `"an` typed, `"ana"` becomes `ana"` (the quote breaks words).
  /// Candidates that do not start with `partial` are dropped.
  static func relative(_ candidates: [String], partial: String) -> [String] {
    let word = word(endingAt: partial)
    return candidates.filter { $0.hasPrefix(partial) }.map { word + $0.dropFirst(partial.count) }
  }
}
