import Foundation
import SandboxRuntime

/// Checks that the Swift in lessons compiles: an assertion such as `$0.rows[id: 0].seconds = 1`
/// is accepted at the prompt, but Swift needs optional chaining after a subscript by id or key,
/// and after an optional property: `$0.rows[id: 0]?.seconds = 1`, `$0.detail?.seconds = 1`.
/// `tutor lint` reports every `$0.` path in a lesson's files that lacks it.
enum SwiftSpelling {
  /// One path that does not compile: the path as written, the part that is optional, and the fix.
  struct Problem: Equatable {
    let code: String
    let part: String
    let fix: String
  }

  /// The problems in `text`. `optionalPaths` are the state's optional properties, as dotted
  /// paths (`detail`, `editor.draft`).
  static func problems(in text: String, optionalPaths: Set<String>) -> [Problem] {
    var problems: [Problem] = []
    var rest = text[...]
    while let start = rest.range(of: "$0.") {
      let scanned = scanPath(rest[start.upperBound...])
      let path = "$0." + scanned
      if let problem = check(path, optionalPaths: optionalPaths) { problems.append(problem) }
      rest = rest[start.upperBound...].dropFirst(max(1, scanned.count))
    }
    return problems
  }

  /// The path's text: names, dots, `?`, `!` and bracketed subscripts.
  private static func scanPath(_ text: Substring) -> String {
    var result = ""
    var depth = 0
    for character in text {
      if depth > 0 {
        result.append(character)
        if character == "[" { depth += 1 }
        if character == "]" { depth -= 1 }
        continue
      }
      if character.isLetter || character.isNumber || character == "_" || character == "."
        || character == "?" || character == "!"
      {
        result.append(character)
      } else if character == "[" {
        depth = 1
        result.append(character)
      } else {
        break
      }
    }
    while let last = result.last, last == "." || last == "?" || last == "!" { result.removeLast() }
    return result
  }

  /// The first place in `path` where an optional is followed by a member without `?`.
  private static func check(_ path: String, optionalPaths: Set<String>) -> Problem? {
    var index = path.index(path.startIndex, offsetBy: 3)  // after "$0."
    var fields: [String] = []
    var optional = false
    while index < path.endIndex {
      let character = path[index]
      if character == "?" || character == "!" {
        optional = false
        index = path.index(after: index)
        continue
      }
      if character == "." || character == "[" {
        if optional {
          let part = String(path[..<index])
          return Problem(code: path, part: part, fix: part + "?" + path[index...])
        }
        if character == "." {
          index = path.index(after: index)
          continue
        }
        guard let close = path[index...].firstIndex(of: "]") else { return nil }
        let inside = path[path.index(after: index)..<close].trimmingWhitespace()
        optional = inside.hasPrefix("id:") || inside.hasPrefix("\"")
        index = path.index(after: close)
        continue
      }
      var name = ""
      while index < path.endIndex, path[index].isLetter || path[index].isNumber || path[index] == "_" {
        name.append(path[index])
        index = path.index(after: index)
      }
      guard !name.isEmpty else { return nil }
      fields.append(name)
      optional = optionalPaths.contains(fields.joined(separator: "."))
    }
    return nil
  }

  /// Every Swift spelling problem in a lesson's files.
  static func problems(in entry: LessonLibrary.Entry, sandboxes: SandboxList) -> [LessonFileError] {
    let lesson = entry.lesson
    var problems: [LessonFileError] = []
    func optionals(_ step: LessonStep?) -> Set<String> {
      let id = step?.sandbox ?? lesson.sandbox
      return sandboxes.named(id)?.optionalPaths ?? []
    }
    func report(_ text: String, optionals: Set<String>, file: String, line: Int) {
      for problem in Self.problems(in: text, optionalPaths: optionals) {
        problems.append(
          LessonFileError(
            file: file, line: line, key: "lessons.swiftSpelling",
            ["code": problem.code, "part": problem.part, "fix": problem.fix]))
      }
    }
    for step in lesson.steps {
      let lines = step.setup + step.solution + step.wrongAttempts.flatMap(\.lines)
      report(
        lines.joined(separator: "\n"), optionals: optionals(step), file: entry.folder + "/lesson.md",
        line: step.line)
    }
    for (language, text) in entry.texts.sorted(by: { $0.key < $1.key }) {
      for step in lesson.steps {
        guard let words = text.steps[step.id] else { continue }
        let all = [words.body] + words.hints + [words.explanation ?? ""] + words.choiceNotes.values.sorted()
        report(
          all.joined(separator: "\n"), optionals: optionals(step), file: entry.folder + "/\(language).md",
          line: words.line)
      }
    }
    return problems
  }
}
