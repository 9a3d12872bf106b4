import Foundation
import SandboxRuntime

/// The `try:` block of a narrative step: the prompt lines its text suggests trying, which
/// `tutor demo` types out for a class.
///
///     ## crew
///     kind: narrative
///     try:
///         .left(.inc)
///         state
enum TryBlock {
  /// The block's lines; only a narrative step may have one (a task has its `solution:`).
  static func lines(
    _ block: [String]?, step: LessonStep, fail: (Int, String, [String: String]) -> LessonFileError
  ) throws(LessonFileError) -> [String] {
    guard let block else { return [] }
    guard case .narrative = step.kind else {
      throw fail(step.line, "surface.lint.tryOnlyNarrative", ["step": step.id])
    }
    guard !block.isEmpty else { throw fail(step.line, "surface.lint.tryEmpty", ["step": step.id]) }
    return block
  }

  /// Lines of the block that the step's sandbox cannot read, each a problem. A line that reads
  /// but fails (a test the text means to fail, a scope the text means to refuse) is fine.
  static func problems(
    lesson: Lesson, step: LessonStep, file: String, sandboxes: SandboxList
  ) -> [LessonFileError] {
    guard !step.tryLines.isEmpty,
      let session = Session(lesson: step.sandbox ?? lesson.sandbox, sandboxes: sandboxes)
    else {
      return []
    }
    for line in step.setup { session.handle(line) }
    var problems: [LessonFileError] = []
    for line in step.tryLines {
      let reply = session.handle(line)
      let refused = reply.outputs.contains {
        if case .inputError = $0 { return true }
        return false
      }
      if refused {
        problems.append(
          LessonFileError(
            file: file, line: step.line, key: "surface.lint.tryUnreadable", ["step": step.id, "line": line]))
      }
    }
    return problems
  }

  /// Try lines a language's text of the step does not mention: the text must suggest exactly
  /// what the demo types (as `code`, or on an indented line of its own).
  static func textProblems(in entry: LessonLibrary.Entry) -> [LessonFileError] {
    var problems: [LessonFileError] = []
    for (language, text) in entry.texts.sorted(by: { $0.key < $1.key }) {
      for step in entry.lesson.steps where !step.tryLines.isEmpty {
        guard let words = text.steps[step.id] else { continue }
        let code = Set(codeSpans(words.body))
        var seen: Set<String> = []
        for line in step.tryLines where !code.contains(line) && seen.insert(line).inserted {
          problems.append(
            LessonFileError(
              file: entry.folder + "/\(language).md", line: words.line, key: "surface.lint.tryNotInText",
              ["step": step.id, "line": line]))
        }
      }
    }
    return problems
  }

  /// The `code` spans of a text, and its indented lines, trimmed.
  static func codeSpans(_ text: String) -> [String] {
    var spans: [String] = []
    for line in text.split(separator: "\n") where line.hasPrefix("    ") {
      spans.append(line.trimmingWhitespace())
    }
    let joined = text.split(separator: "\n").joined(separator: " ")
    for (index, part) in joined.split(separator: "`", omittingEmptySubsequences: false).enumerated()
    where index % 2 == 1 {
      spans.append(part.trimmingWhitespace())
    }
    return spans
  }
}
