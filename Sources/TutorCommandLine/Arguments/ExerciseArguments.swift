import ExerciseGraders

/// What `tutor exercise …` asks for, read from the words ``CommandTable`` sorted (the options,
/// `--lang` and the others, are the table's like every command's).
///
///     tutor exercise list
///     tutor exercise start row-timers --dir ~/code/exercises
///     tutor exercise check            (the exercise in progress)
///     tutor exercise watch
///     tutor exercise hint stopwatch
///     tutor exercise reset stopwatch
///     tutor exercise solution stopwatch --yes
///     tutor exercise play delayed-counter
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
    /// The prompt on the learner's own exercise file (nil: the exercise in progress), as
    /// `tutor play FILE` opens it.
    case play(String?)
    /// Grade every exercise file in the folder (`tutor grade --exercises DIR`), for instructors.
    case grade
    case help
  }

  public var action: Action
  /// `--dir`: the learner's folder.
  public var folder: String?
  /// `--yes`: the solution without a confirmation question.
  public var yes = false
  /// `--format json` for `grade`: Exercism's test-runner format (version 3).
  public var json = false
  /// `--anonymize FILE` for `grade`: the folder's student shown by pseudonym, the key added to
  /// FILE.
  public var anonymize: String?

  public init(action: Action, folder: String? = nil, json: Bool = false, anonymize: String? = nil) {
    self.action = action
    self.folder = folder
    self.json = json
    self.anonymize = anonymize
  }

  public static let actions = [
    "list", "start", "check", "watch", "hint", "reset", "solution", "grade", "play", "help",
  ]

  /// The action and exercise name among `words.positional`, the options among its values.
  init(_ words: ParsedWords) throws(TutorArguments.Problem) {
    self.init(action: .help, folder: words.values["--dir"], anonymize: words.values["--anonymize"])
    yes = words.flags.contains("--yes")
    if let format = words.values["--format"] {
      guard ["text", "json"].contains(format) else {
        throw .exerciseProblem(key: "exercise.usage.format", arguments: ["option": "--format"])
      }
      json = format == "json"
    }
    guard let verb = words.positional.first else { return }
    let name = words.positional.dropFirst().first
    switch verb {
    case "list", "help", "watch", "grade":
      if let name { throw .exerciseProblem(key: "exercise.usage.extra", arguments: ["argument": name]) }
      action = ["list": .list, "watch": .watch, "grade": .grade][verb] ?? .help
    case "start": action = .start(name)
    case "check": action = .check(name)
    case "hint": action = .hint(name)
    case "play": action = .play(name)
    case "reset", "solution":
      guard let name else {
        throw .exerciseProblem(key: "exercise.usage.missingName", arguments: ["action": verb])
      }
      action = verb == "reset" ? .reset(name) : .solution(name)
    default:
      if let suggestion = Suggestions.nearest(to: verb, among: Self.actions) {
        throw .exerciseProblem(
          key: "exercise.usage.unknownActionSuggestion",
          arguments: ["action": verb, "suggestion": suggestion])
      }
      throw .exerciseProblem(key: "exercise.usage.unknownAction", arguments: ["action": verb])
    }
  }

  /// The exercise the action names, if it names one. The course's list is not known when the
  /// words are read: ``unknownExercise(_:among:)`` checks the name when the command runs.
  public var name: String? {
    switch action {
    case .start(let name), .check(let name), .hint(let name), .play(let name): name
    case .reset(let name), .solution(let name): name
    case .list, .watch, .grade, .help: nil
    }
  }

  /// Nil when `name` names one of `exercises` (or its lesson); else the problem, with a suggestion.
  static func unknownExercise(_ name: String, among exercises: ExerciseList) -> TutorArguments.Problem? {
    guard exercises.named(name) == nil else { return nil }
    let names = exercises.names
    if let suggestion = Suggestions.nearest(to: name, among: names + exercises.all.map(\.lesson)) {
      return .exerciseProblem(
        key: "exercise.usage.unknownExerciseSuggestion", arguments: ["name": name, "suggestion": suggestion])
    }
    return .exerciseProblem(
      key: "exercise.usage.unknownExercise",
      arguments: ["name": name, "names": names.joined(separator: ", ")])
  }
}
