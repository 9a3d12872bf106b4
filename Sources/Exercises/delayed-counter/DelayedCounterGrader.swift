import LessonFeatures
import ReducerKitTestingCore

// delayed-counter (basics): a reducer with an effect — a later increment on the clock, which
// `.cancelLater` calls off.

/// The entry the grader's `main` calls on the learner's `DelayedCounterExercise`.
public func checkDelayedCounter<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == Basics.State, R.Action == Basics.Action { DelayedCounterGrader.check(reducer) }

/// Grades a counter of the basics lesson's shape.
public enum DelayedCounterGrader: DiagnosingGrader {
  public typealias State = Basics.State
  public typealias Action = Basics.Action

  /// The scenario: counting now, counting later, and calling later counts off.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: Basics.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.delayed-counter.step.now")
      let ups = scenario.pick(1...4)
      for count in 1...ups { store.send(.increment) { $0.count = count } }
      store.send(.decrement) { $0.count = ups - 1 }
      scenario.step("exercise.delayed-counter.step.later")
      store.send(.incrementLater)
      store.advance(by: .seconds(1))
      store.receive(.increment) { $0.count = ups }
      scenario.step("exercise.delayed-counter.step.cancel")
      store.send(.incrementLater)
      store.send(.incrementLater)
      store.advance(by: .milliseconds(500))
      store.send(.cancelLater)
      store.advance(by: .seconds(1))
    }
  }

  /// What the failures of ``grade(_:)`` point to.
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    func add(_ mistake: Mistake) { if !found.contains(mistake) { found.append(mistake) } }
    for failure in failures {
      switch failure.step {
      case "exercise.delayed-counter.step.now":
        add(.counterWrong)
      case "exercise.delayed-counter.step.later":
        if failure.isStateFailure(for: ".incrementLater") {
          add(.laterChangesNow)
        } else if failure.isNothingReceived(expecting: ".increment") {
          add(.laterNeverSends)
        }
      default:
        if failure.pendingActions.contains(".increment") || failure.runningEffect != nil {
          add(.laterNotCancellable)
        }
      }
    }
    return found
  }
}
