import Foundation
import PromptLanguage
import TutorSupport

/// The first hint after a failed test line: one that answers the failure that was just shown,
/// before the step's hint ladder. An action left unreceived points at `receive`; an effect still
/// running points at letting it finish or cancelling it (by an action, or by removing the state
/// that started it); a state that is not what the learner said names the first field that
/// differs, both values, and what to write (``DiffFirstField``) — or, when the diff does not name
/// one, points at its first line that differs.
enum FailureHint {
  /// The hint for a failed line's outputs, or nil when the failure has no hint of its own.
  static func outputs(for failure: [Output]) -> [Output]? {
    for (index, output) in failure.enumerated() {
      guard case .message(let key, let arguments, _, _) = output else { continue }
      switch key {
      case "test.failure.unreceived", "test.failure.sentBeforeReceiving":
        let action = firstPending(after: index, in: failure)
        return [say("lessons.failureHint.receive", ["action": action ?? "…"])]
      case "test.failure.nothingReceived":
        return [say("lessons.failureHint.advance", ["action": arguments["action"] ?? "…"])]
      case "test.failure.effectRunning":
        return [
          say(
            "lessons.failureHint.effectRunning",
            [
              "name": arguments["name"] ?? "run", "scope": arguments["scope"] ?? "—",
              "action": arguments["action"] ?? "…",
            ])
        ]
      case "test.failure.stateMismatch", "test.failure.unexpectedChange", "test.failure.unexpectedAction":
        if key != "test.failure.unexpectedAction", let field = firstField(after: index, in: failure) {
          return [fieldHint(field, changedUnasserted: key == "test.failure.unexpectedChange")]
        }
        guard let (expected, actual) = firstDifference(after: index, in: failure) else { return nil }
        return [
          say("lessons.failureHint.diff"),
          .code("  − " + expected, role: .diff),
          .code("  + " + actual, role: .diff),
        ]
      default:
        continue
      }
    }
    return nil
  }

  private static func say(_ key: String, _ arguments: [String: String] = [:]) -> Output {
    .message(key: key, arguments: arguments, role: .hint)
  }

  /// "the first place your block and the reducer disagree is `$0.left`: you said 2, …".
  private static func fieldHint(_ field: DiffFirstField, changedUnasserted: Bool) -> Output {
    var arguments = ["path": field.path]
    arguments["said"] = field.said
    arguments["actual"] = field.actual
    let key: String
    switch (field.said, field.actual, changedUnasserted) {
    case (.some, .some, false): key = "lessons.failureHint.field"
    case (.none, _, false): key = "lessons.failureHint.fieldAdded"
    case (_, .none, false): key = "lessons.failureHint.fieldRemoved"
    case (.some, .some, true): key = "lessons.failureHint.changed"
    case (_, _, true): key = "lessons.failureHint.changedAdded"
    }
    return say(key, arguments)
  }

  /// The first field the diff after the failure message names.
  private static func firstField(after index: Int, in outputs: [Output]) -> DiffFirstField? {
    for case .code(let diff, _) in outputs[(index + 1)...] {
      if let field = DiffFirstField.read(diff) { return field }
    }
    return nil
  }

  /// The first `  • action` line after the failure message.
  private static func firstPending(after index: Int, in outputs: [Output]) -> String? {
    for case .code(let text, _) in outputs[(index + 1)...] {
      let trimmed = text.trimmingWhitespace()
      if trimmed.hasPrefix("• ") { return String(trimmed.dropFirst(2)) }
    }
    return nil
  }

  /// The first `−` line of the diff after the failure message, and the first `+` line after it.
  static func firstDifference(after index: Int, in outputs: [Output]) -> (String, String)? {
    for case .code(let diff, _) in outputs[(index + 1)...] {
      let lines = diff.split(separator: "\n").map(String.init)
      guard let minus = lines.firstIndex(where: { $0.hasPrefix("−") }),
        let plus = lines[minus...].firstIndex(where: { $0.hasPrefix("+") })
      else { continue }
      return (clean(lines[minus]), clean(lines[plus]))
    }
    return nil
  }

  /// A diff line without its marker and indentation, and without a trailing comma.
  private static func clean(_ line: String) -> String {
    var text = line.dropFirst().trimmingWhitespace()
    if text.hasSuffix(",") { text.removeLast() }
    return text
  }
}
