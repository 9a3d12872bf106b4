import TutorSupport

/// Recognises the command on a prompt line. Actions and test steps are handed on whole; their
/// own parser reads them.
public enum PromptCommandParser {
  /// Every command word, for help, completion and suggestions.
  public static let commandWords = [
    "state", "effects", "advance", "scope", "up", "undo", "reset", "help", "quit",
    "test", "play", "send", "receive", "finish",
  ]

  /// Why a line is not a command.
  public enum Problem: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case missingArgument(command: String)
    case badDuration(String)
    /// A duration finer than the clock's resolution: `advance 0.0001s`.
    case durationTooFine(String)
    /// Longer than the prompt's clock takes.
    case durationTooLarge(String)
    case unexpectedArgument(command: String)
  }

  public static func parse(_ line: String) -> Result<PromptCommand, Problem> {
    let trimmed = line.trimmingWhitespace()
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return .success(.nothing) }
    if trimmed.hasPrefix(".") { return .success(.action(trimmed)) }
    let word = String(trimmed.prefix { !$0.isWhitespace && $0 != "{" && $0 != "(" })
    let rest = trimmed.dropFirst(word.count).trimmingWhitespace()
    let argument = rest.isEmpty ? nil : rest
    switch word {
    case "state": return .success(.state(path: argument))
    case "effects": return noArgument(.effects, word, argument)
    case "advance":
      guard let argument else { return .failure(.missingArgument(command: word)) }
      switch DurationText.parse(argument) {
      case .success(let duration): return .success(.advance(duration))
      case .failure(.finerThanResolution): return .failure(.durationTooFine(argument))
      case .failure(.notADuration): return .failure(.badDuration(argument))
      case .failure(.tooLarge): return .failure(.durationTooLarge(argument))
      }
    case "scope":
      guard let argument else { return .failure(.missingArgument(command: word)) }
      return .success(.scope(path: argument))
    case "up": return noArgument(.up, word, argument)
    case "undo": return noArgument(.undo, word, argument)
    case "reset": return noArgument(.reset, word, argument)
    case "help", "?": return .success(.help)
    case "quit", "exit": return noArgument(.quit, word, argument)
    case "test": return noArgument(.test, word, argument)
    case "play": return .success(.play(lesson: argument))
    case "send", "receive":
      guard argument != nil else { return .failure(.missingArgument(command: word)) }
      return .success(.step(trimmed))
    case "finish": return noArgument(.finish, word, argument)
    default:
      let suggestion = EditDistance.nearest(to: word, among: commandWords)
      return .failure(.unknownCommand(word, suggestion: suggestion))
    }
  }

  private static func noArgument(
    _ command: PromptCommand, _ word: String, _ argument: String?
  ) -> Result<PromptCommand, Problem> {
    argument == nil ? .success(command) : .failure(.unexpectedArgument(command: word))
  }

  /// `1s`, `250ms`, `1.5s`, `2m`, `1h` → a duration; nil for anything else (negative included, and
  /// anything finer than the clock's resolution).
  public static func parseDuration(_ text: String) -> Duration? {
    try? DurationText.parse(text).get()
  }
}
