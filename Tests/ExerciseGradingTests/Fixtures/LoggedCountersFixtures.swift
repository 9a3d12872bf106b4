import ExerciseGraders
import ExerciseSupport
import ReducerKit

// Known-wrong answers to exercise 3. The grader must fail each, for its own reason.

/// The seed quiz's wrong answer: the logger first, so it writes down the counters as they were
/// before each action.
struct LoggerBeforeCounters: Reducer {
  var body: some Reducer<LoggedCounters.State, LoggedCounters.Action> {
    LoggedCounters.logger
    Scope(state: \.left, action: CasePath(LoggedCounters.Action.left)) { LoggedCounters.Counter() }
    Scope(state: \.right, action: CasePath(LoggedCounters.Action.right)) { LoggedCounters.Counter() }
  }
}

/// A copy-paste slip: the right counter's `Scope` still points at `\.left`.
struct RightCounterOnLeft: Reducer {
  var body: some Reducer<LoggedCounters.State, LoggedCounters.Action> {
    Scope(state: \.left, action: CasePath(LoggedCounters.Action.left)) { LoggedCounters.Counter() }
    Scope(state: \.left, action: CasePath(LoggedCounters.Action.right)) { LoggedCounters.Counter() }
    LoggedCounters.logger
  }
}

/// No logger at all: the counters are right, but nothing counts the actions.
struct CountersWithoutLogger: Reducer {
  var body: some Reducer<LoggedCounters.State, LoggedCounters.Action> {
    Scope(state: \.left, action: CasePath(LoggedCounters.Action.left)) { LoggedCounters.Counter() }
    Scope(state: \.right, action: CasePath(LoggedCounters.Action.right)) { LoggedCounters.Counter() }
  }
}
