import ExerciseSupport
import LessonFeatures
import ReducerKitTesting
import Synchronization

// The graders: one scenario per exercise, played on an exhaustive TestStore whose failures are
// collected instead of failing the test. Each takes any reducer of the exercise's shape — a
// learner's, the reference solution, or a known-wrong fixture — and returns what failed, in
// order. An empty array means the exercise is solved.

/// Exercise 1 (`forEach`): two rows with timers; deleting a row removes it and cancels its timer.
func gradeRowList<R: Reducer>(_ reducer: R) -> [TestFailure]
where R.State == RowList.State, R.Action == RowList.Action {
  grade(reducer, from: RowList.State()) { store in
    // Two rows; their ids come from nextID: 0, then 1.
    store.send(.addRow) { $0.rows.append(Row.State(id: 0)) }
    store.send(.addRow) { $0.rows.append(Row.State(id: 1)) }
    // Both appear, so both timers start; a second later each row ticks, addressed to itself.
    store.send(.rows(.element(id: 0, action: .onAppear)))
    store.send(.rows(.element(id: 1, action: .onAppear)))
    store.advance(by: .seconds(1))
    store.receive(.rows(.element(id: 0, action: .tick))) { $0.rows[id: 0]?.seconds = 1 }
    store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.seconds = 1 }
    // Row 0 asks to be deleted: the list removes it, and its timer stops with it.
    store.send(.rows(.element(id: 0, action: .delegate(.deleteRequested)))) { $0.rows.remove(id: 0) }
    store.advance(by: .seconds(1))
    store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.seconds = 2 }
    // A new row gets the next id, 2: ids are never given out twice.
    store.send(.addRow) { $0.rows.append(Row.State(id: 2)) }
    // Row 1 goes too. The end of the test then checks that no timer is left running.
    store.send(.rows(.element(id: 1, action: .delegate(.deleteRequested)))) { $0.rows.remove(id: 1) }
  }
}

/// Exercise 2 (`ifLet`): a stopwatch that is opened, started, closed and reopened; closing it
/// stops its timer.
func gradeStopwatchScreen<R: Reducer>(_ reducer: R) -> [TestFailure]
where R.State == StopwatchScreen.State, R.Action == StopwatchScreen.Action {
  grade(reducer, from: StopwatchScreen.State()) { store in
    // Opening shows a fresh stopwatch; starting it starts its timer, which ticks a second later.
    store.send(.open) { $0.stopwatch = Stopwatch.State() }
    store.send(.stopwatch(.start))
    store.advance(by: .seconds(1))
    store.receive(.stopwatch(.tick)) { $0.stopwatch?.seconds = 1 }
    // Closing takes it away, and its timer with it: another second passes without a tick.
    store.send(.close) { $0.stopwatch = nil }
    store.advance(by: .seconds(1))
    // Opened again, it is a fresh stopwatch, and nothing ticks into it until it is started.
    store.send(.open) { $0.stopwatch = Stopwatch.State() }
    store.advance(by: .seconds(1))
    store.send(.close) { $0.stopwatch = nil }
  }
}

/// Exercise 3 (pullback): two counters and a logger that counts every action and writes down
/// the counters as they are after it.
func gradeLoggedCounters<R: Reducer>(_ reducer: R) -> [TestFailure]
where R.State == LoggedCounters.State, R.Action == LoggedCounters.Action {
  grade(reducer, from: LoggedCounters.State()) { store in
    store.send(.left(.inc)) {
      $0.left = 1
      $0.seen = 1
      $0.loggedLeft = 1
    }
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
    store.send(.left(.dec)) {
      $0.left = 0
      $0.seen = 4
      $0.loggedLeft = 0
    }
    // No counter handles .clearLog; the logger still counts it.
    store.send(.clearLog) { $0.seen = 5 }
  }
}

/// Plays `scenario` on a fresh exhaustive TestStore (virtual clock, ids from 0, runtime warnings
/// dropped), ends the test, and returns every failure it reported.
func grade<R: Reducer>(
  _ reducer: R,
  from initialState: R.State,
  _ scenario: (TestStore<R.State, R.Action>) -> Void
) -> [TestFailure] where R.State: Equatable {
  let failures = Mutex<[TestFailure]>([])
  let store = TestStore(
    initialState: initialState, reducer: reducer,
    prepare: { $0.warnings = .ignore },
    reporter: FailureReporter { failure in failures.withLock { $0.append(failure) } })
  scenario(store)
  store.finish()
  return failures.withLock { $0 }
}
