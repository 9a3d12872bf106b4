import TutorSupport

/// The lines of a lesson file, split into `# title`, `## section` and `### subsection` parts,
/// each line kept with its number. A UTF-8 byte order mark and CRLF line ends are accepted.
struct LessonFileLines {
  struct Line {
    let number: Int
    let text: String
  }

  struct Section {
    let name: String
    let line: Int
    var lines: [Line] = []
  }

  let file: String
  /// The `# …` heading and the lines before the first section.
  var head: Section
  var sections: [Section] = []

  init(file: String, text: String) {
    self.file = file
    head = Section(name: "", line: 1)
    var inComment = false
    // A byte order mark is dropped, CRLF ends a line as LF does (Windows editors).
    for (index, text) in TextLines.split(text).enumerated() {
      let line = Line(number: index + 1, text: text)
      if inComment {
        if text.contains("-->") { inComment = false }
        continue
      }
      if text.trimmingWhitespace().hasPrefix("<!--") {
        inComment = !text.contains("-->")
        continue
      }
      if text.hasPrefix("## ") {
        sections.append(
          Section(name: text.dropFirst(3).trimmingWhitespace(), line: line.number))
      } else if sections.isEmpty {
        head.lines.append(line)
      } else {
        sections[sections.count - 1].lines.append(line)
      }
    }
  }
}
