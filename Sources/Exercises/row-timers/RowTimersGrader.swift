import LessonFeatures
import ReducerKitTestingCore

// row-timers (foreach): rows with timers; deleting a row removes it and cancels its timer.

/// The entry the grader's `main` calls on the learner's `RowTimersExercise`.
public func checkRowTimers<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == RowList.State, R.Action == RowList.Action { RowTimersGrader.check(reducer) }

/// Grades a list of the foreach lesson's rows.
public enum RowTimersGrader: DiagnosingGrader {
  public typealias State = RowList.State
  public typealias Action = RowList.Action

  /// The scenario: two rows tick; deleting one stops its timer; ids are never given out twice.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: RowList.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.row-timers.step.add")
      store.send(.addRow) { $0.rows.append(Row.State(id: 0)) }
      store.send(.addRow) { $0.rows.append(Row.State(id: 1)) }
      scenario.step("exercise.row-timers.step.tick")
      store.send(.rows(.element(id: 0, action: .onAppear)))
      store.send(.rows(.element(id: 1, action: .onAppear)))
      let seconds = scenario.pick(1...3)
      store.advance(by: .seconds(seconds))
      for second in 1...seconds {
        store.receive(.rows(.element(id: 0, action: .tick))) { $0.rows[id: 0]?.seconds = second }
        store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.seconds = second }
      }
      scenario.step("exercise.row-timers.step.delete")
      store.send(.rows(.element(id: 0, action: .delegate(.deleteRequested)))) { $0.rows.remove(id: 0) }
      store.advance(by: .seconds(1))
      store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.seconds = seconds + 1 }
      scenario.step("exercise.row-timers.step.nextID")
      store.send(.addRow) { $0.rows.append(Row.State(id: 2)) }
      scenario.step("exercise.row-timers.step.delete")
      store.send(.rows(.element(id: 1, action: .delegate(.deleteRequested)))) { $0.rows.remove(id: 1) }
    }
  }

  /// What the failures of ``grade(_:)`` point to.
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    if failures.contains(where: { $0.isStateFailure(for: ".addRow") }) { found.append(.rowIDsNotFromNextID) }
    if failures.contains(where: { $0.isNothingReceived(expecting: "action: .tick") }) {
      found.append(.rowNotLifted)
    }
    if failures.contains(where: { $0.isStateFailure(for: "deleteRequested") }) {
      found.append(.deletedRowNotRemoved)
    }
    if failures.contains(where: { $0.runningEffect?.scope.hasPrefix("rows[") == true }) {
      found.append(.deletedRowStillRunning)
    }
    return found
  }
}
