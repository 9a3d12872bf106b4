import Foundation

/// The code a Markdown text shows, piece by piece: each inline code span of its prose and each
/// fenced Swift block, with the line it starts on and the words around it — where a name that is
/// not ReducerKit's must be labelled (`SwiftUI's`, `SwiftRex`, …).
///
/// Fences in another language (```` ```sh ````, plain ```` ``` ````) and indented code (prompt
/// lines, four spaces after a blank line) are left out: they are not Swift.
struct MarkdownCode: Equatable {
  /// `swift`, `swift sketch`: the fence's info words, for a block; nil for an inline span.
  var fence: String?
  var code: String
  var line: Int
  /// For a span, the paragraph or table row that holds it, or the list item and the paragraph
  /// the list hangs from; for a block, the paragraph before it, then the block itself.
  var context: String

  var isSketch: Bool { fence?.split(separator: " ").contains("sketch") == true }

  static func pieces(in text: String) -> [MarkdownCode] {
    var pieces: [MarkdownCode] = []
    var unit: (line: Int, lines: [String])?
    var previousUnit = ""
    /// The last paragraph that is not a list item: what a list's items hang from.
    var lead = ""
    var fence: (marker: String, info: String, line: Int, lines: [String])?
    var inIndentedCode = false
    var previousBlank = true

    func closeUnit() {
      guard let open = unit else { return }
      let joined = open.lines.joined(separator: "\n")
      let isItem = isListItem(joined.drop { $0 == " " })
      pieces += spans(in: joined, line: open.line).map { span in
        var span = span
        if isItem { span.context = lead + "\n" + joined }
        return span
      }
      if !isItem { lead = joined }
      previousUnit = joined
      unit = nil
    }

    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open.marker), trimmed.allSatisfy({ $0 == "`" }) {
          if open.info.split(separator: " ").first == "swift" {
            let code = open.lines.joined(separator: "\n")
            pieces.append(
              MarkdownCode(
                fence: open.info, code: code, line: open.line, context: previousUnit + "\n" + code))
          }
          fence = nil
          previousBlank = false
        } else {
          fence?.lines.append(line)
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        closeUnit()
        let marker = String(trimmed.prefix { $0 == "`" })
        let info = trimmed.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        fence = (marker, info, number + 1, [])
        inIndentedCode = false
        continue
      }
      if trimmed.isEmpty {
        closeUnit()
        previousBlank = true
        continue
      }
      let indent = line.count - trimmed.count
      if indent >= 4, previousBlank || inIndentedCode, unit == nil {
        inIndentedCode = true
        continue
      }
      inIndentedCode = false
      previousBlank = false
      if trimmed.hasPrefix("#") || trimmed.hasPrefix("|") || isListItem(trimmed) { closeUnit() }
      if unit == nil { unit = (number, []) }
      unit?.lines.append(line)
    }
    closeUnit()
    return pieces
  }

  static func isListItem(_ line: Substring) -> Bool {
    line.hasPrefix("- ") || line.hasPrefix("* ")
      || (line.first?.isNumber == true && line.drop { $0.isNumber }.hasPrefix(". "))
  }

  /// The inline code spans of `paragraph`, which starts on line `line`: a run of backticks opens
  /// a span, and the next run of as many closes it.
  static func spans(in paragraph: String, line: Int) -> [MarkdownCode] {
    let text = Array(paragraph)
    var spans: [MarkdownCode] = []
    var index = 0
    while index < text.count {
      guard text[index] == "`" else {
        index += 1
        continue
      }
      let start = index
      while index < text.count, text[index] == "`" { index += 1 }
      let width = index - start
      var end = index
      var close: Int?
      while end < text.count {
        if text[end] == "`" {
          let runStart = end
          while end < text.count, text[end] == "`" { end += 1 }
          if end - runStart == width {
            close = runStart
            break
          }
        } else {
          end += 1
        }
      }
      guard let close else { break }
      let code = String(text[index..<close]).trimmingCharacters(in: .whitespaces)
      let spanLine = line + text[..<start].filter { $0 == "\n" }.count
      spans.append(MarkdownCode(fence: nil, code: code, line: spanLine, context: paragraph))
      index = close + width
    }
    return spans
  }
}
