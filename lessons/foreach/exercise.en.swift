// Exercise row-timers (lesson foreach). Replace the `// TODO` lines, then check your work:
//
//     tutor exercise check row-timers     (or `:check` in the lesson, or `tutor exercise watch`)

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
/// rows, starts both timers, lets one to three seconds pass, deletes row 0, checks that only row 1 still ticks,
/// adds a row (id 2), deletes row 1, and ends the test: no timer may still be running.
///
/// Keep the name `RowTimersExercise`, `init()` and the `State` and `Action` types: the grader uses them.
@Reducer
struct RowTimersExercise {
  typealias State = RowList.State
  typealias Action = RowList.Action

  @Dependency(\.nextID) var nextID

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRow:
        // TODO: append a row whose id comes from nextID().
        return .none
      case .rows(.element(_, .delegate(.deleteRequested))):
        // TODO: bind the id (`.element(let id, …)`) and remove that row from state.rows.
        return .none
      case .rows:
        return .none
      }
    }
    // TODO: lift Row into the list, after the Reduce: .forEach(…) { Row() }
  }
}
