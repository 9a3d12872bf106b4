import SandboxRuntime
import TutorSupport

/// A course that leads on: the end of a lesson, the next one, and opening a lesson by number or
/// id from `:lessons`.
extension LearnSession {
  /// After the last step: the lesson is done only when every quiz and task is; then Enter
  /// opens the next lesson.
  func endLesson() -> [Output] {
    lessonEnded = true
    var outputs: [Output] = []
    let undone = CourseProgress.undoneChecks(of: lesson, record: record)
    if undone.isEmpty {
      record.finish(lesson.id)
      outputs.append(.message(key: "learn.lessonDone", arguments: ["title": title], role: .success))
    } else {
      outputs.append(
        .message(
          key: "flow.lessonEndUndone",
          arguments: ["title": title, "steps": undone.map(stepLabel).joined(separator: ", ")],
          count: undone.count, role: .hint))
    }
    if let next = CourseProgress.lesson(after: lesson.id, in: library) {
      outputs.append(
        .message(
          key: "flow.nextLesson", arguments: ["title": next.text(language)?.title ?? next.lesson.id],
          role: .hint))
    } else {
      let courseDone = library.entries.allSatisfy { CourseProgress.isDone($0.lesson, record: record) }
      outputs.append(.message(key: courseDone ? "flow.courseDone" : "flow.courseEnd", role: .hint))
    }
    return outputs
  }

  /// `n/total` and the step's id, as the learner sees it in the header.
  private func stepLabel(_ step: LessonStep) -> String {
    let number = (lesson.steps.firstIndex(of: step) ?? 0) + 1
    return "\(number) (\(step.id))"
  }

  /// Enter (or `:next`) after the end of a lesson.
  func openNextLesson() -> PromptReply {
    guard let next = CourseProgress.lesson(after: lesson.id, in: library) else {
      return PromptReply(outputs: [.message(key: "flow.noNextLesson", role: .hint)])
    }
    return start(next)
  }

  /// Opens the lesson `choice` names: its number in `:lessons`, or its id. Nil when it names none.
  func open(_ choice: String) -> PromptReply? {
    let entries = library.entries
    if let number = Int(choice), entries.indices.contains(number - 1) { return start(entries[number - 1]) }
    if let entry = library.entry(choice) { return start(entry) }
    return nil
  }

  func unknownLesson(_ choice: String) -> PromptReply {
    let suggestion = EditDistance.nearest(to: choice, among: library.ids)
    return PromptReply(
      outputs: [
        .message(
          key: suggestion == nil ? "flow.unknownLesson" : "flow.unknownLessonSuggestion",
          arguments: [
            "lesson": choice, "suggestion": suggestion ?? "", "count": String(library.entries.count),
          ])
      ], rejected: true)
  }

  /// Leaves this lesson (a test left open is left unfinished) and opens `entry` at its first
  /// unfinished step.
  func start(_ entry: LessonLibrary.Entry) -> PromptReply {
    let left = leaveTest()
    self.entry = entry
    stepIndex = CourseProgress.startStep(of: entry.lesson, record: record)
    return PromptReply(
      outputs: left + [.message(key: "learn.lessonTitle", arguments: ["title": title], role: .heading)]
        + enterStep())
  }
}
