import TutorSupport

/// A course that leads on: the end of a lesson, the next one, opening a lesson by number or id
/// from `:lessons`, and going to a transcript's `# step:` marker.
extension LearnFlow {
  /// After the last step: the lesson is done only when every quiz and task is; then Enter
  /// opens the next lesson.
  func endLesson(_ state: inout State) {
    guard let lesson = entry(state)?.lesson else { return }
    state.place = .at(.pastEnd(lastStep: state.progress))
    var outputs: [Output] = []
    let title = title(state)
    let undone = CourseProgress.undoneChecks(of: lesson, record: state.record)
    if undone.isEmpty {
      state.record.finish(lesson.id)
      outputs.append(.message(key: "learn.lessonDone", arguments: ["title": title], role: .success))
    } else {
      let labels = undone.map { step in
        "\((lesson.steps.firstIndex(of: step) ?? 0) + 1) (\(step.id))"
      }
      outputs.append(
        .message(
          key: "flow.lessonEndUndone", arguments: ["title": title, "steps": labels.joined(separator: ", ")],
          count: undone.count, role: .hint))
    }
    if let next = CourseProgress.lesson(after: lesson.id, in: library) {
      outputs.append(
        .message(
          key: "flow.nextLesson", arguments: ["title": next.text(state.language)?.title ?? next.lesson.id],
          role: .hint))
    } else {
      let courseDone = library.entries.allSatisfy { CourseProgress.isDone($0.lesson, record: state.record) }
      outputs.append(.message(key: courseDone ? "flow.courseDone" : "flow.courseEnd", role: .hint))
    }
    state.orders.append(.show(outputs))
  }

  /// Enter (or `:next`) after the end of a lesson.
  func openNextLesson(_ state: inout State) {
    guard let next = CourseProgress.lesson(after: state.lessonID, in: library) else {
      return show(.message(key: "flow.noNextLesson", role: .hint), in: &state)
    }
    start(next, in: &state)
  }

  /// Opens the lesson `choice` names: its number in `:lessons`, or its id. False when it names
  /// none.
  func open(_ choice: String, in state: inout State) -> Bool {
    let entries = library.entries
    if let number = Int(choice), entries.indices.contains(number - 1) {
      start(entries[number - 1], in: &state)
      return true
    }
    guard let entry = library.entry(choice) else { return false }
    start(entry, in: &state)
    return true
  }

  func unknownLesson(_ choice: String, in state: inout State) {
    let suggestion = EditDistance.nearest(to: choice, among: library.ids)
    show(
      .message(
        key: suggestion == nil ? "flow.unknownLesson" : "flow.unknownLessonSuggestion",
        arguments: [
          "lesson": choice, "suggestion": suggestion ?? "", "count": String(library.entries.count),
        ]),
      in: &state)
    state.orders.append(.reject)
  }

  /// Leaves this lesson (a test left open is left unfinished) and opens `entry` at its first
  /// unfinished step.
  func start(_ entry: LessonLibrary.Entry, in state: inout State) {
    state.orders.append(.leaveTest)
    state.lessonID = entry.lesson.id
    state.stepIndex = CourseProgress.startStep(of: entry.lesson, record: state.record)
    show(.message(key: "learn.lessonTitle", arguments: ["title": title(state)], role: .heading), in: &state)
    enterStep(&state)
  }

  /// Goes to the step a transcript's marker names, when the session is elsewhere (a test left
  /// open there is left unfinished); no orders when it is there already, or the marker names no
  /// step of the course.
  func resume(_ lessonID: String, _ stepID: String, in state: inout State) {
    guard lessonID != state.lessonID || stepID != step(state)?.id,
      let target = library.entry(lessonID),
      let index = target.lesson.steps.firstIndex(where: { $0.id == stepID })
    else { return }
    state.orders.append(.leaveTest)
    if lessonID != state.lessonID { start(target, in: &state) }
    state.stepIndex = index
    enterStep(&state)
  }
}
