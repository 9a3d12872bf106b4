/// Reads `lessons/<id>/<lang>.md`: a lesson's words in one language.
///
///     # Composing reducers
///     summary: Two counters in one parent, and why each sees only its own actions.
///
///     ## intro
///     Prose, in short paragraphs.
///
///     ### hint
///     The first, gentlest hint.
///
///     ### hint
///     A more concrete one.
///
///     ### explain
///     Shown once the step is done.
enum LessonTextParser {
  static func parse(language: String, file: String, text: String) throws(LessonFileError) -> LessonText {
    let parsed = LessonFileLines(file: file, text: text)
    func fail(_ line: Int, _ key: String, _ arguments: [String: String] = [:]) -> LessonFileError {
      LessonFileError(file: file, line: line, key: key, arguments)
    }
    var title: String?
    var summary = ""
    for line in parsed.head.lines where !line.text.trimmingWhitespace().isEmpty {
      if line.text.hasPrefix("# ") {
        title = line.text.dropFirst(2).trimmingWhitespace()
      } else if let (key, value) = LessonParser.keyValue(line.text), key == "summary" {
        summary = value
      } else {
        throw fail(line.number, "lint.textBeforeFirstStep", ["line": line.text])
      }
    }
    guard let title else { throw fail(1, "lint.missingTitle", ["id": file]) }
    var steps: [String: LessonText.StepText] = [:]
    for section in parsed.sections {
      guard steps[section.name] == nil else {
        throw fail(section.line, "lint.duplicateStep", ["step": section.name])
      }
      var body: [String] = []
      var hints: [[String]] = []
      var explanation: [String]?
      var notes: [(choice: String, lines: [String])] = []
      var current = "body"
      for line in section.lines {
        if line.text.hasPrefix("### ") {
          let name = line.text.dropFirst(4).trimmingWhitespace()
          switch name {
          case "hint", "pista":
            hints.append([])
            current = "hint"
          case "explain", "explicación":
            explanation = []
            current = "explain"
          case _ where ChoiceNote.choice(inHeading: name) != nil:
            notes.append((ChoiceNote.choice(inHeading: name) ?? "", []))
            current = "note"
          default:
            throw fail(line.number, "lint.unknownSubsection", ["name": name])
          }
          continue
        }
        switch current {
        case "hint": hints[hints.count - 1].append(line.text)
        case "explain": explanation?.append(line.text)
        case "note": notes[notes.count - 1].lines.append(line.text)
        default: body.append(line.text)
        }
      }
      var noteTexts: [String: String] = [:]
      for note in notes {
        guard noteTexts[note.choice] == nil else {
          throw fail(
            section.line, "lessons.duplicateChoiceNote", ["step": section.name, "choice": note.choice])
        }
        noteTexts[note.choice] = tidy(note.lines)
      }
      steps[section.name] = LessonText.StepText(
        body: tidy(body), hints: hints.map(tidy), explanation: explanation.map(tidy), line: section.line,
        choiceNotes: noteTexts)
    }
    return LessonText(language: language, title: title, summary: summary, steps: steps)
  }

  /// Drops blank lines at both ends.
  private static func tidy(_ lines: [String]) -> String {
    var lines = lines
    while lines.first?.trimmingWhitespace().isEmpty == true { lines.removeFirst() }
    while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
