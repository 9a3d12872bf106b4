/// The words of a lesson in one language, read from `lessons/<id>/<lang>.md`.
public struct LessonText: Equatable, Sendable {
  public let language: String
  /// The lesson's title.
  public let title: String
  /// One line for the list of lessons.
  public let summary: String
  /// Each step's words, by step id.
  public let steps: [String: StepText]

  /// What a learner reads in one step.
  public struct StepText: Equatable, Sendable {
    /// The body: explanation, question or task.
    public let body: String
    /// The hint ladder, each more concrete than the last.
    public let hints: [String]
    /// Shown once a quiz is answered or a task done.
    public let explanation: String?
    /// Where the step's text starts, for messages.
    public let line: Int
    /// A quiz's wrong choices, each with why it is wrong (`### wrong <choice>`), by choice.
    public var choiceNotes: [String: String] = [:]
  }
}
