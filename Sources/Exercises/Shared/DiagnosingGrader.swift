import ReducerKitTestingCore

/// A grader whose mistakes can be read from the failures alone: its ``check(_:)`` is always
/// "grade, then diagnose", so it is written once, here. (A grader that needs the learner's
/// reducer to tell its mistakes apart, such as `ContactListGrader`, writes its own `check`.)
public protocol DiagnosingGrader: ExerciseGrader {
  /// What the failures of ``ExerciseGrader/grade(_:)`` point to.
  static func mistakes(_ failures: [GradedFailure]) -> [Mistake]
}

extension DiagnosingGrader {
  public static func check<R: Reducer>(_ reducer: R) -> ExerciseResult
  where R.State == State, R.Action == Action {
    let failures = grade(reducer)
    return ExerciseResult(failures: failures, mistakes: mistakes(failures))
  }
}
