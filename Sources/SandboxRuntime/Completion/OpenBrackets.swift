import Foundation
import PromptLanguage

/// What is still open at the end of a partly typed value: the brackets (each with the case it
/// belongs to and the label of the argument being typed), and whether a string is unfinished.
///
///     OpenBrackets(".rows(.element(id: 0, action: .ti")
///     // frames: rows (argument 0), element (label "action"); closers "))"
struct OpenBrackets {
  struct Frame: Equatable {
    /// `(` or `[`.
    var opener: Character
    /// The case or method name just before a `(`: `.element(` gives `element`.
    var caseName: String?
    /// The label of the argument being typed, once its `:` is seen.
    var label: String?
    /// Where the argument being typed starts in the text (a character offset).
    var argumentStart: Int
    /// The arguments typed before this one, as text.
    var earlierArguments: [String] = []
  }

  private(set) var frames: [Frame] = []
  private(set) var inString = false

  init(_ text: String) {
    let characters = Array(text)
    var word = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      defer { index += 1 }
      if inString {
        if character == "\\" {
          index += 1
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"":
        inString = true
      case "(", "[":
        let name = character == "(" && !word.isEmpty ? word : nil
        frames.append(Frame(opener: character, caseName: name, argumentStart: index + 1))
      case ")", "]":
        if !frames.isEmpty { frames.removeLast() }
      case ",":
        if var frame = frames.popLast() {
          frame.earlierArguments.append(String(characters[frame.argumentStart..<index]))
          frame.label = nil
          frame.argumentStart = index + 1
          frames.append(frame)
        }
      case ":":
        if var frame = frames.popLast() {
          let typed = String(characters[frame.argumentStart..<index]).trimmingWhitespace()
          if frame.label == nil, !typed.isEmpty, typed.allSatisfy(Lexer.isIdentifierPart) {
            frame.label = typed
          }
          frames.append(frame)
        }
      default:
        break
      }
      if Lexer.isIdentifierPart(character) {
        word.append(character)
      } else {
        word = ""
      }
    }
  }

  /// The text that closes every open bracket, innermost first.
  var closers: String {
    String(frames.reversed().map { $0.opener == "(" ? ")" : "]" })
  }
}
