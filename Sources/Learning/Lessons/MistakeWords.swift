import ExerciseGraders
import Foundation
import TutorSupport

/// A course's graders name their own mistakes (`Mistake("stepNotKept")`); a learner reads them
/// as the catalog's `exercise.mistake.<name>`. Lint finds each such declaration in the graders
/// and asks for its words in every language of the course, or for a name that is one.
enum MistakeWords {
  /// `Mistake("…")`, as a grader declares one.
  static var declaration: Regex<(Substring, Substring)> { #/Mistake\(\s*"([^"\\]*)"\s*\)/# }

  static func problems(exercises: ExerciseList, catalogs: [String: Catalog]) -> [LessonFileError] {
    var problems: [LessonFileError] = []
    for file in exercises.all.flatMap(\.graderSources) {
      guard let data = FileManager.default.contents(atPath: file.path), data.count <= 1 << 20 else {
        continue
      }
      let lines = String(decoding: data, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      let declaration = self.declaration
      for (index, line) in lines.enumerated() {
        for match in line.matches(of: declaration) {
          let name = String(match.output.1)
          guard let mistake = Mistake(rawValue: name) else {
            problems.append(
              LessonFileError(file: file.path, line: index + 1, key: "lint.mistakeName", ["name": name]))
            continue
          }
          for (language, catalog) in catalogs.sorted(by: { $0.key < $1.key })
          where !catalog.keys.contains(mistake.key) {
            problems.append(
              LessonFileError(
                file: file.path, line: index + 1, key: "lint.mistakeWords",
                ["name": name, "key": mistake.key, "language": language]))
          }
        }
      }
    }
    return problems
  }
}
