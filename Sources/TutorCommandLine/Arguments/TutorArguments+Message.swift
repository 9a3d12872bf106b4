import TutorSupport

extension TutorArguments.Problem {
  /// The problem in the catalog's language.
  public func message(in catalog: Catalog) -> String {
    switch self {
    case .unknownCommand(let command, let suggestion?):
      catalog.text("app.unknownCommandSuggestion", ["command": command, "suggestion": suggestion])
    case .unknownCommand(let command, nil):
      catalog.text("app.unknownCommand", ["command": command])
    case .missingValue(let option):
      catalog.text("app.missingValue", ["option": option])
    case .unknownOption(let option, let suggestion?):
      catalog.text("app.unknownOptionSuggestion", ["option": option, "suggestion": suggestion])
    case .unknownOption(let option, nil):
      catalog.text("app.unknownOption", ["option": option])
    case .missingArgument(let command):
      catalog.keys.contains("app.missingArgument.\(command)")
        ? catalog.text("app.missingArgument.\(command)")
        : catalog.text(
          "surface.missingArgument", ["usage": CommandTable.spec(named: command)?.usage ?? command])
    case .optionNotForCommand(let option, let command):
      catalog.text(
        "surface.optionNotForCommand",
        [
          "option": option, "command": command.isEmpty ? "tutor" : "'\(command)'",
          "options": (CommandTable.spec(named: command)?.allOptions ?? []).joined(separator: ", "),
        ])
    case .badChoice(let option, let value, let choices):
      catalog.text(
        "surface.badChoice", ["option": option, "value": value, "choices": choices.joined(separator: ", ")])
    case .badPace(let pace):
      catalog.text("surface.badPace", ["pace": pace])
    case .extraArgument(let argument):
      catalog.text("app.extraArgument", ["argument": argument])
    case .badFormat(let format):
      catalog.text("app.badFormat", ["format": format])
    case .badGradeOption(let key, let value):
      catalog.text(key, ["value": value])
    case .exerciseProblem(let key, let arguments):
      catalog.text(key, arguments)
    }
  }
}

/// "Did you mean …?" for names the engine does not own (lessons, commands).
public enum Suggestions {
  /// The candidate nearest to `name`, when one is near enough.
  public static func nearest(to name: String, among candidates: [String]) -> String? {
    EditDistance.nearest(to: name, among: candidates)
  }
}
