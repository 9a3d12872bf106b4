import Grading
import TutorSupport

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
    /// The prompt on the learner's own feature: a Swift file or a folder of them, compiled with
    /// the engine into a private program (the `@Reducer` type named, or the only one).
    case playFile(path: String, feature: String?)
    /// Walk through a lesson's steps.
    case learn(lesson: String)
    /// Prompt lines from a file, or from standard input with `-`.
    case run(path: String, lesson: String?)
    /// Show a transcript back as it happened; with a pace, a line at a time.
    case replay(path: String, pace: Duration?)
    /// Present a lesson's reference solutions, a line per key press; the pace is per character.
    case demo(lesson: String, from: String?, pace: Duration?)
    /// Grade transcripts against the lessons' tasks.
    case grade(GradeOptions)
    /// Forget progress: one lesson, or all (`nil`).
    case reset(lesson: String?)
    /// The lessons, with progress.
    case lessons
    /// Check every lesson and both catalogs.
    case lint
    /// Write a small working course folder (`tutor course new DIR`).
    case courseNew(path: String)
    /// The code exercises: `list`, `start`, `check`, `watch`, … (see ``ExerciseArguments``).
    case exercise(ExerciseArguments)
    /// Usage: of every command, or of one.
    case help(command: String?)
  }

  public var command: Command
  /// `--lang`
  public var language: String?
  /// `--resources`: the folder holding `locales/` and `lessons/`.
  public var resources: String?
  /// `--course`: a course folder (`lessons/course.md`, `lessons/`, `Features/`, `locales/`).
  public var course: String?
  /// `--watch` (`learn --course`): a lesson file saved is read again and its step shown again.
  public var watch = false
  /// `--no-color`
  public var noColor = false
  /// `--record FILE`
  public var record: String?
  /// `--yes`: no confirmation question.
  public var yes = false
  /// `--realtime`: effects sleep on the real clock.
  public var realtime = false

  public init(command: Command) { self.command = command }

  /// `--pace`, for `replay` and `demo`.
  public var pace: Duration? {
    switch command {
    case .replay(_, let pace), .demo(_, _, let pace): pace
    default: nil
    }
  }

  /// Every subcommand, for suggestions.
  public static var commands: [String] { CommandTable.names }

  /// Why the command line could not be read.
  public enum Problem: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case missingValue(option: String)
    case unknownOption(String, suggestion: String?)
    /// An option the table knows, given to a command that does not take it.
    case optionNotForCommand(option: String, command: String)
    case missingArgument(command: String)
    case extraArgument(String)
    case badFormat(String)
    case badPace(String)
    /// A value outside the option's fixed list.
    case badChoice(option: String, value: String, choices: [String])
    /// A `tutor grade` option's value that does not fit: the catalog key that says why.
    case badGradeOption(key: String, value: String)
    /// The words after `tutor exercise` that do not fit: the catalog key that says why.
    case exerciseProblem(key: String, arguments: [String: String])
  }

  /// A command line read: what it asks for, or why it cannot be read, and the language and
  /// resources it names either way, so that even its error is told in the language asked for.
  public struct Reading: Equatable, Sendable {
    public var result: Result<TutorArguments, Problem>
    /// `--lang`, as typed (`--lang es` or `--lang=es`).
    public var language: String?
    /// `--resources`
    public var resources: String?
    /// `--course`
    public var course: String?
  }

  /// Reads a command line by ``CommandTable``: the options anywhere, the first positional word
  /// the command, the rest its arguments.
  public static func parse(_ arguments: [String]) -> Result<TutorArguments, Problem> {
    read(arguments).result
  }

  /// ``parse(_:)``, with the line's `--lang` and `--resources` also when it cannot be read.
  public static func read(_ arguments: [String]) -> Reading {
    var words = ParsedWords()
    var given: [String] = []
    let problem = sort(arguments, into: &words, given: &given)
    let result = Result { () throws(Problem) in
      if let problem { throw problem }
      return try command(of: words, given: given)
    }
    return Reading(
      result: result, language: words.values["--lang"], resources: words.values["--resources"],
      course: words.values["--course"])
  }

  /// Sorts the words into options and positional words, to the end of the line even past a
  /// word it cannot read; returns the first such problem.
  private static func sort(
    _ arguments: [String], into words: inout ParsedWords, given: inout [String]
  ) -> Problem? {
    var problem: Problem?
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" && !onlyPositional {
        onlyPositional = true
        continue
      }
      guard !onlyPositional, argument.hasPrefix("-"), argument != "-" else {
        words.positional.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      guard let option = CommandTable.option(named: parts[0]) else {
        let names = CommandTable.options.map(\.name)
        problem =
          problem ?? .unknownOption(parts[0], suggestion: Suggestions.nearest(to: parts[0], among: names))
        continue
      }
      given.append(option.name)
      if option.value == nil {
        guard parts.count == 1 else {
          problem = problem ?? .extraArgument(argument)
          continue
        }
        words.flags.insert(option.name)
      } else if parts.count == 2 {
        words.values[option.name] = parts[1]
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        words.values[option.name] = arguments[index]
        index += 1
      } else {
        problem = problem ?? .missingValue(option: option.name)
      }
    }
    return problem
  }

  /// The command the sorted words ask for, checked against its entry in the table.
  private static func command(of words: ParsedWords, given: [String]) throws(Problem) -> TutorArguments {
    var words = words
    for (name, value) in words.values.sorted(by: { $0.key < $1.key }) {
      // `--lang es_ES` names Spanish as `LANG=es_ES.UTF-8` does.
      let chosen = name == "--lang" ? LanguageChoice.languageCode(value) ?? value : value
      if let choices = CommandTable.option(named: name)?.choices, !choices.contains(chosen) {
        throw .badChoice(option: name, value: value, choices: choices)
      }
    }
    let name = words.positional.first ?? ""
    if !words.positional.isEmpty { words.positional.removeFirst() }
    guard let spec = CommandTable.spec(named: name) else {
      throw .unknownCommand(name, suggestion: Suggestions.nearest(to: name, among: CommandTable.names))
    }
    var result = TutorArguments(command: .help(command: nil))
    result.language = words.values["--lang"]
    result.resources = words.values["--resources"]
    result.course = words.values["--course"]
    result.noColor = words.flags.contains("--no-color")
    if words.flags.contains("--help") {
      result.command = .help(command: name.isEmpty ? nil : name)
      return result
    }
    for option in given where !spec.allOptions.contains(option) {
      throw .optionNotForCommand(option: option, command: name)
    }
    let required = spec.arguments.filter { $0.count != .optional }.count
    let most = spec.arguments.contains { $0.count == .many } ? Int.max : spec.arguments.count
    let pathsOptional = spec.pathsOptionalWith.map { words.values[$0] != nil } ?? false
    guard words.positional.count >= required || pathsOptional else {
      throw .missingArgument(command: name)
    }
    guard words.positional.count <= most else { throw .extraArgument(words.positional[most]) }
    result.command = try spec.make(words)
    result.record = words.values["--record"]
    result.yes = words.flags.contains("--yes")
    result.realtime = words.flags.contains("--realtime")
    result.watch = words.flags.contains("--watch")
    return result
  }
}
