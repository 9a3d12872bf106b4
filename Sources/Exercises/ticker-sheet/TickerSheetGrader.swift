import ExerciseSupport
import ReducerKitTestingCore

// ticker-sheet (presentation): a `@Presented` child lifted with `.ifLet(\.$ticker, action:)`,
// dismissed by the parent and by itself; its timer is cancelled either way.

/// The entry the grader's `main` calls on the learner's `TickerSheetExercise`.
public func checkTickerSheet<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == TickerSheet.State, R.Action == TickerSheet.Action { TickerSheetGrader.check(reducer) }

/// Grades a screen that presents a ticker.
public enum TickerSheetGrader: DiagnosingGrader {
  public typealias State = TickerSheet.State
  public typealias Action = TickerSheet.Action

  /// The scenario: present, start, tick; dismiss from the parent (no more ticks); present again,
  /// start, and the ticker closes itself (no more ticks); end with nothing running.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: TickerSheet.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.ticker-sheet.step.open")
      store.send(.open) { $0.ticker = Ticker.State() }
      scenario.step("exercise.ticker-sheet.step.tick")
      store.send(.ticker(.presented(.start)))
      let ticks = scenario.pick(1...3)
      store.advance(by: .seconds(ticks))
      for second in 1...ticks { store.receive(.ticker(.presented(.tick))) { $0.ticker?.seconds = second } }
      scenario.step("exercise.ticker-sheet.step.dismiss")
      store.send(.ticker(.dismiss)) {
        $0.ticker = nil
        $0.closed = 1
      }
      store.advance(by: .seconds(1))
      // A tick that came after the dismissal is reported at the next send: still this step's.
      store.send(.open) { $0.ticker = Ticker.State() }
      scenario.step("exercise.ticker-sheet.step.selfDismiss")
      store.send(.ticker(.presented(.start)))
      store.send(.ticker(.presented(.closeTapped)))
      store.receive(.ticker(.dismiss)) {
        $0.ticker = nil
        $0.closed = 2
      }
      store.advance(by: .seconds(1))
    }
  }

  /// What the failures of ``grade(_:)`` point to.
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    func add(_ mistake: Mistake) { if !found.contains(mistake) { found.append(mistake) } }
    for failure in failures {
      if failure.isStateFailure(for: ".open") { add(.tickerNotPresented) }
      if failure.isNothingReceived(expecting: ".ticker(.presented(.tick))")
        || failure.isNothingReceived(expecting: ".ticker(.dismiss)")
      {
        add(.tickerNotLifted)
      }
      if failure.isStateFailure(for: ".ticker(.dismiss)") { add(.dismissalNotSeen) }
      if failure.step != "exercise.ticker-sheet.step.tick",
        failure.pendingActions.contains(".ticker(.presented(.tick))") || failure.runningEffect != nil
      {
        add(.dismissedTickerStillRunning)
      }
    }
    return found
  }
}
