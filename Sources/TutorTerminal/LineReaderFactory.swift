/// Picks the line reader that suits the terminal.
public enum LineReaderFactory {
  /// An ``EditLineReader`` when ``TerminalCapabilities/isInteractive`` (and libedit starts),
  /// else a ``PlainLineReader``.
  ///
  /// The plain reader shows prompts, and turns Ctrl-C into ``LineReadResult/interrupted``,
  /// only when standard input is a terminal (someone types, but the output goes to a pipe);
  /// with piped input it shows no prompt, unless `showsPlainPrompt` says otherwise.
  ///
  /// - Parameters:
  ///   - historyPath: the history file for the editing reader.
  ///   - completionProvider: TAB completions for the editing reader.
  ///   - showsPlainPrompt: overrides whether the plain reader writes prompts.
  ///   - echoesPlainInput: whether the plain reader writes each line it read after the
  ///     prompt, for a transcript of piped input.
  public static func make(
    capabilities: TerminalCapabilities = .detect(),
    historyPath: String? = nil,
    completionProvider: (any CompletionProvider)? = nil,
    showsPlainPrompt: Bool? = nil,
    echoesPlainInput: Bool = false
  ) -> any LineReader & Sendable {
    if capabilities.isInteractive,
      let reader = EditLineReader(historyPath: historyPath, completionProvider: completionProvider)
    {
      return reader
    }
    return PlainLineReader(
      showsPrompt: showsPlainPrompt ?? capabilities.inputIsTerminal,
      echoesInput: echoesPlainInput,
      catchesInterrupt: capabilities.inputIsTerminal
    )
  }
}
