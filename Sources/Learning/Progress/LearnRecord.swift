/// What a learner did in lessons: steps done, skipped, hints taken, attempts, lessons finished.
/// Plain data, saved as progress and read by graders.
public struct LearnRecord: Codable, Equatable, Sendable {
  public struct StepRecord: Codable, Equatable, Sendable {
    public var done = false
    public var skipped = false
    public var hints = 0
    public var attempts = 0
    /// Moved past without finishing it.
    public var passedOver = false

    package init() {}
  }

  /// By lesson id, then step id.
  public var steps: [String: [String: StepRecord]] = [:]
  /// Lessons walked to their end.
  public var finished: Set<String> = []

  public init() {}

  public func isDone(_ lesson: String, _ step: String) -> Bool { steps[lesson]?[step]?.done == true }
  /// Done by `:skip`, before the learner did it: shown as skipped, never as passed.
  public func isSkipped(_ lesson: String, _ step: String) -> Bool { steps[lesson]?[step]?.skipped == true }

  mutating func complete(_ lesson: String, _ step: String) {
    steps[lesson, default: [:]][step, default: StepRecord()].done = true
  }
  /// A step already done keeps its credit: skipping it afterwards only shows the reference.
  mutating func skip(_ lesson: String, _ step: String) {
    guard !isDone(lesson, step) else { return }
    steps[lesson, default: [:]][step, default: StepRecord()].skipped = true
    steps[lesson, default: [:]][step, default: StepRecord()].done = true
  }
  mutating func hint(_ lesson: String, _ step: String) {
    steps[lesson, default: [:]][step, default: StepRecord()].hints += 1
  }
  mutating func attempt(_ lesson: String, _ step: String) {
    steps[lesson, default: [:]][step, default: StepRecord()].attempts += 1
  }
  mutating func moveOn(_ lesson: String, _ step: String) {
    steps[lesson, default: [:]][step, default: StepRecord()].passedOver = true
  }
  mutating func finish(_ lesson: String) { finished.insert(lesson) }
}
