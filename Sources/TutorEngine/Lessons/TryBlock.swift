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
  static func problems(lesson: Lesson, step: LessonStep, file: String) -> [LessonFileError] {
    guard !step.tryLines.isEmpty, let session = Session(lesson: step.sandbox ?? lesson.sandbox) else {
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
}
