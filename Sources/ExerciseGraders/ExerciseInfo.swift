/// One code exercise of the course: what the learner writes, where, and which lesson it ends.
public struct ExerciseInfo: Sendable, Equatable {
  /// `row-timers`: what the learner types after `tutor exercise`.
  public let name: String
  /// The lesson it ends (its `kind: exercise` step).
  public let lesson: String
  /// The learner's file, and the reference solution's in `Sources/Exercises/Reference`.
  public let file: String
  /// The type the learner writes; the grader calls `TypeName()`.
  public let typeName: String
  /// The function of this module that grades it: `checkRowTimers`.
  public let entry: String

  /// The exercises in course order, one per lesson.
  public static let all: [ExerciseInfo] = [
    ExerciseInfo(
      name: "delayed-counter", lesson: "basics", file: "DelayedCounter.swift",
      typeName: "DelayedCounterExercise", entry: "checkDelayedCounter"),
    ExerciseInfo(
      name: "logged-counters", lesson: "pullback", file: "LoggedCounters.swift",
      typeName: "LoggedCountersExercise", entry: "checkLoggedCounters"),
    ExerciseInfo(
      name: "stopwatch", lesson: "optional", file: "Stopwatch.swift",
      typeName: "StopwatchScreenExercise", entry: "checkStopwatch"),
    ExerciseInfo(
      name: "contact-list", lesson: "identified-action", file: "ContactList.swift",
      typeName: "ContactListExercise", entry: "checkContactList"),
    ExerciseInfo(
      name: "row-timers", lesson: "foreach", file: "RowTimers.swift",
      typeName: "RowListExercise", entry: "checkRowTimers"),
    ExerciseInfo(
      name: "editor-sheet", lesson: "transpose", file: "EditorSheet.swift",
      typeName: "EditorSheetExercise", entry: "checkEditorSheet"),
    ExerciseInfo(
      name: "fresh-search", lesson: "effects", file: "FreshSearch.swift",
      typeName: "LookupExercise", entry: "checkFreshSearch"),
    ExerciseInfo(
      name: "ticker-sheet", lesson: "presentation", file: "TickerSheet.swift",
      typeName: "TickerSheetExercise", entry: "checkTickerSheet"),
    ExerciseInfo(
      name: "detail-stack", lesson: "navigation", file: "DetailStack.swift",
      typeName: "DetailStackExercise", entry: "checkDetailStack"),
  ]

  /// The exercise called `name`, or the one of lesson `name`.
  public static func named(_ name: String) -> ExerciseInfo? {
    all.first { $0.name == name } ?? all.first { $0.lesson == name }
  }

  /// The program that grades the learner's file: it calls this exercise's grader on their type
  /// and writes the sealed result on the tutor's private channel (``ExerciseChannel``).
  public var mainSource: String {
    """
    import ExerciseGraders

    ExerciseChannel.run { \(entry)(\(typeName)()) }

    """
  }
}
