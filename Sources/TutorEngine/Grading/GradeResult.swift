/// What grading one transcript found.
public struct GradeResult: Equatable, Sendable {
  public enum Status: String, Equatable, Sendable {
    case pass, fail, skipped
  }

  /// One task of the lesson.
  public struct Task: Equatable, Sendable {
    public let lesson: String
    public let step: String
    /// 1-based, in lesson order.
    public let number: Int
    public let status: Status
    /// Lines that failed while working on it.
    public let attempts: Int
    /// The first failure, as the learner saw it (rendered in the grader's language).
    public let firstFailure: String?
  }

  /// The transcript's path, as given.
  public let file: String
  public let lesson: String?
  public let tasks: [Task]
  /// Set when the transcript could not be graded at all.
  public let error: String?

  public var points: Int { tasks.filter { $0.status == .pass }.count }
  public var possible: Int { tasks.count }
  public var passed: Bool { error == nil && points == possible }
}
