import Foundation
import TutorSupport

/// The tutor's own commands in a lesson, written with a colon: `:next`, `:hint`, `:lang es`.
enum LearnCommand: Equatable {
  case next, back, hint, skip, retry, showHelp, quit
  /// `:check` compiles and grades the exercise file (on an exercise step; elsewhere it says so).
  case check
  /// `:lessons` lists them; `:lessons 3` or `:lessons foreach` opens one.
  case lessons(String?)
  case lang(String?)
  case unknown(String, suggestion: String?)

  static let words = ["next", "back", "hint", "skip", "retry", "check", "lessons", "lang", "help", "quit"]

  static func parse(_ line: String) -> LearnCommand {
    let parts = line.dropFirst().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let word = parts.first ?? ""
    switch word {
    case "next", "n": return .next
    case "back", "b": return .back
    case "hint", "h": return .hint
    case "skip": return .skip
    case "retry": return .retry
    case "check", "c": return .check
    case "lessons", "lesson": return .lessons(parts.dropFirst().first)
    case "help", "?": return .showHelp
    case "quit", "q": return .quit
    case "lang": return .lang(parts.dropFirst().first?.lowercased())
    default: return .unknown(":" + word, suggestion: EditDistance.nearest(to: word, among: words))
    }
  }

  static var help: [Output] {
    var outputs: [Output] = [.message(key: "learn.helpHeader", role: .heading)]
    for word in words {
      outputs.append(.code("  :" + word + (word == "lang" ? " es" : "")))
      outputs.append(.message(key: "learn.help.\(word)", role: .dim))
    }
    outputs.append(.message(key: "learn.helpSandbox", role: .dim))
    return outputs
  }
}

/// Quiz choices are answered by letter (`a`, `b`, …) or number (`1`, `2`, …).
enum QuizChoice {
  static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(97 + index % 26)))
  }

  static func letters(_ count: Int) -> String {
    (0..<count).map(letter).joined(separator: ", ")
  }
}
