import TutorSupport

extension LearnFlow {
  /// What the reducer asks its shell (``LearnSession``) to do after an action, in order: the
  /// decisions are the reducer's; the orders that need the world (the sandbox, the exercise
  /// folder, the compiler) are carried out by the shell, which sends what came of them back as an
  /// action (``Action/sandboxReplied(_:)``, ``Action/exerciseChecked(_:)``, …).
  enum Order: Equatable, Sendable {
    /// Show these outputs.
    case show([Output])
    /// Leave a test still open, saying so only when the learner had started writing it.
    case leaveTest
    /// A fresh sandbox for the step: its own sandbox, its setup lines, test mode for a test step.
    case resetSandbox(StepRef)
    /// Show the step: its words and what to do (which depends on the sandbox, and on an exercise
    /// step writes the learner's file: ``Action/exerciseFileReady(_:)``), and whether it is done.
    case showStep(StepRef, isDone: Bool)
    /// Run the line in the sandbox; ``Action/sandboxReplied(_:)`` follows.
    case runInSandbox(String)
    /// Run the step's reference solution in the sandbox, each line shown at its prompt.
    case runSolution
    /// Compile and grade the exercise file; ``Action/exerciseChecked(_:)`` follows.
    case checkExercise
    /// Show the exercise's reference solution; ``Action/exerciseSolutionShown(_:)`` follows.
    case showExerciseSolution
    /// A check failed (a wrong answer): held against the learner.
    case fail
    /// The line was refused: it changed nothing.
    case reject
    /// The learner asked to leave.
    case quit
    /// The front end renders in this language from now on.
    case switchLanguage(String)
  }

  /// A step of the course, as the orders name it (a lesson opened by a `# step:` marker shows its
  /// first unfinished step, then the marker's).
  struct StepRef: Equatable, Sendable {
    var lesson: String
    var index: Int
  }
}

extension LearnFlow.State {
  /// The step in play.
  var here: LearnFlow.StepRef { LearnFlow.StepRef(lesson: lessonID, index: stepIndex) }
}
