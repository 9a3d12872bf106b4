/// Text laid out again for the terminal's width, at word boundaries.
///
///     Reflow.prose("Lesson files keep\ntheir line breaks;\nrendering decides.", width: 30)
///     // ["Lesson files keep their line", "breaks; rendering decides."]
///
/// Prose (``prose(_:width:)``) is read as light Markdown: the lines of a paragraph are joined
/// and wrapped again; blank lines stay; a list item (`- `, `* `, `• `, `1. `) starts a new
/// paragraph whose following lines hang under its text; indented code (four spaces or a tab,
/// not inside a paragraph) and fenced code (```) are kept as they are. Messages
/// (``message(_:width:)``) keep their own line breaks: only a line too long is wrapped, its
/// continuation indented like the line, under a list marker's text, or under the second column
/// of a two-column line (`  tutor lint      check every lesson`).
///
/// Widths are display widths (``DisplayWidth``): accents and combining marks take none, wide
/// characters two. A word longer than the width is never split: it gets a line of its own. An
/// inline code span (`` `a b` ``) is kept on one line when it fits.
public enum Reflow {
  /// The width under which nothing is wrapped: too narrow to lay out anything sensibly.
  public static let minimumWidth = 20

  /// Lesson prose wrapped to `width` columns.
  public static func prose(_ text: String, width: Int) -> [String] {
    guard width >= minimumWidth else { return lines(of: text) }
    var result: [String] = []
    var paragraph: (first: String, rest: String, words: [String])?
    var fenced = false
    func flush() {
      guard let open = paragraph else { return }
      result += fill(open.words, width: width, first: open.first, rest: open.rest)
      paragraph = nil
    }
    for line in lines(of: text) {
      let trimmed = line.trimmingLeadingBlanks
      if trimmed.hasPrefix("```") {
        flush()
        fenced.toggle()
        result.append(line)
        continue
      }
      if fenced {
        result.append(line)
        continue
      }
      if trimmed.isEmpty {
        flush()
        result.append("")
        continue
      }
      let indent = line.prefix { $0 == " " || $0 == "\t" }
      if paragraph == nil, indent.hasPrefix("    ") || indent.hasPrefix("\t") || trimmed.hasPrefix("|") {
        result.append(line)
        continue
      }
      if let marker = listMarker(trimmed) {
        flush()
        let first = String(indent) + marker
        paragraph = (first, String(repeating: " ", count: DisplayWidth.of(first)), [])
        paragraph?.words = words(String(trimmed.dropFirst(marker.count)))
        continue
      }
      if paragraph == nil {
        paragraph = (String(indent), String(indent), [])
      }
      paragraph?.words += words(String(trimmed))
    }
    flush()
    return result
  }

  /// A message wrapped to `width` columns, keeping its own line breaks.
  public static func message(_ text: String, width: Int) -> [String] {
    lines(of: text).flatMap { line -> [String] in
      guard width >= minimumWidth, DisplayWidth.of(line) > width else { return [line] }
      let indent = String(line.prefix { $0 == " " })
      let trimmed = line.trimmingLeadingBlanks
      if let marker = listMarker(trimmed) {
        let first = indent + marker
        return fill(
          words(String(trimmed.dropFirst(marker.count))), width: width, first: first,
          rest: String(repeating: " ", count: DisplayWidth.of(first)))
      }
      if let column = secondColumn(line), column <= width / 2 {
        let head = String(line.prefix(column))
        return fill(
          words(String(line.dropFirst(column))), width: width, first: head,
          rest: String(repeating: " ", count: DisplayWidth.of(head)))
      }
      return fill(words(String(trimmed)), width: width, first: indent, rest: indent)
    }
  }

  /// Words greedily filled into lines: the first line starts with `first`, the others with
  /// `rest`.
  static func fill(_ words: [String], width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineWidth = DisplayWidth.of(first)
    var empty = true
    for word in words.flatMap({ split($0, width: width - DisplayWidth.of(rest)) }) {
      let wordWidth = DisplayWidth.of(word)
      if empty {
        line += word
        lineWidth += wordWidth
        empty = false
      } else if lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
      } else {
        lines.append(line)
        line = rest + word
        lineWidth = DisplayWidth.of(rest) + wordWidth
      }
    }
    lines.append(empty ? String(line.reversed().drop { $0 == " " }.reversed()) : line)
    return lines
  }

  /// The words of a line: runs of non-blanks, an inline code span with its blanks kept as one.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inCode = false
    for character in text {
      if character == "`" { inCode.toggle() }
      if character == " " || character == "\t", !inCode {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A code span too wide for a line, opened up at its blanks; anything else as it is.
  private static func split(_ word: String, width: Int) -> [String] {
    guard word.contains(" "), DisplayWidth.of(word) > width else { return [word] }
    return word.split(separator: " ").map(String.init)
  }

  /// `- `, `* `, `+ `, `• ` or `12. ` / `3) ` with the blanks after it, at the start of `text`.
  static func listMarker(_ text: Substring) -> String? {
    var index = text.startIndex
    if let first = text.first, "-*+•".contains(first) {
      index = text.index(after: index)
    } else {
      let digits = text.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, digits.count <= 3, digits.endIndex < text.endIndex,
        text[digits.endIndex] == "." || text[digits.endIndex] == ")"
      else { return nil }
      index = text.index(after: digits.endIndex)
    }
    let blanks = text[index...].prefix { $0 == " " }
    guard !blanks.isEmpty, blanks.endIndex < text.endIndex else { return nil }
    return String(text[..<blanks.endIndex])
  }

  /// Where the second column of a `  name   description` line starts (after two or more
  /// blanks following text), in characters; nil for other lines.
  static func secondColumn(_ line: String) -> Int? {
    let characters = Array(line)
    var index = characters.firstIndex { $0 != " " } ?? characters.count
    while index < characters.count {
      if characters[index] == " ", index + 1 < characters.count, characters[index + 1] == " " {
        var end = index
        while end < characters.count, characters[end] == " " { end += 1 }
        return end < characters.count ? end : nil
      }
      index += 1
    }
    return nil
  }

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

extension String {
  fileprivate var trimmingLeadingBlanks: Substring { drop { $0 == " " || $0 == "\t" } }
}
