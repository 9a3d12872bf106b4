import Foundation
import PromptLanguage
import TutorSupport

/// Completes a value being typed (an action, or the right side of an assertion) by asking the
/// sandbox's own decoder: a probe value with a made-up case where the cursor is must fail with
/// "no such case", and that error lists the cases valid there. So completion offers exactly what
/// the decoder then accepts, at any depth, for any feature.
struct ValueCompletion {
  /// The made-up case name put where the cursor is.
  static let sentinel = "__tutorCompletion__"

  /// The decoder's verdict on a whole value: nil when it is accepted.
  let problem: (Value) -> InputError?
  /// The element ids (as typed) of the collection addressed by the open cases, for `id:`.
  let ids: (_ frames: [OpenBrackets.Frame]) -> [String]

  /// Whole candidates for the end of `typed`, to be matched against the part being typed.
  /// The cases of a stack action that take an `id:` of the stack: `.push(id:state:)` (the next
  /// id) and `.popFrom(id:)` (one the stack holds).
  static let stackCases: Set<String> = ["push", "popFrom"]

  func completions(_ typed: String) -> (partial: String, candidates: [String]) {
    let open = OpenBrackets(typed)
    guard !open.inString else {
      if let frame = open.frames.last, frame.label == "id", frame.caseName == "element" {
        let partial = argumentText(typed, frame)
        return (partial, ids(Array(open.frames.dropLast())))
      }
      if let frame = open.frames.last, frame.label == "id", Self.stackCases.contains(frame.caseName ?? "") {
        return (argumentText(typed, frame), ids(open.frames))
      }
      return ("", [])
    }
    let partial = Self.trailingCaseName(typed)
    if let partial {
      let before = String(typed.dropLast(partial.count))
      return (partial, cases(before: before, closers: open.closers))
    }
    guard let frame = open.frames.last, frame.opener == "(" else { return ("", []) }
    let argument = argumentText(typed, frame)
    if frame.label == "id", frame.caseName == "element" {
      return (argument, ids(Array(open.frames.dropLast())))
    }
    // A stack's `.push(id: ` and `.popFrom(id: `: the frames up to the case, which says which.
    if frame.label == "id", Self.stackCases.contains(frame.caseName ?? "") {
      return (argument, ids(open.frames))
    }
    guard argument.allSatisfy(Lexer.isIdentifierPart) else { return ("", []) }
    let before = String(typed.dropLast(argument.count))
    if frame.label != nil {
      return (argument, argument.isEmpty ? cases(before: before, closers: open.closers) : [])
    }
    // At the start of an argument: its label, or (unlabelled) the cases it takes.
    return (
      argument, labels(before: before, closers: open.closers) + cases(before: before, closers: open.closers)
    )
  }

  /// `.ti` at the end of `…action: .ti`; nil when the text does not end in a case being typed.
  static func trailingCaseName(_ text: String) -> String? {
    let name = text.reversed().prefix(while: Lexer.isIdentifierPart)
    let rest = text.dropLast(name.count)
    guard rest.last == "." else { return nil }
    // `Row.State` or `$0.rows` are not cases: a case's dot follows a separator or an opener.
    let before = rest.dropLast().last
    guard before == nil || before == " " || "(,:[=".contains(before!) else { return nil }
    return "." + String(name.reversed())
  }

  private func argumentText(_ typed: String, _ frame: OpenBrackets.Frame) -> String {
    var text = String(Array(typed)[frame.argumentStart...])
    if let label = frame.label, let colon = text.firstIndex(of: ":"),
      text[..<colon].trimmingWhitespace() == label
    {
      text = String(text[text.index(after: colon)...])
    }
    return String(text.drop(while: \.isWhitespace))
  }

  /// The cases valid where `before` ends, as `.name(` for cases with a payload, `.name` without.
  private func cases(before: String, closers: String) -> [String] {
    guard let valid = validCases(before + "." + Self.sentinel + closers) else { return [] }
    return valid.map { name in
      let probe = try? ExpressionParser.parseValue(before + "." + name + closers).value
      if let probe, case .missingArgument(name, _)? = problem(probe)?.kind { return "." + name + "(" }
      return "." + name
    }
  }

  private func validCases(_ text: String) -> [String]? {
    guard let probe = try? ExpressionParser.parseValue(text).value,
      case .unknownCase(Self.sentinel, _, let valid)? = problem(probe)?.kind
    else { return nil }
    return valid
  }

  /// The label the case being typed needs next, as `label: `.
  private func labels(before: String, closers: String) -> [String] {
    var text = before.trimmingWhitespace()
    if text.hasSuffix(",") { text.removeLast() }
    guard let probe = try? ExpressionParser.parseValue(text + closers).value,
      case .missingArgument(_, let label?)? = problem(probe)?.kind
    else { return [] }
    return [label + ": "]
  }
}
