import ExerciseSupport
import ReducerKitTestingCore

// logged-counters (pullback): two counters and a logger, in the right order.

/// The entry the grader's `main` calls on the learner's `LoggedCountersExercise`.
public func checkLoggedCounters<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == LoggedCounters.State, R.Action == LoggedCounters.Action {
  LoggedCountersGrader.check(reducer)
}

/// Grades a composition of the pullback lesson's counters and logger.
public enum LoggedCountersGrader: ExerciseGrader {
  public typealias State = LoggedCounters.State
  public typealias Action = LoggedCounters.Action

  public static func check<R: Reducer>(_ reducer: R) -> ExerciseResult
  where R.State == State, R.Action == Action {
    ExerciseResult(failures: grade(reducer), mistakes: mistakes(reducer))
  }

  /// The scenario: each counter moves, the logger counts every action and writes down the
  /// counters as they are after it.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: LoggedCounters.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.logged-counters.step.left")
      store.send(.left(.inc)) {
        $0.left = 1
        $0.seen = 1
        $0.loggedLeft = 1
      }
      scenario.step("exercise.logged-counters.step.right")
      let rights = scenario.pick(2...4)
      for count in 1...rights {
        store.send(.right(.inc)) {
          $0.right = count
          $0.seen = 1 + count
          $0.loggedRight = count
        }
      }
      scenario.step("exercise.logged-counters.step.left")
      store.send(.left(.dec)) {
        $0.left = 0
        $0.seen = 2 + rights
        $0.loggedLeft = 0
      }
      scenario.step("exercise.logged-counters.step.clear")
      store.send(.clearLog) { $0.seen = 3 + rights }
    }
  }

  /// What is wrong, worked out by running `reducer` on single actions: the order of the logger
  /// shows in what it wrote down.
  public static func mistakes<R: Reducer>(_ reducer: R) -> [Mistake]
  where R.State == State, R.Action == Action {
    func after(_ action: LoggedCounters.Action) -> LoggedCounters.State {
      var state = LoggedCounters.State()
      _ = reducer.reduce(into: &state, action: action)
      return state
    }
    let left = after(.left(.inc))
    let right = after(.right(.inc))
    let clear = after(.clearLog)
    var found: [Mistake] = []
    if left.left != 1 || left.right != 0 { found.append(.leftCounterNotMounted) }
    if right.right != 1 || right.left != 0 { found.append(.rightCounterNotMounted) }
    if left.seen != 1 || right.seen != 1 || clear.seen != 1 { found.append(.loggerMissesActions) }
    if left.left == 1 && left.seen == 1 && left.loggedLeft != 1 { found.append(.loggerBeforeCounters) }
    return found
  }
}
