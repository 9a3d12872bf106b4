import LessonFeatures
import ReducerKit

// Known-wrong answers to exercise 1. The grader must fail each, for its own reason.

/// Lifts `Row` with `forEach` but forgets to remove the row that asks to be deleted, so its
/// timer runs on.
struct RowListForgetsToRemove: Reducer {
  @Dependency(\.nextID) var nextID

  var body: some Reducer<RowList.State, RowList.Action> {
    Reduce { state, action in
      switch action {
      case .addRow:
        state.rows.append(Row.State(id: nextID()))
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: CasePath(RowList.Action.rows)) { Row() }
  }
}

/// Adds and removes rows, but never lifts `Row`: a row's own actions do nothing.
struct RowListNeverLiftsRow: Reducer {
  @Dependency(\.nextID) var nextID

  var body: some Reducer<RowList.State, RowList.Action> {
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
  }
}

/// Takes a new row's id from the number of rows, so after a deletion an id comes back.
struct RowListCountsIDs: Reducer {
  var body: some Reducer<RowList.State, RowList.Action> {
    Reduce { state, action in
      switch action {
      case .addRow:
        state.rows.append(Row.State(id: state.rows.count))
        return .none
      case .rows(.element(let id, .delegate(.deleteRequested))):
        state.rows.remove(id: id)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: CasePath(RowList.Action.rows)) { Row() }
  }
}
