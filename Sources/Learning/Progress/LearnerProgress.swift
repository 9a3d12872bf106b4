/// A learner's progress, saved between runs: what they did, and where they stopped.
public struct LearnerProgress: Codable, Equatable, Sendable {
  /// Where the learner stopped.
  public struct Position: Codable, Equatable, Sendable {
    public var lesson: String
    public var step: Int

    public init(lesson: String, step: Int) {
      self.lesson = lesson
      self.step = step
    }
  }

  /// The file format's version.
  public var version = 1
  public var record = LearnRecord()
  public var current: Position?
  /// The language last used.
  public var language: String?

  public init() {}
}
