/// The list of lessons, in the learner's language, with how far the learner got.
public enum LessonListing {
  public static func outputs(library: LessonLibrary, language: String, record: LearnRecord = LearnRecord())
    -> [Output]
  {
    var outputs: [Output] = [.message(key: "learn.lessonsHeader", role: .heading)]
    for (index, entry) in library.entries.enumerated() {
      let text = entry.text(language)
      let tasks = entry.lesson.steps.filter(\.isTask)
      let done = tasks.filter { record.isDone(entry.lesson.id, $0.id) }.count
      let status: String
      if record.finished.contains(entry.lesson.id) || (!tasks.isEmpty && done == tasks.count) {
        status = "learn.status.done"
      } else if record.steps[entry.lesson.id] != nil {
        status = "learn.status.inProgress"
      } else {
        status = "learn.status.notStarted"
      }
      outputs.append(
        .message(
          key: "learn.lessonLine",
          arguments: [
            "n": String(index + 1), "id": entry.lesson.id, "title": text?.title ?? entry.lesson.id,
            "summary": text?.summary ?? "", "status": Output.localized(status),
          ]))
    }
    return outputs
  }
}
