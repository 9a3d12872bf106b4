/// Why a quiz's wrong choice is wrong: a `### wrong <choice>` (Spanish: `### incorrecta
/// <choice>`) subsection of a quiz step in `<lang>.md`. Each wrong choice carries its own note,
/// shown when a learner picks it; `tutor lint` checks that every wrong choice has one in every
/// language, and that no note names a choice the quiz does not have.
///
///     ### wrong "sw" "sw"
///     That is what a screen with cancellation shows. Here nothing cancelled the first request…
enum ChoiceNote {
  /// The words that open a note's heading, in any language.
  static let headings = ["wrong", "incorrecta"]

  /// The choice a subsection heading names (`wrong 1 -1 4` → `1 -1 4`), or nil when the heading
  /// is not a note's.
  static func choice(inHeading heading: String) -> String? {
    for word in headings where heading.hasPrefix(word + " ") {
      let choice = heading.dropFirst(word.count + 1).trimmingWhitespace()
      return choice.isEmpty ? nil : choice
    }
    return nil
  }

  /// The lint problems of one quiz step's notes in one language: a wrong choice without a note,
  /// a note for the right choice, a note for no choice at all.
  static func problems(
    quiz: Quiz, answer: String?, words: LessonText.StepText, step: String, file: String
  ) -> [LessonFileError] {
    var problems: [LessonFileError] = []
    for choice in quiz.choices where choice != answer && words.choiceNotes[choice] == nil {
      problems.append(
        LessonFileError(
          file: file, line: words.line, key: "lessons.missingChoiceNote", ["step": step, "choice": choice]))
    }
    for choice in words.choiceNotes.keys.sorted() {
      if !quiz.choices.contains(choice) {
        problems.append(
          LessonFileError(
            file: file, line: words.line, key: "lessons.unknownChoiceNote", ["step": step, "choice": choice]))
      } else if choice == answer {
        problems.append(
          LessonFileError(
            file: file, line: words.line, key: "lessons.rightChoiceNote", ["step": step, "choice": choice]))
      }
    }
    return problems
  }
}
