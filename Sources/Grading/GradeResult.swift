/// What grading one transcript found: every task and quiz of the lessons it worked on, or why it
/// could not be graded. Codable, so that shards of a class can be merged (`tutor grade --merge`).
public struct GradeResult: Codable, Equatable, Sendable {
  public enum Status: String, Codable, Equatable, Sendable {
    /// Done (a task), or answered right the first time (a quiz).
    case pass
    /// Tried and not done, or a quiz answered wrong first.
    case fail
    /// The reference solution was shown before it was done.
    case skipped
    /// Never tried.
    case notDone
  }

  public enum Kind: String, Codable, Equatable, Sendable {
    case task, quiz
  }

  /// One task or quiz of a lesson.
  public struct Task: Codable, Equatable, Sendable {
    public var kind: Kind = .task
    public let lesson: String
    public let step: String
    /// 1-based within the lesson, counting tasks and quizzes apart.
    public let number: Int
    public var status: Status
    /// Failed lines while working on it (input the parser rejected does not count).
    public var attempts = 0
    public var hints = 0
    /// What the learner typed on this step, line by line (shown safely by every report).
    public var code: [String] = []
    /// The first failure, as the learner saw it (rendered in the grader's language).
    public var firstFailure: String?
    /// A quiz: the first answer chosen, and the right one.
    public var chosen: String?
    public var answer: String?

    public var passed: Bool { status == .pass }
    /// `lesson/step`
    public var name: String { lesson + "/" + step }
  }

  /// The transcript's path, as given.
  public let file: String
  /// The lessons graded, in the order the transcript worked on them.
  public let lessons: [String]
  /// Tasks and quizzes, lesson by lesson.
  public let entries: [Task]
  /// Set when the transcript could not be graded at all.
  public let error: String?

  public init(file: String, lessons: [String], entries: [Task], error: String?) {
    self.file = file
    self.lessons = lessons
    self.entries = entries
    self.error = error
  }

  /// A transcript that could not be graded.
  static func failure(_ file: String, lesson: String? = nil, _ message: String) -> GradeResult {
    GradeResult(file: file, lessons: lesson.map { [$0] } ?? [], entries: [], error: message)
  }

  public var lesson: String? { lessons.first }
  public var tasks: [Task] { entries.filter { $0.kind == .task } }
  public var quizzes: [Task] { entries.filter { $0.kind == .quiz } }
  /// Tasks and quizzes passed: quizzes count like tasks.
  public var points: Int { entries.filter(\.passed).count }
  public var possible: Int { entries.count }
  public var passed: Bool { error == nil && points == possible }
  /// The student's name for reports: the file name without its folder and extension.
  public var student: String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
