import TutorSupport

/// A session written down as the prompt lines that were typed: the first line says which front
/// door (`learn pullback` or `play pullback`), `#` lines are comments (a header, step markers),
/// everything else is input. `tutor run` executes it, `tutor replay` shows it back, `tutor grade`
/// grades it.
///
///     learn pullback
///     # tutor transcript · 2026-11-30T17:00:00Z · en
///     :next
///     a
///     # step: pullback/slice
public struct Transcript: Equatable, Sendable {
  public enum Door: Equatable, Sendable {
    case learn(String)
    case play(String)
  }

  public let door: Door
  /// The input lines after the first, comments included.
  public let lines: [String]
  /// The language named in the header, if any.
  public let language: String?

  /// Reads a transcript; nil when its first line names no front door.
  public static func parse(_ text: String) -> Transcript? {
    // Written on any system: a byte order mark is dropped, CRLF ends a line as LF does.
    let lines = TextLines.split(text, keepsFinalEmptyLine: false)
    guard
      let first = lines.firstIndex(where: {
        !$0.trimmingWhitespace().isEmpty && !$0.hasPrefix("#")
      })
    else {
      return nil
    }
    let words = lines[first].split(separator: " ").map(String.init)
    guard words.count == 2 else { return nil }
    let door: Door
    switch words[0] {
    case "learn": door = .learn(words[1])
    case "play": door = .play(words[1])
    default: return nil
    }
    let header = lines.first { $0.hasPrefix("# tutor transcript") }
    let language = header?.split(separator: "·").last.map { $0.trimmingWhitespace() }
    return Transcript(door: door, lines: Array(lines[(first + 1)...]), language: language)
  }

  /// The text of a transcript's first lines.
  public static func header(door: Door, language: String, date: String) -> String {
    let first: String
    switch door {
    case .learn(let lesson): first = "learn \(lesson)"
    case .play(let lesson): first = "play \(lesson)"
    }
    return "\(first)\n# tutor transcript · \(date) · \(language)\n"
  }
}
