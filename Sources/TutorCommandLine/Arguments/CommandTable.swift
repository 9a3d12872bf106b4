import Grading
import TutorSupport

/// The one table of the `tutor` command line: every command, its arguments, the options it
/// takes, an example, and how its words become a ``TutorArguments/Command``. Parsing, usage
/// lines, `tutor help`, `tutor help <command>` and the errors are all derived from it, so they
/// cannot drift apart.
///
/// Adding a command is a few declarative lines: a case in ``TutorArguments/Command``, an entry
/// here, its `surface.command.<name>` summary in both catalogs, and its branch in the app:
///
///     CommandSpec(
///       "lessons", [], options: ["--all"], example: "tutor lessons --all"
///     ) { .lessons(all: $0.flags.contains("--all")) },
public enum CommandTable {
  /// Options every command takes.
  public static let globalOptions = ["--lang", "--resources", "--course", "--no-color", "--help"]

  public static let options: [OptionSpec] = [
    OptionSpec("--lang", value: "en|es", choices: LanguageChoice.supported),
    OptionSpec("--resources", value: "folder"),
    OptionSpec("--course", value: "folder"),
    OptionSpec("--watch"),
    OptionSpec("--no-color"),
    OptionSpec("--record", value: "file"),
    OptionSpec("--format", value: "text|json|junit|html"),
    OptionSpec("--details"),
    OptionSpec("--merge"),
    OptionSpec("--output-dir", value: "folder"),
    OptionSpec("--shard", value: "i/n"),
    OptionSpec("--timeout", value: "seconds"),
    OptionSpec("--anonymize", value: "file"),
    OptionSpec("--exercises", value: "folder"),
    OptionSpec("--dir", value: "folder"),
    OptionSpec("--from", value: "step"),
    OptionSpec("--lesson", value: "lesson"),
    OptionSpec("--pace", value: "time"),
    OptionSpec("--realtime"),
    OptionSpec("--feature", value: "type"),
    OptionSpec("--all"),
    OptionSpec("--yes", short: "-y"),
    OptionSpec("--help", short: "-h"),
  ]

  public static let commands: [CommandSpec] = [
    CommandSpec("", [], options: ["--record"], example: "tutor", details: true) { _ in .resume },
    CommandSpec(
      "learn", [.one("lesson")], options: ["--record", "--watch"], example: "tutor learn pullback --lang es"
    ) { .learn(lesson: $0.one) },
    // A lesson's sandbox, or the learner's own feature: a `.swift` file or a folder of them
    // (a path: it ends in `.swift`, holds a `/`, or is `.`).
    CommandSpec(
      "play", [.one("lesson|file")], options: ["--record", "--realtime", "--feature"],
      example: "tutor play foreach --record session.txt", details: true
    ) { words throws(TutorArguments.Problem) in
      let target = words.one
      if target.hasSuffix(".swift") || target.contains("/") || target == "." {
        return .playFile(path: target, feature: words.values["--feature"])
      }
      if words.values["--feature"] != nil {
        throw .exerciseProblem(key: "play.featureNeedsFile", arguments: ["lesson": target])
      }
      return .play(lesson: target)
    },
    CommandSpec(
      "run", [.one("file|-")], options: ["--lesson"], example: "tutor run session.txt", details: true
    ) { .run(path: $0.one, lesson: $0.values["--lesson"]) },
    CommandSpec(
      "replay", [.one("file")], options: ["--pace"], example: "tutor replay session.txt --pace 300ms",
      details: true
    ) { words throws(TutorArguments.Problem) in .replay(path: words.one, pace: try words.pace()) },
    CommandSpec(
      "demo", [.one("lesson")], options: ["--from", "--pace"], example: "tutor demo foreach --from 3",
      details: true
    ) { words throws(TutorArguments.Problem) in
      .demo(lesson: words.one, from: words.values["--from"], pace: try words.pace())
    },
    CommandSpec(
      "grade", [.many("path")],
      options: [
        "--format", "--details", "--output-dir", "--shard", "--merge", "--timeout", "--exercises",
        "--anonymize",
      ],
      example: "tutor grade submissions/ --format junit", details: true, pathsOptionalWith: "--exercises"
    ) { words throws(TutorArguments.Problem) in
      switch GradeOptions.parse(paths: words.positional, values: words.values, flags: words.flags) {
      case .success(let options): return .grade(options)
      case .failure(let problem): throw problem
      }
    },
    CommandSpec(
      "reset", [.optional("lesson")], options: ["--all", "--yes"], example: "tutor reset pullback --yes",
      details: true
    ) { words throws(TutorArguments.Problem) in
      if words.flags.contains("--all") {
        if let lesson = words.positional.first { throw .extraArgument(lesson) }
        return .reset(lesson: nil)
      }
      guard let lesson = words.positional.first else { throw .missingArgument(command: "reset") }
      return .reset(lesson: lesson)
    },
    CommandSpec("lessons", [], example: "tutor lessons") { _ in .lessons },
    CommandSpec("lint", [], example: "tutor lint --lang es") { _ in .lint },
    // Course folders for instructors: `new` writes a small working one (docs/authoring.md).
    CommandSpec(
      "course", [.one("action"), .one("folder")], example: "tutor course new my-course", details: true
    ) { words throws(TutorArguments.Problem) in
      guard words.positional.first == "new" else {
        throw .exerciseProblem(
          key: "course.unknownAction", arguments: ["action": words.positional.first ?? ""])
      }
      return .courseNew(path: words.positional[1])
    },
    // Its action and exercise name are read by ``ExerciseArguments``.
    CommandSpec(
      "exercise", [.optional("action"), .optional("name")],
      options: ["--dir", "--yes", "--format", "--anonymize"],
      example: "tutor exercise start delayed-counter", details: true
    ) { words throws(TutorArguments.Problem) in .exercise(try ExerciseArguments(words)) },
    CommandSpec("help", [.optional("command")], example: "tutor help grade") {
      words throws(TutorArguments.Problem) in
      if let topic = words.positional.first {
        guard spec(named: topic) != nil, !topic.isEmpty else {
          throw .unknownCommand(topic, suggestion: Suggestions.nearest(to: topic, among: names))
        }
      }
      return .help(command: words.positional.first)
    },
  ]

