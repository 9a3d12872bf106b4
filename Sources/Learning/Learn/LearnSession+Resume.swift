import SandboxRuntime

/// A `# step: lesson/step` marker in a transcript: where the recorded session was when the lines
/// after it were typed. A session resumed in a later sitting opens at the learner's saved step,
/// and its transcript starts with that marker; replaying, running and grading follow it, so that
/// a test passed on day 2 is graded as that test, not as the step 1 the transcript's engine
/// would otherwise start at.
extension LearnSession {
  /// The `lesson/step` a marker line names, or nil when the line is not one.
  public static func stepMarker(in line: String) -> (lesson: String, step: String)? {
    guard line.hasPrefix("# step:") else { return nil }
    let name = line.dropFirst("# step:".count).trimmingWhitespace()
    let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    return (parts[0], parts[1])
  }

  /// Goes to the step a marker names, when the session is elsewhere (a test left open there is
  /// left unfinished); nil when it is there already, or the marker names no step of the course.
  public func resume(atMarker line: String) -> PromptReply? {
    guard let (lessonID, stepID) = Self.stepMarker(in: line) else { return nil }
    let orders = send(.resume(lesson: lessonID, step: stepID))
    guard !orders.isEmpty else { return nil }
    var reply = PromptReply(outputs: [])
    carryOut(orders, into: &reply)
    return reply
  }
}
