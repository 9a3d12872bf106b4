import Foundation
import ReducerKit
import SandboxRuntime
import TutorSupport

/// A lesson being learnt: the steps one after another, each with its own fresh sandbox, the
/// checks of quizzes and tasks, hints, skips, and the language switch.
///
///     let learn = LearnSession(library: library, lesson: "pullback", language: "en")!
///     learn.start()             // the title and the first step
///     learn.handle(":next")     // the next step
///
/// The shell around the ``LearnFlow`` reducer, which makes every decision: a line becomes an
/// action, the reducer's orders are carried out here (the sandbox, the exercise folder, the
/// compiler, the step's words), and what came of them is sent back to it.
public final class LearnSession: PromptDriver {
  public let library: LessonLibrary
  let store: Store<LearnFlow.State, LearnFlow.Action>
  /// The lesson open.
  public internal(set) var entry: LessonLibrary.Entry
  /// The sandbox of the current step.
  public internal(set) var session: Session
  /// Whether exercise steps write and compile the learner's file (``ExerciseMode``).
  public var exerciseMode = ExerciseMode.live
  /// The state the current step's sandbox starts in, worked out once per step (an overshot goal
  /// compares with it on every line).
  var stepStart: (step: String, state: Value?)?

  /// A session on `lesson`, at step `step` (0 = the first), or nil when there is no such lesson.
  public init?(
    library: LessonLibrary, lesson: String, language: String, step: Int = 0,
    record: LearnRecord = LearnRecord()
  ) {
    guard let entry = library.entry(lesson), !entry.lesson.steps.isEmpty,
      let session = Session(lesson: entry.lesson.sandbox, sandboxes: library.sandboxes)
    else { return nil }
    self.library = library
    self.entry = entry
    self.session = session
    let index = min(max(0, step), entry.lesson.steps.count - 1)
    store = Store(
      initialState: LearnFlow.State(lessonID: lesson, stepIndex: index, language: language, record: record),
      reducer: LearnFlow(library: library))
  }

  public var stepIndex: Int { store.state.stepIndex }
  public var language: String { store.state.language }
  /// What the learner has done, for progress files and grading.
  public var record: LearnRecord { store.state.record }
  /// The first failure of each step, as shown, for graders.
  public var firstFailures: [String: [Output]] { store.state.firstFailures }
  /// Who is learning: seeds the order of quiz choices (see ``QuizOrder``). The front doors set
  /// it from ``LearnerIdentity``; a transcript carries it in a `# learner:` line.
  public var learner: String {
    get { store.state.learner }
    set { store.send(.learnerNamed(newValue)) }
  }

  /// Where the learner is, for the progress file.
  public var position: LearnerProgress.Position {
    LearnerProgress.Position(lesson: lesson.id, step: stepIndex)
  }

  package var lesson: Lesson { entry.lesson }
  public var step: LessonStep { lesson.steps[stepIndex] }

  /// The sandbox the current step plays in.
  var ownSandbox: String { step.sandbox ?? lesson.sandbox }

  /// Whether the learner is in the step's own sandbox (not one opened with `play <lesson>`).
  var inOwnSandbox: Bool { session.lesson == ownSandbox }

  public var prompt: String {
    var place = "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)"
    if !inOwnSandbox { place += " · " + session.lesson }
    let scope = session.scope.isRoot ? "" : " " + session.scope.description
    return session.isTesting ? "\(place)\(scope) test> " : "\(place)\(scope)> "
  }

  public func completions(line: String, cursor: Int) -> [String] {
    if line.prefix(cursor).hasPrefix(":") { return LearnCommand.words.map { ":" + $0 } }
    return session.completions(line: line, cursor: cursor)
  }

  /// The current quiz's choices, in the order this learner sees them.
  public var quizChoices: [String] { LearnFlow(library: library).quizChoices(store.state) }

  public func start() -> PromptReply { perform(.start) }

  public func handle(_ line: String) -> PromptReply { perform(.reading(line)) }

  /// The input ended: like `:quit`, a test left open is left unfinished, not judged.
  public func end() -> PromptReply { perform(.inputEnded) }

  /// Sends `action` and carries out the orders it leaves.
  func perform(_ action: LearnFlow.Action) -> PromptReply {
    var reply = PromptReply(outputs: [])
    carryOut(send(action), into: &reply)
    return reply
  }

  /// Sends `action`; returns the reducer's orders.
  func send(_ action: LearnFlow.Action) -> [LearnFlow.Order] {
    store.send(action)
    if entry.lesson.id != store.state.lessonID, let opened = library.entry(store.state.lessonID) {
      entry = opened
    }
    return store.state.orders
  }
}
