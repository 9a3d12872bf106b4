import TutorSupport

/// A command line that could not be read, as shown on standard error: the problem, then the
/// usage of the command it was for and where to read more.
public enum UsageProblem {
  public static func outputs(_ problem: TutorArguments.Problem, catalog: Catalog) -> [Output] {
    var outputs: [Output] = [
      .message(key: "surface.problem", arguments: ["problem": problem.message(in: catalog)])
    ]
    if let name = command(of: problem, catalog: catalog), let spec = CommandTable.spec(named: name) {
      outputs.append(
        .message(key: "surface.problemUsage", arguments: ["usage": spec.usage, "command": name], role: .dim))
    }
    return outputs
  }

  /// The command a problem is about, when it names one whose usage helps (a missing argument
  /// with its own message already gives an example).
  static func command(of problem: TutorArguments.Problem, catalog: Catalog) -> String? {
    switch problem {
    case .missingArgument(let command):
      catalog.keys.contains("app.missingArgument.\(command)") ? nil : command
    case .optionNotForCommand(_, let command):
      command.isEmpty ? nil : command
    default: nil
    }
  }
}