  /// The command names, as typed.
  public static var names: [String] { commands.map(\.name).filter { !$0.isEmpty } }

  public static func spec(named name: String) -> CommandSpec? { commands.first { $0.name == name } }

  public static func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name || $0.short == name }
  }
}

/// A command of the table.
public struct CommandSpec: Sendable {
  /// As typed; empty for `tutor` alone.
  public let name: String
  public let arguments: [ArgumentSpec]
  /// The options it takes besides ``CommandTable/globalOptions``.
  public let options: [String]
  /// A command line that shows it in use.
  public let example: String
  /// Whether `surface.command.<name>.details` says more in `tutor help <name>`.
  public let hasDetails: Bool
  /// An option that, when given, makes the positional arguments optional: `tutor grade
  /// --exercises DIR` grades a folder of code with no transcripts named.
  public let pathsOptionalWith: String?
  let make: @Sendable (ParsedWords) throws(TutorArguments.Problem) -> TutorArguments.Command

  public init(
    _ name: String, _ arguments: [ArgumentSpec], options: [String] = [], example: String,
    details: Bool = false, pathsOptionalWith: String? = nil,
    make: @escaping @Sendable (ParsedWords) throws(TutorArguments.Problem) -> TutorArguments.Command
  ) {
    self.name = name
    self.arguments = arguments
    self.options = options
    self.example = example
    self.hasDetails = details
    self.pathsOptionalWith = pathsOptionalWith
    self.make = make
  }

  /// Every option it takes, its own first.
  public var allOptions: [String] { options + CommandTable.globalOptions }

  /// `tutor learn <lesson>`: without options.
  public var shortUsage: String {
    (["tutor"] + (name.isEmpty ? [] : [name]) + arguments.map(\.usage)).joined(separator: " ")
  }

  /// `tutor learn <lesson> [--record <file>]`: its own options only.
  public var usage: String {
    var parts = [shortUsage]
    for name in options {
      if let option = CommandTable.option(named: name) { parts.append("[\(option.usage)]") }
    }
    return parts.joined(separator: " ")
  }

  /// The catalog key of its one-line summary.
  public var summaryKey: String { "surface.command." + (name.isEmpty ? "resume" : name) }
}

/// A positional argument.
public struct ArgumentSpec: Sendable, Equatable {
  public enum Count: Sendable, Equatable { case one, optional, many }
  public let name: String
  public let count: Count

  public static func one(_ name: String) -> ArgumentSpec { ArgumentSpec(name: name, count: .one) }
  public static func optional(_ name: String) -> ArgumentSpec { ArgumentSpec(name: name, count: .optional) }
  public static func many(_ name: String) -> ArgumentSpec { ArgumentSpec(name: name, count: .many) }

  var usage: String {
    switch count {
    case .one: "<\(name)>"
    case .optional: "[<\(name)>]"
    case .many: "<\(name)>…"
    }
  }
}

/// An option: a flag, or one that takes a value (`--format json` or `--format=json`).
public struct OptionSpec: Sendable, Equatable {
  public let name: String
  /// What its value looks like, for usage lines; nil for a flag.
  public let value: String?
  public let short: String?
  /// The values it accepts, when there is a fixed list.
  public let choices: [String]?

  public init(_ name: String, value: String? = nil, short: String? = nil, choices: [String]? = nil) {
    self.name = name
    self.value = value
    self.short = short
    self.choices = choices
  }

  /// `--format <text|json|junit>`
  public var usage: String { value.map { "\(name) <\($0)>" } ?? name }

  /// As listed in help: `-h, --help`.
  public var listed: String { (short.map { "\($0), " } ?? "") + usage }

  /// The catalog key of its one-line summary.
  public var summaryKey: String { "surface.option." + name.dropFirst(2) }
}

/// The words of a command line, sorted: what a command's `make` builds from.
public struct ParsedWords: Sendable {
  /// Arguments after the command name.
  public var positional: [String] = []
  public var values: [String: String] = [:]
  public var flags: Set<String> = []

  /// The one positional argument (the table's arity check ran before).
  public var one: String { positional.first ?? "" }

  /// `--pace`, read.
  func pace() throws(TutorArguments.Problem) -> Duration? {
    guard let text = values["--pace"] else { return nil }
    guard let pace = PaceText.parse(text) else { throw .badPace(text) }
    return pace
  }
}
