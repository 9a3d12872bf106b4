/// What the `tutor` command line asks for.
///
///     tutor play pullback --lang es
///     tutor run transcript.txt
public struct TutorArguments: Equatable, Sendable {
  public enum Command: Equatable, Sendable {
    /// An interactive sandbox on a lesson's live store.
    case play(lesson: String)
    /// Walk through a lesson's steps.
    case learn(lesson: String)
    /// Check every lesson and both catalogs.
    case lint
    /// Prompt lines from a file, or from standard input with `-`.
    case run(path: String, lesson: String?)
    /// The lessons that can be played.
    case lessons
    /// Usage.
    case help
  }

  public var command: Command
  /// `--lang`
  public var language: String?
  /// `--resources`: the folder holding `locales/` and `lessons/`.
  public var resources: String?
  /// `--no-color`
  public var noColor = false

  /// Every subcommand, for suggestions.
  public static let commands = ["play", "learn", "run", "lessons", "lint", "help"]

  /// Why the command line could not be read.
  public enum Problem: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case missingValue(option: String)
    case unknownOption(String, suggestion: String?)
    case missingArgument(command: String)
    case extraArgument(String)
  }

  public static func parse(_ arguments: [String]) -> Result<TutorArguments, Problem> {
    var positional: [String] = []
    var language: String?
    var resources: String?
    var noColor = false
    var lesson: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      func value() -> String? {
        if let equals = argument.firstIndex(of: "=") {
          return String(argument[argument.index(after: equals)...])
        }
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      switch name {
      case "--lang":
        guard let v = value() else { return .failure(.missingValue(option: "--lang")) }
        language = v
      case "--resources":
        guard let v = value() else { return .failure(.missingValue(option: "--resources")) }
        resources = v
      case "--lesson":
        guard let v = value() else { return .failure(.missingValue(option: "--lesson")) }
        lesson = v
      case "--no-color":
        noColor = true
      case "-h", "--help":
        positional.insert("help", at: 0)
      default:
        if argument.hasPrefix("--") {
          let options = ["--lang", "--resources", "--lesson", "--no-color", "--help"]
          return .failure(
            .unknownOption(argument, suggestion: EditDistance.nearest(to: argument, among: options)))
        }
        positional.append(argument)
      }
    }
    let command: Command
    let rest: ArraySlice<String>
    switch positional.first {
    case nil, "help"?:
      command = .help
      rest = []
    case "play"?:
      guard positional.count >= 2 else { return .failure(.missingArgument(command: "play")) }
      command = .play(lesson: positional[1])
      rest = positional.dropFirst(2)
    case "learn"?:
      guard positional.count >= 2 else { return .failure(.missingArgument(command: "learn")) }
      command = .learn(lesson: positional[1])
      rest = positional.dropFirst(2)
    case "lint"?:
      command = .lint
      rest = positional.dropFirst()
    case "run"?:
      guard positional.count >= 2 else { return .failure(.missingArgument(command: "run")) }
      command = .run(path: positional[1], lesson: lesson)
      rest = positional.dropFirst(2)
    case "lessons"?:
      command = .lessons
      rest = positional.dropFirst()
    case let other?:
      return .failure(.unknownCommand(other, suggestion: EditDistance.nearest(to: other, among: commands)))
    }
    if let extra = rest.first { return .failure(.extraArgument(extra)) }
    return .success(
      TutorArguments(command: command, language: language, resources: resources, noColor: noColor))
  }
}
