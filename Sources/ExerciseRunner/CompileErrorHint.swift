import TutorSupport

/// The first `:hint` after an exercise that does not compile: about the compiler's first error,
/// in the learner's words, before the step's ladder (whose rungs are about the exercise, and
/// would not help a learner stuck on a missing brace). Later errors often follow from the first,
/// so only the first is explained.
package enum CompileErrorHint {
  /// The hint for `diagnostics` (nil when none is an error).
  package static func outputs(for diagnostics: [CompilerDiagnostic]) -> [Output]? {
    guard let first = diagnostics.first(where: { $0.severity == "error" }) else { return nil }
    var arguments = ["line": String(first.line), "message": first.message]
    let key: String
    let message = first.message
    if let name = quoted(message, after: "cannot find '") {
      arguments["name"] = name
      key = "exercise.compileHint.unknownName"
    } else if message.contains("conform to 'CasePathable'") {
      key = "exercise.compileHint.casePathable"
    } else if message.contains("is not marked with 'try'") || message.contains("not handled") {
      key = "exercise.compileHint.try"
    } else if message.hasPrefix("switch must be exhaustive") {
      key = "exercise.compileHint.exhaustive"
    } else if message.hasPrefix("missing return") {
      key = "exercise.compileHint.missingReturn"
    } else if message.hasPrefix("expected ") || message.contains("extraneous '}'") {
      key = "exercise.compileHint.syntax"
    } else if message.hasPrefix("cannot convert value of type")
      || message.contains("cannot assign value of type")
    {
      key = "exercise.compileHint.types"
    } else if message.contains("Sendable") || message.contains("data race") {
      key = "exercise.compileHint.sendable"
    } else {
      key = "exercise.compileHint.other"
    }
    return [.message(key: key, arguments: arguments, role: .hint)]
  }

  /// The text between `prefix` and the next `'`: `x` in "cannot find 'x' in scope".
  private static func quoted(_ message: String, after prefix: String) -> String? {
    guard let start = message.range(of: prefix)?.upperBound,
      let end = message[start...].firstIndex(of: "'")
    else { return nil }
    return String(message[start..<end])
  }
}
