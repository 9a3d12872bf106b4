import Foundation

/// Code in a lesson fits an 80-column terminal. Prose is wrapped again for the terminal, but code
/// (an indented line, or a line inside a ``` fence) is shown as written, so a line wider than
/// ``limit`` columns is wrapped by the terminal mid-token. `tutor lint` names each such line.
enum CodeWidth {
  /// The widest a code line may be: 80 columns less the margin the prompt and a diff's `−`/`+` use.
  static let limit = 76

  /// The code lines of `text` (a lesson's words in one language), with their line numbers:
  /// lines inside a fence, and lines indented four spaces (or a tab) that do not continue a
  /// paragraph, as ``Reflow`` reads them.
  static func codeLines(of text: String) -> [(number: Int, text: String)] {
    var result: [(number: Int, text: String)] = []
    var fenced = false
    var inParagraph = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(line)
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("```") {
        fenced.toggle()
        inParagraph = false
        continue
      }
      if fenced {
        result.append((index + 1, line))
        continue
      }
      if trimmed.isEmpty || trimmed.hasPrefix("#") {
        inParagraph = false
        continue
      }
      if !inParagraph, line.hasPrefix("    ") || line.hasPrefix("\t") {
        result.append((index + 1, line))
        continue
      }
      inParagraph = true
    }
    return result
  }

  /// Columns `line` takes: one per character (lesson code is ASCII, arrows and ellipses).
  static func width(of line: String) -> Int {
    line.replacingOccurrences(of: "\t", with: "    ").count
  }

  /// One problem per code line wider than ``limit``, in every language's text of `entries`.
  static func problems(in entries: [LessonLibrary.Entry]) -> [LessonFileError] {
    entries.flatMap { entry in
      entry.texts.keys.sorted().flatMap { language -> [LessonFileError] in
        let file = entry.folder + "/\(language).md"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        return codeLines(of: text).compactMap { line in
          let width = width(of: line.text)
          guard width > limit else { return nil }
          return LessonFileError(
            file: file, line: line.number, key: "lint.codeTooWide",
            ["width": String(width), "limit": String(limit)])
        }
      }
    }
  }
}
