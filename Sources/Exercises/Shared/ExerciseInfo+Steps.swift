extension ExerciseInfo {
  /// The steps of this exercise's scenario, in order, ending with `exercise.step.end` (what
  /// `grade --exercises` lists as the test's code). Worked out by playing the scenario on a reducer that does nothing,
  /// in the tutor's own process.
  public var scenarioSteps: [String] { grader.scenarioSteps }

  /// Names the learner's file must not use: the grader's `main` calls them, so a file that
  /// declared its own could answer in the grader's place.
  public var reservedNames: [String] {
    ["ExerciseRun", "ExerciseTranscript", "ScenarioLog"] + ExerciseInfo.builtIn.map(\.entry)
      + (courseFolder == nil ? [] : [entry, graderName])
  }
}
