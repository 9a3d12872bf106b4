// Exercise logged-counters (lesson pullback) — REFERENCE SOLUTION, graded by `swift test --filter ExerciseGrading`.
// Learners start from the starter `tutor exercise start` copies (README, "Write the code").

import ExerciseSupport
import ReducerKit

/// pullback: two counters and a logger, in the right order (the seed quiz).
///
/// `LoggedCounters` (`Sources/Exercises/logged-counters/LoggedCountersGiven.swift`) gives the
/// pieces: `Counter`, whose whole state is an `Int`; the actions `.left(…)`, `.right(…)` and
/// `.clearLog` (which no counter handles); and `LoggedCounters.logger`, which counts every action
/// in `seen` and writes down `left` and `right` as it finds them (`loggedLeft`, `loggedRight`).
/// Write the `body`:
///
/// 1. Mount a `Counter` on `\.left` for `.left` actions, with `Scope(state:action:)` and
///    `\.left`.
/// 2. Mount another on `\.right` for `.right` actions.
/// 3. Add `LoggedCounters.logger` so that it counts every action *and* writes down the
///    counters' values after the action. Where must it go? Reducers in a `body` run in the
///    order they are written.
///
/// The grader (`LoggedCountersGrader`,
/// `Sources/Exercises/logged-counters/LoggedCountersGrader.swift`) sends `.left(.inc)`,
/// `.right(.inc)`, `.right(.inc)`, `.left(.dec)` and `.clearLog`, and after each expects the
/// counters, `seen`, and the logger's notes to hold the values after the action.
///
/// Keep the name `LoggedCountersExercise`, `init()` and the `State` and `Action` types: the grader
/// uses them.
@Reducer
public struct LoggedCountersExercise {
  public typealias State = LoggedCounters.State
  public typealias Action = LoggedCounters.Action
  typealias Counter = LoggedCounters.Counter

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Counter() }
    Scope(state: \.right, action: \.right) { Counter() }
    LoggedCounters.logger
  }
}
