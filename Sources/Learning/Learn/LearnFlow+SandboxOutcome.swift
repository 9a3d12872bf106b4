import SandboxRuntime
import TutorSupport

extension LearnFlow {
  /// What a line sent to the sandbox did, as far as the lesson's flow cares: measured by the
  /// shell, judged by the reducer (``Action/sandboxReplied(_:)``).
  struct SandboxOutcome: Equatable, Sendable {
    /// The line as shown, at the prompt it left (kept as a step's first failure).
    var echo: String
    /// What the sandbox showed.
    var outputs: [Output]
    /// A check failed on the line (refused lines do not count).
    var failed = false
    /// The sandbox in play after the line.
    var sandbox: String
    /// Whether that is the step's own sandbox (not one opened with `play <lesson>`).
    var inOwnSandbox = true
    /// On an explore step, in its own sandbox: whether the goals hold now.
    var goal: GoalCheck? = nil
    /// How a test ended on the line, when one did.
    var verdict: TestVerdict? = nil
    /// When a test ended: the actions it sent, and those the reference solution's test sends.
    var sent: [String] = []
    var required: [String] = []
  }

  /// An explore step's goals after a line.
  enum GoalCheck: Equatable, Sendable {
    /// The sandbox has no state to look at.
    case noState
    case reached
    /// Not reached; `overshoot` says how the first goal that went past its value did.
    case notReached(overshoot: Overshoot?)
  }

  /// A goal the state went past (`responses` is 2; the goal was 1).
  struct Overshoot: Equatable, Sendable {
    var path: String
    var actual: String
    var goal: String
    /// Said once per goal and value: the key of this one.
    var key: String
  }

  /// What `:check` (or Enter) on an exercise step found.
  struct ExerciseCheck: Equatable, Sendable {
    var solved: Bool
    /// The verdict, as shown.
    var outputs: [Output]
    /// The hint that answers the compiler's first error, when the file did not compile.
    var compileHint: [Output]? = nil
    /// Said right after the verdict once the file passes (play with it at the prompt).
    var offer: Output? = nil
  }
}
