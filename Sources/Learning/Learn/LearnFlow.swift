import ExerciseGraders
import ReducerKit
import TutorSupport

/// The flow of a lesson, as a feature on the library the tutor teaches: where the learner is
/// (``Place``), what each command and each line does there, and when a step is done. Every
/// decision is made here, and tested with the project's own TestStore; ``LearnSession`` is the
/// shell around it that runs the sandbox and the compiler and renders the step
/// (``Order``).
///
///     let store = TestStore(initialState: LearnFlow.State(lesson: "pullback", language: "en")) {
///       LearnFlow(library: library)
///     }
///     await store.send(.command(.hint)) { $0.progress.hintsShown = 1; $0.orders = […] }
@Reducer
struct LearnFlow {
  /// The course the lessons come from.
  let library: LessonLibrary

  struct State: Equatable, Sendable {
    /// The lesson open (an id of ``LearnFlow/library``).
    var lessonID: String
    /// The step in play, 0 for the first.
    var stepIndex: Int
    var language: String
    /// Who is learning: seeds the order of quiz choices (``QuizOrder``).
    var learner = ""
    var place: Place = .at(.step(StepProgress(isDone: false)))
    /// What the learner has done, for progress files and grading.
    var record: LearnRecord
    /// The first failure of each step, as shown, for graders.
    var firstFailures: [String: [Output]] = [:]
    /// The goal last said to be overshot, and its value then: said once, not after every line.
    var overshootSaid: String?
    /// What the shell does next, in order: replaced by every action.
    var orders: [Order] = []

    init(lessonID: String, stepIndex: Int = 0, language: String, record: LearnRecord = LearnRecord()) {
      self.lessonID = lessonID
      self.stepIndex = stepIndex
      self.language = language
      self.record = record
    }
  }

  enum Action: Equatable, Sendable {
    /// The lesson's title and its step.
    case start
    /// Enter on an empty line.
    case enter
    /// A colon command (`:next`, `:hint`, `:lessons 3`), or `reset`, `quit`, `exit` typed bare.
    case command(LearnCommand)
    /// `:check`, `:c` or `:skip` typed bare: an exercise step's own, else read as a command.
    case exerciseCommand(ExerciseWord)
    /// Any other line: a lesson's number or id after `:lessons`, a quiz answer, or a line for the
    /// sandbox.
    case text(String)
    /// What a line run in the sandbox did.
    case sandboxReplied(SandboxOutcome)
    /// What checking the exercise file found.
    case exerciseChecked(ExerciseCheck)
    /// The exercise's reference solution was shown (it is in the outputs).
    case exerciseSolutionShown(String)
    /// The exercise's file is in the learner's folder (shown with its step).
    case exerciseFileReady(ExerciseInfo)
    /// A transcript's `# step:` marker: the lines after it were typed at that step.
    case resume(lesson: String, step: String)
    /// Who is learning (a front door's identity, or a transcript's `# learner:` line).
    case learnerNamed(String)
    /// The input ended: like `:quit`, a test left open is left unfinished, not judged.
    case inputEnded
  }

  /// The words an exercise step takes before the commands do.
  enum ExerciseWord: Equatable, Sendable {
    case check, skip
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.orders = []
      decide(action, in: &state)
      return .none
    }
  }

  func decide(_ action: Action, in state: inout State) {
    switch action {
    case .start:
      show(.message(key: "learn.lessonTitle", arguments: ["title": title(state)], role: .heading), in: &state)
      enterStep(&state)
    case .enter, .command, .exerciseCommand, .text:
      typed(action, in: &state)
    case .sandboxReplied(let outcome):
      sandboxReplied(outcome, in: &state)
    case .exerciseChecked(let check):
      exerciseChecked(check, in: &state)
    case .exerciseSolutionShown(let reference):
      exerciseSolutionShown(reference, in: &state)
    case .exerciseFileReady(let exercise):
      state.record.noteStarted(of: exercise)
    case .resume(let lessonID, let stepID):
      resume(lessonID, stepID, in: &state)
    case .learnerNamed(let learner):
      state.learner = learner
    case .inputEnded:
      state.orders += [.leaveTest, .quit]
    }
  }

  /// A line the learner typed: first the lesson list, if one is open; then the exercise step's
  /// words; then commands, Enter, a quiz's answer, and the sandbox.
  private func typed(_ action: Action, in state: inout State) {
    if case .choosingLesson(let spot) = state.place {
      state.place = .at(spot)
      switch action {
      case .enter: return
      case .text(let line):
        if open(line.trimmingWhitespace(), in: &state) { return }
      default: break
      }
    }
    switch action {
    case .enter:
      if exerciseEnter(in: &state) { return }
      enter(&state)
    case .exerciseCommand(let word):
      if exerciseWord(word, in: &state) { return }
      command(word == .check ? .check : .skip, in: &state)
    case .command(let command):
      self.command(command, in: &state)
    case .text(let line):
      text(line, in: &state)
    default:
      break
    }
  }

  /// Enter on an empty line: moves on once the step is done (as `:next`), else shows the prompt
  /// again; after the last step, opens the next lesson.
  private func enter(_ state: inout State) {
    guard let step = step(state) else { return }
    if state.place.spot.isPastEnd || state.progress.isDone { return next(&state) }
    if case .narrative = step.kind { return next(&state) }
  }

  /// A line that is neither a command nor empty: a quiz's answer, or a line for the sandbox.
  private func text(_ line: String, in state: inout State) {
    if isUnansweredQuiz(state), quizLine(line.trimmingWhitespace(), in: &state) { return }
    state.orders.append(.runInSandbox(line))
  }

  // MARK: What the reducer reads from the course

  func entry(_ state: State) -> LessonLibrary.Entry? { library.entry(state.lessonID) }

  func step(_ state: State) -> LessonStep? {
    guard let steps = entry(state)?.lesson.steps, steps.indices.contains(state.stepIndex) else { return nil }
    return steps[state.stepIndex]
  }

  /// The step's words in the current language.
  func words(_ state: State) -> LessonText.StepText? {
    guard let step = step(state) else { return nil }
    return entry(state)?.text(state.language)?.steps[step.id]
  }

  func title(_ state: State) -> String { entry(state)?.text(state.language)?.title ?? state.lessonID }

  func isLastStep(_ state: State) -> Bool { state.stepIndex + 1 == (entry(state)?.lesson.steps.count ?? 0) }

  func show(_ outputs: Output..., in state: inout State) { state.orders.append(.show(outputs)) }
}
