extension GradeResult.Task {
  /// One task or quiz worked on in two sittings (two `learn` parts of a transcript, or two
  /// transcripts of one student): a task passed in any sitting is passed; a quiz keeps its first
  /// answer; attempts and hints add up; the first failure and the code are kept in order.
  static func merged(_ earlier: Self, later: Self) -> Self {
    var merged = earlier
    merged.attempts += later.attempts
    merged.hints += later.hints
    merged.code += later.code
    merged.firstFailure = earlier.firstFailure ?? later.firstFailure
    switch earlier.kind {
    case .task:
      merged.status = rank(later.status) > rank(earlier.status) ? later.status : earlier.status
    case .quiz:
      if earlier.status == .notDone {
        merged.status = later.status
        merged.chosen = later.chosen
      }
    }
    return merged
  }

  /// Which of two sittings' verdicts stands: passed over skipped over failed over not done.
  private static func rank(_ status: GradeResult.Status) -> Int {
    switch status {
    case .pass: 3
    case .skipped: 2
    case .fail: 1
    case .notDone: 0
    }
  }
}
