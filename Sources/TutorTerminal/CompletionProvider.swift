/// Supplies TAB completions to ``EditLineReader``.
///
/// The reader asks it on the thread that calls ``EditLineReader/readLine(prompt:)``, while the
/// user is editing; it should answer quickly and must not print.
public protocol CompletionProvider: AnyObject {
  /// Whole words that could stand for the word being typed at `cursor` in `line`.
  ///
  /// The word is the text before the cursor back to whitespace or one of
  /// ``Completion/wordBreakCharacters`` (see ``Completion/word(in:cursor:)``). Return whole
  /// candidates (`".increment"`, not `"rement"`); the reader keeps those that start with the
  /// typed word, so returning every word that fits the place is fine.
  ///
  /// - Parameters:
  ///   - line: the whole line being edited.
  ///   - cursor: the cursor's position in `line`, in `Character`s from its start.
  func completions(forLine line: String, cursor: Int) -> [String]
}
