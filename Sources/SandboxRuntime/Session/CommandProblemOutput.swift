import PromptLanguage

/// A prompt line that is not a command, in the learner's words.
enum CommandProblemOutput {
  static func result(_ problem: PromptCommandParser.Problem) -> StepResult {
    switch problem {
    case .unknownCommand(let word, let suggestion?):
      return .failure(.say("command.unknownSuggestion", ["command": word, "suggestion": suggestion]))
    case .unknownCommand(let word, nil):
      return .failure(.say("command.unknown", ["command": word]))
    case .missingArgument(let command):
      return .failure(.say("command.missingArgument.\(command)"))
    case .badDuration(let text):
      return .failure(.say("command.badDuration", ["duration": text]))
    case .durationTooFine(let text):
      return .failure(
        .say(
          "prompt.advance.tooFine",
          ["duration": text, "resolution": DurationText.format(DurationText.resolution)]))
    case .durationTooLarge(let text):
      return .failure(
        .say(
          "prompt.advance.tooLarge",
          [
            "duration": text, "largest": DurationText.largest, "wakeUps": String(WorkBounds.wakeUpsPerLine),
          ]))
    case .unexpectedArgument(let command):
      return .failure(.say("command.unexpectedArgument", ["command": command]))
    }
  }
}
