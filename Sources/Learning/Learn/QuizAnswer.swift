import Foundation
import PromptLanguage
import SandboxRuntime

/// How a line typed at an unanswered quiz is read: a choice (by its letter, or by its values
/// written out), a line for the sandbox (an action or a command: the quiz may be tried out
/// first), or neither. A bare number is a value, never a position: `2` is not choice b.
///
///     QuizAnswer.read("2 −1 4", choices: ["1 -1 4", "2 -1 4"])   // .choice(1)
///     QuizAnswer.read("b)", choices: ["1 -1 4", "2 -1 4"])       // .choice(1)
///     QuizAnswer.read("two", choices: ["1 -1 4", "2 -1 4"])      // .unclear
package enum QuizAnswer: Equatable {
  case choice(Int)
  case sandboxLine
  case unclear

  package static func read(_ line: String, choices: [String]) -> QuizAnswer {
    let answer = line.trimmingWhitespace()
    let given = values(answer)
    if !given.isEmpty, let index = choices.firstIndex(where: { sameValues(values($0), given) }) {
      return .choice(index)
    }
    if let index = letterIndex(answer, count: choices.count) { return .choice(index) }
    if answer.hasPrefix("."), case .success = PromptCommandParser.parse(answer) { return .sandboxLine }
    guard !startsLikeAValue(answer) else { return .unclear }
    switch PromptCommandParser.parse(answer) {
    case .success, .failure(.unknownCommand(_, suggestion: _?)): return .sandboxLine
    case .failure: break
    }
    return .unclear
  }

  /// The values of an answer, spelled one way: `−`, `–` and a lone `-` before a number become a
  /// minus sign, commas and brackets separate, `true`/`True` are one.
  static func values(_ text: String) -> [String] {
    var text = text
    for dash in ["−", "–", "—"] { text = text.replacingOccurrences(of: dash, with: "-") }
    let words = text.split { $0.isWhitespace || ",;()[]{}".contains($0) }.map(String.init)
    var values: [String] = []
    var pendingMinus = false
    for word in words {
      if word == "-" {
        pendingMinus = true
        continue
      }
      values.append((pendingMinus ? "-" : "") + word.lowercased())
      pendingMinus = false
    }
    if pendingMinus { values.append("-") }
    return values
  }

  private static func sameValues(_ a: [String], _ b: [String]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        if let x = Double(x.replacingOccurrences(of: "_", with: "")),
          let y = Double(y.replacingOccurrences(of: "_", with: ""))
        {
          return x == y
        }
        return x == y
          || x.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            == y
            .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      }
  }

  /// `a`, `B`, `c)`, `(a)`, `a.` → the choice's index.
  private static func letterIndex(_ answer: String, count: Int) -> Int? {
    let letter = answer.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "(). "))
    guard letter.count == 1, let scalar = letter.unicodeScalars.first, ("a"..."z").contains(scalar)
    else { return nil }
    let index = Int(scalar.value) - 97
    return index < count ? index : nil
  }

  private static func startsLikeAValue(_ answer: String) -> Bool {
    guard let first = answer.first else { return false }
    return first.isNumber || first == "-" || first == "−" || first == "\""
  }

  /// The "answer with a, b or c, or the values" reply.
  static func unclearReply(choices: [String]) -> PromptReply {
    let letters = (0..<choices.count).map(QuizChoice.letter)
    return PromptReply(
      outputs: [
        .message(
          key: "prompt.quiz.answerWith",
          arguments: [
            "letters": letters.dropLast().joined(separator: ", "), "last": letters.last ?? "a",
            "example": choices.first ?? "",
          ], role: .hint)
      ], rejected: true)
  }
}
