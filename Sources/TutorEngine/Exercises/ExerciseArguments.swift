import ExerciseGraders

/// What `tutor exercise …` asks for.
///
///     tutor exercise list
///     tutor exercise start row-timers --dir ~/code/exercises
///     tutor exercise check            (the exercise in progress)
///     tutor exercise watch
///     tutor exercise hint stopwatch
///     tutor exercise reset stopwatch
///     tutor exercise solution stopwatch --yes
public struct ExerciseArguments: Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    case list
    /// Copy the starter into the learner's folder (nil: the next exercise not solved).
    case start(String?)
    /// Compile and grade once (nil: the exercise in progress).
    case check(String?)
    /// Check on every save; move on when solved.
    case watch
    /// The next hint of the ladder.
    case hint(String?)
    /// Put the starter back (the old file is kept beside it).
    case reset(String)
    /// Show the reference solution.
    case solution(String)
    /// Grade every exercise file in the folder (`tutor grade --exercises DIR`), for instructors.
    case grade
    case help
  }

  public var action: Action
  public var folder: String?
  public var language: String?
  public var resources: String?
  public var noColor = false
  public var yes = false
  /// `--format json` for `grade`: Exercism's test-runner format (version 3).
  public var json = false
  /// `--anonymize FILE` for `grade` (from `tutor grade --exercises DIR --anonymize FILE`): the
  /// folder's student shown by pseudonym, the key added to FILE.
  public var anonymize: String?

  public static let actions = [
    "list", "start", "check", "watch", "hint", "reset", "solution", "grade", "help",
  ]
  static let options = [
    "--dir", "--lang", "--resources", "--format", "--no-color", "--yes", "--help", "--anonymize",
  ]

  /// Why the command line could not be read: a catalog key and its arguments.
  public struct Problem: Error, Equatable, Sendable {
    public let key: String
    public let arguments: [String: String]
  }

  public static func parse(_ arguments: [String]) -> Result<ExerciseArguments, Problem> {
    var words: [String] = []
    var parsed = ExerciseArguments(action: .help)
    var index = 0
    func problem(_ key: String, _ arguments: [String: String] = [:]) -> Result<ExerciseArguments, Problem> {
      .failure(Problem(key: key, arguments: arguments))
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        words.append(argument)
        continue
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      func value() -> String? {
        if let inline { return inline }
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
      }
      switch name {
      case "--dir", "--lang", "--resources", "--anonymize":
        guard let given = value(), !given.isEmpty else {
          return problem("exercise.usage.missingValue", ["option": name])
        }
        if name == "--anonymize" { parsed.anonymize = given }
        if name == "--dir" { parsed.folder = given }
        if name == "--lang" { parsed.language = given }
        if name == "--resources" { parsed.resources = given }
      case "--format":
        guard let given = value(), ["text", "json"].contains(given) else {
          return problem("exercise.usage.format", ["option": name])
        }
        parsed.json = given == "json"
      case "--separate-runs": return problem("exercise.usage.separateRuns")
      case "--no-color": parsed.noColor = true
      case "--yes", "-y": parsed.yes = true
      case "--help", "-h": return .success(ExerciseArguments(action: .help))
      default:
        if let suggestion = Suggestions.nearest(to: name, among: options) {
          return problem(
            "exercise.usage.unknownOptionSuggestion", ["option": name, "suggestion": suggestion])
        }
        return problem("exercise.usage.unknownOption", ["option": name])
      }
    }
    guard let verb = words.first else { return .success(parsed) }
    let rest = Array(words.dropFirst())
    if rest.count > 1 { return problem("exercise.usage.extra", ["argument": rest[1]]) }
    let takesNoName = ["list", "help", "watch", "grade"].contains(verb)
    if !takesNoName, let unknown = rest.first.flatMap(unknownExercise) { return .failure(unknown) }
    switch verb {
    case "list", "help", "watch", "grade":
      if let extra = rest.first { return problem("exercise.usage.extra", ["argument": extra]) }
      parsed.action = ["list": .list, "watch": .watch, "grade": .grade][verb] ?? .help
    case "start": parsed.action = .start(rest.first)
    case "check": parsed.action = .check(rest.first)
    case "hint": parsed.action = .hint(rest.first)
    case "reset", "solution":
      guard let name = rest.first else { return problem("exercise.usage.missingName", ["action": verb]) }
      parsed.action = verb == "reset" ? .reset(name) : .solution(name)
    default:
      if let suggestion = Suggestions.nearest(to: verb, among: actions) {
        return problem("exercise.usage.unknownActionSuggestion", ["action": verb, "suggestion": suggestion])
      }
      return problem("exercise.usage.unknownAction", ["action": verb])
    }
    return .success(parsed)
  }

  /// The value of `--lang`, even on a command line that cannot be read otherwise (so that the
  /// problem is told in the learner's language).
  public static func languageOption(in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument.hasPrefix("--lang=") { return String(argument.dropFirst("--lang=".count)) }
      if argument == "--lang", index + 1 < arguments.count { return arguments[index + 1] }
    }
    return nil
  }

  /// Nil when `name` names an exercise (or its lesson); else the problem, with a suggestion.
  static func unknownExercise(_ name: String) -> Problem? {
    guard ExerciseInfo.named(name) == nil else { return nil }
    let names = ExerciseInfo.all.map(\.name)
    if let suggestion = Suggestions.nearest(to: name, among: names + ExerciseInfo.all.map(\.lesson)) {
      return Problem(
        key: "exercise.usage.unknownExerciseSuggestion", arguments: ["name": name, "suggestion": suggestion])
    }
    return Problem(
      key: "exercise.usage.unknownExercise",
      arguments: ["name": name, "names": names.joined(separator: ", ")])
  }
}
