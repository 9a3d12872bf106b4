import ExerciseSupport
import LessonFeatures
import ReducerKitTesting

/// A mistake a grader can recognise, with what to do about it, in a learner's words.
enum Mistake: Equatable, CaseIterable, CustomStringConvertible {
  // Exercise 1: forEach
  case rowIDsNotFromNextID
  case rowNotLifted
  case deletedRowNotRemoved
  case deletedRowStillRunning
  // Exercise 2: ifLet
  case stopwatchNotOpened
  case stopwatchNotLifted
  case stopwatchNotClosed
  case closedStopwatchStillRunning
  // Exercise 3: pullback
  case leftCounterNotMounted
  case rightCounterNotMounted
  case loggerMissesActions
  case loggerBeforeCounters

  var description: String {
    switch self {
    case .rowIDsNotFromNextID:
      return """
        `.addRow` did not append the expected row. It must append `Row.State(id: nextID())`, \
        with `@Dependency(\\.nextID) var nextID`: after rows 0 and 1 and a deletion, the next \
        row is 2 — ids never come from the number of rows.
        """
    case .rowNotLifted:
      return """
        No row ever ticked: `Row` does not run, so `.onAppear` starts no timer. Lift it into \
        the list: `.forEach(\\.rows, action: CasePath(Action.rows)) { Row() }` after the `Reduce`.
        """
    case .deletedRowNotRemoved:
      return """
        `.delegate(.deleteRequested)` did not remove the row. On \
        `.rows(.element(let id, .delegate(.deleteRequested)))`, call `state.rows.remove(id: id)`.
        """
    case .deletedRowStillRunning:
      return """
        A deleted row's timer kept running (effect still in flight at the end of the test). \
        `.forEach` cancels a row's effects when the row leaves `state.rows`: remove the row, and \
        lift `Row` with `.forEach` rather than by hand.
        """
    case .stopwatchNotOpened:
      return """
        `.open` did not show a fresh stopwatch: set `state.stopwatch = Stopwatch.State()` \
        (0 seconds), every time.
        """
    case .stopwatchNotLifted:
      return """
        The stopwatch never ticked: `Stopwatch` does not run, so `.start` starts no timer. Lift \
        it onto the optional: `.ifLet(\\.stopwatch, action: CasePath(Action.stopwatch)) { Stopwatch() }` \
        after the `Reduce`.
        """
    case .stopwatchNotClosed:
      return "`.close` did not take the stopwatch away: set `state.stopwatch = nil`."
    case .closedStopwatchStillRunning:
      return """
        The stopwatch's timer kept running after `.close` (it still ticked, or was still in \
        flight at the end of the test). `.ifLet` cancels the child's effects when its state \
        becomes nil: set it to nil on `.close`, and lift the child with `.ifLet` — unwrapping \
        the optional by hand never cancels anything.
        """
    case .leftCounterNotMounted:
      return """
        `.left(.inc)` did not change `left` by 1. Mount a `Counter()` on the left counter: \
        `Scope(state: \\.left, action: CasePath(Action.left)) { Counter() }`.
        """
    case .rightCounterNotMounted:
      return """
        `.right(.inc)` did not change `right` (and only `right`) by 1. Mount a `Counter()` on \
        the right counter: `Scope(state: \\.right, action: CasePath(Action.right)) { Counter() }` \
        — check both the key path and the case.
        """
    case .loggerMissesActions:
      return """
        The logger did not count every action once (`seen`). Put `LoggedCounters.logger` in the \
        body once, on its own, not inside a `Scope`: it must also see `.clearLog`.
        """
    case .loggerBeforeCounters:
      return """
        The logger wrote down the counters as they were *before* the action: it runs before the \
        counters. Reducers in a body run in the order written — put the logger after both \
        `Scope`s.
        """
    }
  }
}

// MARK: - Exercise 1

/// What the failures of ``gradeRowList(_:)`` point to.
func rowListMistakes(_ failures: [TestFailure]) -> [Mistake] {
  var found: [Mistake] = []
  if failures.contains(where: { $0.kind.isStateFailure(for: ".addRow") }) {
    found.append(.rowIDsNotFromNextID)
  }
  if failures.contains(where: { $0.kind.isNothingReceived(expecting: "action: .tick") }) {
    found.append(.rowNotLifted)
  }
  if failures.contains(where: { $0.kind.isStateFailure(for: "deleteRequested") }) {
    found.append(.deletedRowNotRemoved)
  }
  if failures.contains(where: { $0.kind.runningEffect?.scope.hasPrefix("rows[") == true }) {
    found.append(.deletedRowStillRunning)
  }
  return found
}

// MARK: - Exercise 2

/// What the failures of ``gradeStopwatchScreen(_:)`` point to.
func stopwatchScreenMistakes(_ failures: [TestFailure]) -> [Mistake] {
  var found: [Mistake] = []
  if failures.contains(where: { $0.kind.isStateFailure(for: ".open") }) {
    found.append(.stopwatchNotOpened)
  }
  if failures.contains(where: { $0.kind.isNothingReceived(expecting: ".stopwatch(.tick)") }) {
    found.append(.stopwatchNotLifted)
  }
  if failures.contains(where: { $0.kind.isStateFailure(for: ".close") }) {
    found.append(.stopwatchNotClosed)
  }
  // After the first tick, any tick that comes back is one too many; so is a timer left running.
  let tickAfterClose = failures.contains { failure in
    switch failure.kind {
    case .sentBeforeReceiving(_, let pending), .unreceivedActions(let pending):
      return pending.contains(".stopwatch(.tick)")
    default:
      return failure.kind.runningEffect != nil
    }
  }
  if tickAfterClose { found.append(.closedStopwatchStillRunning) }
  return found
}

// MARK: - Exercise 3

/// What ``gradeLoggedCounters(_:)`` found wrong, worked out by running `reducer` on single
/// actions: the order of the logger shows in what it wrote down.
func loggedCountersMistakes<R: Reducer>(_ reducer: R) -> [Mistake]
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

// MARK: - Reading failures

extension TestFailure.Kind {
  /// The state after an action was wrong or not asserted: any action, or one whose text
  /// contains `action`.
  func isStateFailure(for action: String? = nil) -> Bool {
    switch self {
    case .stateMismatch(let sent, _), .unexpectedStateChange(let sent, _), .expectedChangeButNone(let sent):
      return action.map(sent.contains) ?? true
    default:
      return false
    }
  }

  /// A `receive` of an action whose text contains `action` found nothing.
  func isNothingReceived(expecting action: String) -> Bool {
    if case .nothingReceived(let expected, _) = self { return expected.contains(action) }
    return false
  }

  /// The effect this failure says was still running at the end, if it is that failure.
  var runningEffect: TestFailure.EffectSummary? {
    if case .effectStillRunning(let effect) = self { return effect }
    return nil
  }
}
