import ExerciseSupport
import ReducerKitTestingCore

// logged-counters (pullback): two counters and a logger, in the right order.

/// Grades a composition of the pullback lesson's counters and logger.
public func checkLoggedCounters<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == LoggedCounters.State, R.Action == LoggedCounters.Action {
  ExerciseResult(failures: gradeLoggedCounters(reducer), mistakes: loggedCountersMistakes(reducer))
}

/// The scenario: each counter moves, the logger counts every action and writes down the
/// counters as they are after it.
public func gradeLoggedCounters<R: Reducer>(_ reducer: R) -> [GradedFailure]
where R.State == LoggedCounters.State, R.Action == LoggedCounters.Action {
  grade(reducer, from: LoggedCounters.State()) { scenario in
    let store = scenario.store
    scenario.step("exercise.logged-counters.step.left")
    store.send(.left(.inc)) {
      $0.left = 1
      $0.seen = 1
      $0.loggedLeft = 1
    }
    scenario.step("exercise.logged-counters.step.right")
    store.send(.right(.inc)) {
      $0.right = 1
      $0.seen = 2
      $0.loggedRight = 1
    }
    store.send(.right(.inc)) {
      $0.right = 2
      $0.seen = 3
      $0.loggedRight = 2
    }
    scenario.step("exercise.logged-counters.step.left")
    store.send(.left(.dec)) {
      $0.left = 0
      $0.seen = 4
      $0.loggedLeft = 0
    }
    scenario.step("exercise.logged-counters.step.clear")
    store.send(.clearLog) { $0.seen = 5 }
  }
}

/// What is wrong, worked out by running `reducer` on single actions: the order of the logger
/// shows in what it wrote down.
public func loggedCountersMistakes<R: Reducer>(_ reducer: R) -> [Mistake]
where R.State == LoggedCounters.State, R.Action == LoggedCounters.Action {
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
