import ExerciseSupport
import LessonFeatures
import ReducerKitTestingCore

extension ExerciseInfo {
  /// The steps of this exercise's scenario, in order, ending with `exercise.step.end`: what a
  /// report must show it ran. Worked out by playing the scenario on a reducer that does nothing
  /// (a scenario's steps never depend on the reducer), in the tutor's own process.
  public var scenarioSteps: [String] {
    let log = ScenarioLog()
    ScenarioLog.$current.withValue(log) {
      switch name {
      case "delayed-counter": _ = gradeDelayedCounter(EmptyReducer<Basics.State, Basics.Action>())
      case "logged-counters":
        _ = gradeLoggedCounters(EmptyReducer<LoggedCounters.State, LoggedCounters.Action>())
      case "stopwatch": _ = gradeStopwatch(EmptyReducer<StopwatchScreen.State, StopwatchScreen.Action>())
      case "contact-list": _ = gradeContactList(EmptyReducer<ContactList.State, ContactList.Action>())
      case "row-timers": _ = gradeRowTimers(EmptyReducer<RowList.State, RowList.Action>())
      case "editor-sheet": _ = gradeEditorSheet(EmptyReducer<EditorScreen.State, EditorScreen.Action>())
      case "fresh-search": _ = gradeFreshSearch(EmptyReducer<Lookup.State, Lookup.Action>())
      case "ticker-sheet": _ = gradeTickerSheet(EmptyReducer<TickerSheet.State, TickerSheet.Action>())
      case "detail-stack": _ = gradeDetailStack(EmptyReducer<DetailStack.State, DetailStack.Action>())
      default: break
      }
    }
    return log.steps
  }

  /// Names the learner's file must not use: the grader's `main` calls them, so a file that
  /// declared its own could answer in the grader's place.
  public var reservedNames: [String] {
    ["ExerciseChannel", "ReportSeal", "SealedReport", "ScenarioLog"] + ExerciseInfo.all.map(\.entry)
  }
}
