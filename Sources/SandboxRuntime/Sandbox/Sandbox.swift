import PromptLanguage
import ReducerKit
import TutorSupport

/// A live, lifted store of one lesson's feature, driven by prompt lines: the part of the
/// session that knows the feature's types. Everything comes in as parsed values and goes out as
/// ``Output``.
public protocol Sandbox: AnyObject {
  /// Whether an exhaustive test is running at the prompt.
  var isTesting: Bool { get }
  /// Case names of the feature's actions, for suggestions and completion.
  var vocabulary: [String] { get }
  /// The state now (the test's, while one runs) as a value tree, for goals and quizzes.
  var encodedState: Value? { get }

  // For TAB completion (see `PromptCompleter`).
  /// The decoder's error for an action typed in `scope`, or nil when it is valid.
  func actionProblem(_ action: Value, scope: SandboxScope) -> InputError?
  /// The decoder's error for a whole state, or nil when it is valid.
  func stateProblem(_ state: Value) -> InputError?
  /// The part of the state now at `components`, unwrapped, when it is there.
  func stateValue(at components: [ValuePath.Component]) -> Any?
  /// Whether `path` (as typed after `state`) leads to a part of the state below `base`.
  func statePathExists(_ base: [ValuePath.Component], _ path: String) -> Bool
  /// The ids, positions or keys of the collection at `components`, as typed.
  func keys(at components: [ValuePath.Component]) -> [String]
  /// The id the next push onto a navigation stack should carry, as typed: `2`.
  func nextStackID() -> String

  /// Sends an action, embedded through `scope`, to the live store (or, in a test, to the
  /// TestStore without assertions).
  func send(_ action: ParsedValue, scope: SandboxScope) -> StepResult
  /// Moves virtual time.
  func advance(by duration: Duration) -> StepResult
  /// With the real clock: runs effect work that became ready since, and reports it.
  func runPendingWork() -> [Output]
  /// With the real clock: asks to be told, on any thread, when effect work is ready.
  func onPendingWork(_ wake: (@Sendable () -> Void)?)
  /// Shows the state at `path` below `scope`.
  func showState(at path: ValuePath, scope: SandboxScope) -> StepResult
  /// Lists the running effects.
  func showEffects() -> StepResult
  /// Checks that `scope` leads to state that is there now.
  func check(scope: SandboxScope) -> StepResult
  /// `scope` with each step's envelope filled in from the feature's actions: a step whose case
  /// holds a `PresentationAction` wraps what is typed in it in `.presented(…)`.
  func withEnvelopes(_ scope: SandboxScope) -> SandboxScope
  /// Takes back the last action or advance.
  func undo() -> StepResult
  /// Starts afresh.
  func reset() -> StepResult
  /// Starts an exhaustive test from the initial state.
  func startTest() -> StepResult
  /// Runs `send … { … }` or `receive … { … }` in the test.
  func run(_ step: Step, scope: SandboxScope) -> StepResult
  /// Ends the test: no unreceived actions, no running effects.
  func finishTest() -> StepResult
  /// Leaves the test without its end check (`quit`): neither passed nor failed.
  func abandonTest() -> StepResult
  /// How the last test ended, once one has: see ``TestVerdict``.
  var lastTestVerdict: TestVerdict? { get }
  /// The actions the last finished test sent, as typed (`.left(.inc)`), in order.
  var lastTestSentActions: [String] { get }
}

/// What a sandbox did for one line.
public struct StepResult: Equatable, Sendable {
  public var outputs: [Output]
  /// Whether a check failed or the line was rejected.
  public var failed: Bool
  /// Whether a check failed (a TestStore failure), as opposed to a line refused, which changed
  /// nothing and is not held against the learner.
  public var checkFailed = false

  public init(_ outputs: [Output] = [], failed: Bool = false) {
    self.outputs = outputs
    self.failed = failed
  }

  init(_ outputs: [Output], failed: Bool, checkFailed: Bool) {
    self.outputs = outputs
    self.failed = failed || checkFailed
    self.checkFailed = checkFailed
  }

  /// The result of a line a TestStore checked.
  static func checked(_ outputs: [Output], failed: Bool) -> StepResult {
    StepResult(outputs, failed: failed, checkFailed: failed)
  }

  public static func failure(_ outputs: Output...) -> StepResult { StepResult(outputs, failed: true) }
}
