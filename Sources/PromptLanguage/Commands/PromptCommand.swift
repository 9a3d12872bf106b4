/// One line typed at the prompt, recognised but not yet run.
public enum PromptCommand: Equatable, Sendable {
  /// An action such as `.left(.inc)`, sent to the store in scope.
  case action(String)
  /// `state [path]`: the state in scope, or part of it.
  case state(path: String?)
  /// `effects`: the effects still running.
  case effects
  /// `advance 1s`: moves virtual time.
  case advance(Duration)
  /// `scope rows[id: 2]`: step into a child store.
  case scope(path: String)
  /// `up`: step back out to the parent store.
  case up
  /// `undo`: take back the last action or advance.
  case undo
  /// `reset`: start the sandbox afresh.
  case reset
  /// `help`
  case help
  /// `quit`
  case quit
  /// `test`: start an exhaustive test at the prompt.
  case test
  /// `play [lesson]`: back to the live sandbox, or to another lesson's.
  case play(lesson: String?)
  /// `send <action> { … }` or `receive <action> { … }` in test mode (the whole line).
  case step(String)
  /// `finish`: end the test; checks nothing is left over.
  case finish
  /// A blank line or a `#` comment.
  case nothing
}

extension PromptCommand {
  /// Whether running the command can change the store's state.
  package var changesState: Bool {
    switch self {
    case .action, .advance, .undo, .step, .reset, .test, .finish, .play: true
    default: false
    }
  }
}
