/// How far a learner got through the course, read from their ``LearnRecord``: which lessons are
/// done, and where to pick up. A step is done when its quiz was answered, its task passed (or was
/// skipped), or — for a narrative step — when the learner moved on from it.
///
///     CourseProgress.resumePoint(library: library, progress: saved)
///     // the first unfinished step of the first unfinished lesson, or nil
public enum CourseProgress {
  /// A lesson's state, for listings.
  public enum Status: Equatable, Sendable {
    /// Every quiz answered and every task passed by the learner.
    case done
    /// Walked to the end, but `skipped` quizzes and tasks were skipped (`:skip`), not done.
    case doneWithSkips(skipped: Int)
    /// `done` of `total` tasks (explore and test steps) passed; `skipped` more were skipped.
    case inProgress(done: Int, total: Int, skipped: Int = 0)
    case notStarted
  }

  public static func status(of lesson: Lesson, record: LearnRecord) -> Status {
    let skipped = lesson.steps.filter { record.isSkipped(lesson.id, $0.id) }
    if isDone(lesson, record: record) {
      return skipped.isEmpty ? .done : .doneWithSkips(skipped: skipped.count)
    }
    guard record.steps[lesson.id] != nil || record.finished.contains(lesson.id) else { return .notStarted }
    let tasks = lesson.steps.filter(\.isTask)
    let passed = tasks.filter { record.isDone(lesson.id, $0.id) && !record.isSkipped(lesson.id, $0.id) }
    return .inProgress(
      done: passed.count, total: tasks.count,
      skipped: tasks.filter { record.isSkipped(lesson.id, $0.id) }.count)
  }

  /// Done: every task passed (or was skipped), and the lesson was walked to its end.
  public static func isDone(_ lesson: Lesson, record: LearnRecord) -> Bool {
    let tasksDone = lesson.steps.filter(\.isTask).allSatisfy { record.isDone(lesson.id, $0.id) }
    return tasksDone
      && (record.finished.contains(lesson.id) || firstUnfinishedStep(of: lesson, record: record) == nil)
  }

  /// The first step not done yet, or nil when every step is. Narrative steps before `readUpTo`
  /// (where the learner last stood) count as read.
  public static func firstUnfinishedStep(of lesson: Lesson, record: LearnRecord, readUpTo: Int = 0) -> Int? {
    lesson.steps.indices.first { index in
      let step = lesson.steps[index]
      if case .narrative = step.kind, index < readUpTo { return false }
      return !record.isDone(lesson.id, step.id)
    }
  }

  /// The steps that are checked (quizzes and tasks) and not done yet.
  public static func undoneChecks(of lesson: Lesson, record: LearnRecord) -> [LessonStep] {
    lesson.steps.filter { step in
      if case .narrative = step.kind { return false }
      return !record.isDone(lesson.id, step.id)
    }
  }

  /// Where a lesson starts when the learner opens it: its first unfinished step; the first step
  /// of a lesson already done (to go over it again).
  /// - Parameter position: where the learner last stood in this lesson, if they did.
  public static func startStep(of lesson: Lesson, record: LearnRecord, position: Int? = nil) -> Int {
    guard !isDone(lesson, record: record) else { return 0 }
    return firstUnfinishedStep(of: lesson, record: record, readUpTo: position ?? 0) ?? 0
  }

  /// Where bare `tutor` picks up: the lesson last open, unless it is done; then the next
  /// unfinished lesson of the course. Nil on a first run, or when every lesson is done.
  public static func resumePoint(library: LessonLibrary, progress: LearnerProgress) -> LearnerProgress
    .Position?
  {
    let entries = library.entries
    guard progress.current != nil || !progress.record.steps.isEmpty else { return nil }
    let currentIndex = progress.current.flatMap { current in
      entries.firstIndex { $0.lesson.id == current.lesson }
    }
    let order: [LessonLibrary.Entry]
    if let currentIndex {
      order = Array(entries[currentIndex...]) + entries[..<currentIndex]
    } else {
      order = entries
    }
    guard let next = order.first(where: { !isDone($0.lesson, record: progress.record) }) else { return nil }
    let position = progress.current?.lesson == next.lesson.id ? progress.current?.step : nil
    return LearnerProgress.Position(
      lesson: next.lesson.id, step: startStep(of: next.lesson, record: progress.record, position: position))
  }

  /// The lesson after `id` in the course, if any.
  public static func lesson(after id: String, in library: LessonLibrary) -> LessonLibrary.Entry? {
    guard let index = library.entries.firstIndex(where: { $0.lesson.id == id }),
      index + 1 < library.entries.count
    else { return nil }
    return library.entries[index + 1]
  }
}
