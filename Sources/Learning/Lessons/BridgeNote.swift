/// The note that closes every lesson: the same ideas as spelled in TCA and SwiftRex, so that a
/// learner recognises them in the code they will meet. `tutor lint` checks that the last teaching
/// step of every lesson (the last one before its code exercise) has it, in every language, as a
/// paragraph that starts with the heading in bold.
enum BridgeNote {
  /// The heading, by language.
  static let headings = ["en": "**In TCA and SwiftRex.**", "es": "**En TCA y SwiftRex.**"]

  /// Whether `body` holds the note for `language` (true for a language with no heading).
  static func present(in body: String, language: String) -> Bool {
    guard let heading = headings[language] else { return true }
    return body.contains("\n" + heading) || body.hasPrefix(heading)
  }

  /// The step that carries the note: the last one that is not the code exercise.
  static func step(of lesson: Lesson) -> LessonStep? {
    lesson.steps.last { $0.exercise == nil }
  }

  /// The problems of one lesson: a language whose last teaching step lacks the note.
  static func problems(in entry: LessonLibrary.Entry) -> [LessonFileError] {
    guard let last = step(of: entry.lesson) else { return [] }
    return entry.texts.sorted(by: { $0.key < $1.key }).compactMap { language, text in
      guard let words = text.steps[last.id], !present(in: words.body, language: language) else { return nil }
      return LessonFileError(
        file: entry.folder + "/\(language).md", line: words.line, key: "lessons.missingBridge",
        ["heading": headings[language] ?? ""])
    }
  }
}
