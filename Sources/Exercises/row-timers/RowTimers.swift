// Exercise row-timers (lesson foreach) — REFERENCE SOLUTION, graded by `swift test --filter ExerciseGrading`.
// Learners start from the starter `tutor exercise start` copies (README, "Write the code").

import LessonFeatures
import ReducerKit

/// `forEach`: lift `Row` into the list, so that deleting a row cancels its timer.
///
/// `Row` (`Sources/LessonFeatures/Rows.swift`) counts seconds: `.onAppear` starts a timer that
/// sends `.tick` every second, for as long as the row's effects run. Write the list's `body`:
///
/// 1. `.addRow` appends `Row.State(id: nextID())`. Ids come from `@Dependency(\.nextID)` (0, 1,
///    2, … under the grader), never from the number of rows: an id is never given out twice.
/// 2. `.rows(.element(id: id, action: .delegate(.deleteRequested)))` removes that row from
///    `state.rows`. Other row actions change nothing in the list itself.
/// 3. Lift `Row` into the list with `.forEach(\.rows, action: \.rows) { Row() }`.
///    It runs `Row` on the one addressed element, sends the row's ticks back addressed to it,
///    and — the point of the exercise — cancels every effect of a row that leaves `state.rows`.
///
/// The grader (`RowTimersGrader`, `Sources/Exercises/row-timers/RowTimersGrader.swift`) adds two
/// rows, starts both timers, lets a second pass, deletes row 0, checks that only row 1 still ticks,
/// adds a row (id 2), deletes row 1, and ends the test: no timer may still be running.
///
/// Keep the name `RowTimersExercise`, `init()` and the `State` and `Action` types: the grader uses them.
@Reducer
public struct RowTimersExercise {
  public typealias State = RowList.State
  public typealias Action = RowList.Action

  @Dependency(\.nextID) var nextID

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRow:
        state.rows.append(Row.State(id: nextID()))
        return .none
      case .rows(.element(let id, .delegate(.deleteRequested))):
        state.rows.remove(id: id)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}
