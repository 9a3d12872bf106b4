import ReducerKitTestingCore

/// One exercise's grader: the scenario an exhaustive TestStore plays on the learner's reducer,
/// and what its failures point to. Each exercise has one, named after it, in its own folder:
/// `fresh-search` has `FreshSearchGrader` in `Sources/Exercises/fresh-search/FreshSearchGrader.swift`,
/// beside the entry the grader's `main` calls, `checkFreshSearch` (``ExerciseInfo``).
///
///     public enum FreshSearchGrader: DiagnosingGrader {
///       public typealias State = Lookup.State
///       public typealias Action = Lookup.Action
///       public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure] … { playScenario(…) }
///       public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] { … }
///     }
///
/// (``DiagnosingGrader`` writes `check` from `grade` and `mistakes`.)
public protocol ExerciseGrader: SendableMetatype {
  /// The state of the type the learner writes: given, they cannot change it.
  associatedtype State: Equatable
  /// Its action: given too.
  associatedtype Action: Sendable

  /// Plays the scenario on `reducer`: every TestStore failure, with the step it happened in.
  static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action

  /// The failures of ``grade(_:)``, and the mistakes they point to.
  static func check<R: Reducer>(_ reducer: R) -> ExerciseResult
  where R.State == State, R.Action == Action
}

extension ExerciseGrader {
  /// The steps of the scenario, in order, ending with `exercise.step.end`: played on a reducer
  /// that does nothing (a scenario's steps never depend on the reducer).
  static var scenarioSteps: [String] {
    let log = ScenarioLog()
    ScenarioLog.$current.withValue(log) { _ = grade(EmptyReducer<State, Action>()) }
    return log.steps
  }
}
