import ExerciseGraders

/// A lesson's language-neutral structure: its steps, their checks and reference solutions, read
/// from `lessons/<id>/lesson.md`. The words live apart, in one ``LessonText`` per language, so
/// checks cannot drift between languages and translators touch only text.
public struct Lesson: Equatable, Sendable {
  /// `pullback`
  public let id: String
  /// The sandbox the lesson's steps play in.
  public let sandbox: String
  /// Where the lesson comes in the course.
  public let order: Int
  public let steps: [LessonStep]

  public func step(_ id: String) -> LessonStep? { steps.first { $0.id == id } }
}

/// One step of a lesson.
public struct LessonStep: Equatable, Sendable {
  public let id: String
  public let kind: Kind
  /// Prompt lines run on a fresh sandbox before the step starts (to set the scene).
  public let setup: [String]
  /// Another sandbox for this step only; nil for the lesson's.
  public let sandbox: String?
  /// Where the step was written, for messages.
  public let line: Int
  /// A narrative step's "try it" lines (its `try:` block): what its text suggests typing, and
  /// what `tutor demo` types out.
  public internal(set) var tryLines: [String] = []

  public enum Kind: Equatable, Sendable {
    /// Reading, and free play in the sandbox.
    case narrative
    /// Predict first: which choice does running `program` give? The answer is computed.
    case quiz(Quiz)
    /// Reach a state in the live store; any path that gets there passes.
    case explore(Explore)
    /// Write a `send`/`receive`/`finish` session that passes the exhaustive TestStore.
    case test(TestTask)
    /// Write this code exercise (one of the course's) in Swift; `:check` compiles and grades it.
    case exercise(ExerciseInfo)
  }

  /// A task is a step that is checked: explore and test steps.
  public var isTask: Bool {
    switch kind {
    case .explore, .test, .exercise: true
    case .narrative, .quiz: false
    }
  }

  /// The reference solution of a task, or the program of a quiz.
  public var solution: [String] {
    switch kind {
    case .narrative, .exercise: []
    case .quiz(let quiz): quiz.program
    case .explore(let explore): explore.solution
    case .test(let test): test.solution
    }
  }

  /// The transcripts that must fail, each with the failure (a catalog key) it must produce.
  public var wrongAttempts: [WrongAttempt] {
    switch kind {
    case .narrative, .quiz, .exercise: []
    case .explore(let explore): explore.wrong
    case .test(let test): test.wrong
    }
  }
}

/// A predict-first question.
public struct Quiz: Equatable, Sendable {
  /// Prompt lines whose outcome the learner predicts.
  public let program: [String]
  /// State paths whose values, joined by spaces, make the answer (`left right seen` → `2 -1 4`).
  public let answer: [String]
  /// The choices, as values: exactly one must equal the computed answer.
  public let choices: [String]
}

/// An explore task.
public struct Explore: Equatable, Sendable {
  /// Conditions on the state, all of which must hold: `left == 3`, `rows.count >= 2`.
  public let goals: [Goal]
  public let solution: [String]
  public let wrong: [WrongAttempt]
}

/// A test task.
public struct TestTask: Equatable, Sendable {
  public let solution: [String]
  public let wrong: [WrongAttempt]
}

/// A transcript that must fail, and how.
public struct WrongAttempt: Equatable, Sendable {
  /// The catalog key of the failure it must produce: `test.failure.effectRunning`,
  /// `goal.notReached`, …
  public let failure: String
  public let lines: [String]
}
