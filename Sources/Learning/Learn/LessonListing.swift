import TutorSupport

/// The list of lessons, numbered, in the learner's language, with how far the learner got:
/// done, in progress (k of n tasks), or not started.
public enum LessonListing {
  public static func outputs(library: LessonLibrary, language: String, record: LearnRecord = LearnRecord())
    -> [Output]
  {
    // A course folder's lessons are headed by its title; the built-in course's as always.
    var outputs: [Output] = [
      library.manifest.flatMap { manifest in
        manifest.id == CourseManifest.builtInID
          ? nil
          : .message(
            key: "course.lessonsHeader", arguments: ["title": manifest.title(language)], role: .heading)
      } ?? .message(key: "learn.lessonsHeader", role: .heading)
    ]
    for (index, entry) in library.entries.enumerated() {
      let text = entry.text(language)
      var arguments = [
        "n": String(index + 1), "id": entry.lesson.id, "title": text?.title ?? entry.lesson.id,
        "summary": text?.summary ?? "",
      ]
      switch CourseProgress.status(of: entry.lesson, record: record) {
      case .done:
        arguments["status"] = Output.localized("learn.status.done")
        outputs.append(.message(key: "learn.lessonLine", arguments: arguments))
      case .notStarted:
        arguments["status"] = Output.localized("learn.status.notStarted")
        outputs.append(.message(key: "learn.lessonLine", arguments: arguments))
      case .doneWithSkips(let skipped):
        outputs.append(.message(key: "learn.lessonLineDoneWithSkips", arguments: arguments, count: skipped))
      case .inProgress(let done, let total, let skipped):
        arguments["done"] = String(done)
        arguments["skipped"] = String(skipped)
        let key = skipped == 0 ? "flow.lessonLineInProgress" : "flow.lessonLineInProgressSkipped"
        outputs.append(.message(key: key, arguments: arguments, count: total))
      }
    }
    return outputs
  }
}
