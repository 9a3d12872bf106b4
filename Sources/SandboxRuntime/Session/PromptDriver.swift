import TutorSupport

/// What one prompt line did, for any front door.
public struct PromptReply: Equatable, Sendable {
  public var outputs: [Output]
  /// A check failed: a TestStore failure, a wrong quiz answer. Held against the learner.
  public var failed: Bool
  /// The line was refused (a typo the parser rejected, an unknown command): it changed nothing,
  /// so it is not a failed check, does not fail a test and is not a failed attempt.
  public var rejected: Bool
  /// The learner asked to leave.
  public var quit: Bool
  /// The learner switched language: the front end renders in this one from now on.
  public var language: String?
  /// How a test ended on this line, when one did: the one rule of ``TestVerdict``.
  public var verdict: TestVerdict?

  public init(
    outputs: [Output], failed: Bool = false, rejected: Bool = false, quit: Bool = false,
    language: String? = nil, verdict: TestVerdict? = nil
  ) {
    self.outputs = outputs
    self.failed = failed
    self.rejected = rejected
    self.quit = quit
    self.language = language
    self.verdict = verdict
  }
}

/// Something that takes prompt lines: the sandbox session, or a lesson being learnt.
public protocol PromptDriver: AnyObject {
  /// The prompt to show before the next line.
  var prompt: String { get }
  /// Words for TAB completion of the word at `cursor` (in characters) in `line`.
  func completions(line: String, cursor: Int) -> [String]
  /// What to show before the first line.
  func start() -> PromptReply
  /// Runs one line.
  func handle(_ line: String) -> PromptReply
  /// The input ended; checks what must be checked.
  func end() -> PromptReply
}
