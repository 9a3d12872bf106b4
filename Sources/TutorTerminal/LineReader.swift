/// What one call to ``LineReader/readLine(prompt:)`` produced.
public enum LineReadResult: Equatable, Sendable {
  /// A line the user accepted, without its line terminator.
  case line(String)
  /// Ctrl-C: the line being edited was cancelled; reading can go on.
  case interrupted
  /// Ctrl-D on an empty line, or the end of the input: stop reading.
  case endOfInput
}

/// Reads the user's lines, one at a time.
///
/// Two readers exist: ``EditLineReader`` (libedit: editing, history, TAB completion) when both
/// standard input and standard output are terminals, and ``PlainLineReader`` otherwise.
/// ``LineReaderFactory`` picks one.
public protocol LineReader {
  /// Shows `prompt` (when the reader shows prompts) and waits for the next line.
  mutating func readLine(prompt: String) -> LineReadResult

  /// Writes `text` (a newline is added when missing) without corrupting a line being edited.
  ///
  /// The default writes it to standard output.
  func printAbove(_ text: String)

  /// Releases the reader (``EditLineReader`` saves its history and restores the terminal).
  ///
  /// The default does nothing.
  mutating func close()
}

extension LineReader {
  public func printAbove(_ text: String) {
    StandardOutput.write(text.hasSuffix("\n") ? text : text + "\n")
  }

  public mutating func close() {}
}
