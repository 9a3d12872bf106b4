import ExerciseGraders
import ReducerKit

/// The entry the grader's `main` calls on the learner's `StepCounterExercise`.
public func checkStepCounter<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == StepCounter.State, R.Action == StepCounter.Action { StepCounterGrader.check(reducer) }

/// Plays the scenario of `step-counter` on the learner's reducer, on an exhaustive TestStore.
public enum StepCounterGrader: DiagnosingGrader {
  public typealias State = StepCounter.State
  public typealias Action = StepCounter.Action

  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.step-counter.step.counts")
      store.send(.up) { $0.count = 2 }
      store.send(.down) { $0.count = 0 }
      scenario.step("exercise.step-counter.step.newStep")
      store.send(.setStep(5)) { $0.step = 5 }
      store.send(.up) { $0.count = 5 }
    }
  }

  /// What the failures of ``grade(_:)`` point to: the course's own mistakes, whose words are
  /// `exercise.mistake.<name>` in its `locales/` (both languages; `tutor lint --course` checks).
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    for failure in failures {
      let mistake: Mistake? =
        switch failure.step {
        case "exercise.step-counter.step.counts" where failure.isStateFailure(for: ".down"): .downIgnoresStep
        case "exercise.step-counter.step.newStep" where failure.isStateFailure(for: ".setStep"): .stepNotKept
        default: nil
        }
      if let mistake, !found.contains(mistake) { found.append(mistake) }
    }
    return found
  }
}

extension Mistake {
  /// `.down` leaves the count, or takes away something other than the step.
  public static let downIgnoresStep = Mistake("downIgnoresStep")
  /// `.setStep(n)` does not keep `n`.
  public static let stepNotKept = Mistake("stepNotKept")
}
