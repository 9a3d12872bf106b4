/// What the `tutor` command line asks for.
///
///     tutor                               resume where the learner left off
///     tutor learn pullback --lang es
///     tutor play foreach --record session.txt
///     tutor grade submissions/ --format json
public struct TutorArguments: Equatable, Sendable {
  public enum Command: Equatable, Sendable {
    /// No command: resume where the learner left off (a menu on the first run).
    case resume
    /// An interactive sandbox on a lesson's live store.
    case play(lesson: String)
    /// Walk through a lesson's steps.
    case learn(lesson: String)
    /// Prompt lines from a file, or from standard input with `-`.
    case run(path: String, lesson: String?)
    /// Show a transcript back as it happened.
    case replay(path: String)
    /// Present a lesson's reference solutions, a line per key press.
    case demo(lesson: String, from: String?)
    /// Grade transcripts against the lessons' tasks.
    case grade(GradeOptions)
    /// Forget progress: one lesson, or all (`nil`).
    case reset(lesson: String?)
    /// The lessons, with progress.
    case lessons
    /// Check every lesson and both catalogs.
    case lint
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
  /// `--record FILE`
  public var record: String?
  /// `--yes`: no confirmation question.
  public var yes = false
  /// `--realtime`: effects sleep on the real clock.
  public var realtime = false

  /// Every subcommand, for suggestions.
  public static let commands = [
    "play", "learn", "run", "replay", "demo", "grade", "reset", "lessons", "lint", "help",
  ]
  static let options = [
    "--lang", "--resources", "--lesson", "--no-color", "--help", "--record", "--format", "--from", "--all",
    "--yes",
    "--realtime", "--details", "--merge", "--output-dir", "--shard", "--timeout",
  ]

  /// Why the command line could not be read.
  public enum Problem: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case missingValue(option: String)
    case unknownOption(String, suggestion: String?)
    case missingArgument(command: String)
    case extraArgument(String)
    case badFormat(String)
    /// A `tutor grade` option's value that does not fit: the catalog key that says why.
    case badGradeOption(key: String, value: String)
  }

  public static func parse(_ arguments: [String]) -> Result<TutorArguments, Problem> {
    var positional: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        positional.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0] == "-h" ? "--help" : parts[0]
      switch name {
      case "--lang", "--resources", "--lesson", "--record", "--format", "--from", "--output-dir", "--shard",
        "--timeout":
        if parts.count == 2 {
          values[name] = parts[1]
        } else if index < arguments.count {
          values[name] = arguments[index]
          index += 1
        } else {
          return .failure(.missingValue(option: name))
        }
      case "--no-color", "--help", "--all", "--yes", "--realtime", "--details", "--merge":
        flags.insert(name)
      default:
        return .failure(
          .unknownOption(argument, suggestion: EditDistance.nearest(to: argument, among: options)))
      }
    }
    if flags.contains("--help") { positional = ["help"] }
    func one(_ command: String) -> Result<String, Problem> {
      guard positional.count >= 2 else { return .failure(.missingArgument(command: command)) }
      guard positional.count == 2 else { return .failure(.extraArgument(positional[2])) }
      return .success(positional[1])
    }
    let command: Command
    switch positional.first {
    case nil: command = .resume
    case "help": command = .help
    case "lessons": command = .lessons
    case "lint": command = .lint
    case "play":
      switch one("play") {
      case .success(let lesson): command = .play(lesson: lesson)
      case .failure(let problem): return .failure(problem)
      }
    case "learn":
      switch one("learn") {
      case .success(let lesson): command = .learn(lesson: lesson)
      case .failure(let problem): return .failure(problem)
      }
    case "run":
      switch one("run") {
      case .success(let path): command = .run(path: path, lesson: values["--lesson"])
      case .failure(let problem): return .failure(problem)
      }
    case "replay":
      switch one("replay") {
      case .success(let path): command = .replay(path: path)
      case .failure(let problem): return .failure(problem)
      }
    case "demo":
      switch one("demo") {
      case .success(let lesson): command = .demo(lesson: lesson, from: values["--from"])
      case .failure(let problem): return .failure(problem)
      }
    case "grade":
      guard positional.count >= 2 else { return .failure(.missingArgument(command: "grade")) }
      switch GradeOptions.parse(paths: Array(positional.dropFirst()), values: values, flags: flags) {
      case .success(let options): command = .grade(options)
      case .failure(let problem): return .failure(problem)
      }
    case "reset":
      if flags.contains("--all") {
        guard positional.count == 1 else { return .failure(.extraArgument(positional[1])) }
        command = .reset(lesson: nil)
      } else {
        switch one("reset") {
        case .success(let lesson): command = .reset(lesson: lesson)
        case .failure(let problem): return .failure(problem)
        }
      }
    case let other?:
      return .failure(.unknownCommand(other, suggestion: EditDistance.nearest(to: other, among: commands)))
    }
    return .success(
      TutorArguments(
        command: command, language: values["--lang"], resources: values["--resources"],
        noColor: flags.contains("--no-color"), record: values["--record"], yes: flags.contains("--yes"),
        realtime: flags.contains("--realtime")))
  }
}
