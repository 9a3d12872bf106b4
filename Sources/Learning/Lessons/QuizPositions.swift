import SandboxRuntime

/// Where authored quizzes keep their right answer. Choices are shuffled per learner, but a learner
/// nobody names and with no ``InstallSeed`` (a read-only home) sees them as written; so do the
/// transcripts recorded before the shuffle. If most right answers sat in one place, such a
/// learner could pass by always picking (a). `tutor lint` refuses that: in the whole course, and
/// in any lesson with three quizzes or more, no position may hold more than half the right answers.
enum QuizPositions {
  /// A quiz whose right answer is the authored choice at `position` (0 is (a)).
  struct Placed {
    let file: String
    let line: Int
    let step: String
    let position: Int
  }

  /// The quizzes of `entries` (lint's whole course), with their computed right answer's place;
  /// a quiz with no single right answer is left out (lint reports it on its own).
  static func placed(
    in entries: [LessonLibrary.Entry], sandboxes: SandboxList
  ) -> [(lesson: String, quiz: Placed)] {
    entries.flatMap { entry in
      entry.lesson.steps.compactMap { step -> (lesson: String, quiz: Placed)? in
        guard case .quiz(let quiz) = step.kind,
          let answer = LessonChecker.computedAnswer(
            lesson: entry.lesson, step: step, quiz: quiz, sandboxes: sandboxes),
          quiz.choices.filter({ $0 == answer }).count == 1,
          let position = quiz.choices.firstIndex(of: answer)
        else { return nil }
        let placed = Placed(
          file: entry.folder + "/lesson.md", line: step.line, step: step.id, position: position)
        return (entry.lesson.id, placed)
      }
    }
  }

  /// The problems: one for the course, and one for each lesson, whose right answers crowd one place.
  static func problems(in entries: [LessonLibrary.Entry], sandboxes: SandboxList) -> [LessonFileError] {
    let all = placed(in: entries, sandboxes: sandboxes)
    var problems: [LessonFileError] = []
    if let problem = crowding(
      all.map(\.quiz), minimum: 4, showing: { "\(all[$0].lesson)/\(all[$0].quiz.step)" })
    {
      problems.append(problem)
    }
    for entry in entries {
      let own = all.filter { $0.lesson == entry.lesson.id }.map(\.quiz)
      if let problem = crowding(own, minimum: 3, showing: { own[$0].step }) { problems.append(problem) }
    }
    return problems
  }

  /// A problem when more than half of `quizzes` (at least `minimum` of them) share a position,
  /// placed at the first of them; `showing` names the quiz at an index.
  private static func crowding(_ quizzes: [Placed], minimum: Int, showing: (Int) -> String)
    -> LessonFileError?
  {
    guard quizzes.count >= minimum else { return nil }
    let counts = Dictionary(grouping: quizzes.indices, by: { quizzes[$0].position })
    guard let (position, indices) = counts.max(by: { $0.value.count < $1.value.count }),
      indices.count * 2 > quizzes.count, let first = indices.first
    else { return nil }
    let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(min(position, 25))))
    return LessonFileError(
      file: quizzes[first].file, line: quizzes[first].line, key: "lint.quizPositions",
      [
        "count": String(indices.count), "total": String(quizzes.count), "letter": letter,
        "steps": indices.map(showing).joined(separator: ", "),
      ])
  }
}
