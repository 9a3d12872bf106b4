import ExerciseGraders
import Foundation
import TutorEngine

extension ExerciseCommand {
  /// The one hook in the dispatcher: `tutor exercise …`, and `tutor grade … --exercises DIR`.
  /// Nil for every other command line.
  static func hook(arguments: [String], environment: [String: String]) -> Int32? {
    if arguments.first == "exercise" {
      return main(arguments: Array(arguments.dropFirst()), environment: environment)
    }
    guard arguments.first == "grade",
      let flag = arguments.firstIndex(where: { $0 == "--exercises" || $0.hasPrefix("--exercises=") })
    else { return nil }
    var rest = arguments
    var folder: String?  // nil: "--dir" without a value, reported as such
    if rest[flag].hasPrefix("--exercises=") {
      folder = String(rest[flag].dropFirst("--exercises=".count))
      rest.remove(at: flag)
    } else {
      rest.remove(at: flag)
      if flag < rest.count {
        folder = rest[flag]
        rest.remove(at: flag)
      }
    }
    var status: Int32 = 0
    // Transcripts named besides: graded as usual, first.
    // The options of `grade` that take a value: that value is not a path.
    let options = [
      "--format", "--lang", "--resources", "--anonymize", "--timeout", "--shard", "--output-dir",
    ]
    var index = 1
    var hasPaths = false
    var language: [String] = []
    var format: [String] = []
    var anonymize: [String] = []
    while index < rest.count {
      if options.contains(rest[index]) {
        if rest[index] == "--lang", index + 1 < rest.count { language = ["--lang", rest[index + 1]] }
        if rest[index] == "--format", index + 1 < rest.count { format = ["--format", rest[index + 1]] }
        if rest[index] == "--anonymize", index + 1 < rest.count {
          anonymize = ["--anonymize", rest[index + 1]]
        }
        index += 2
        continue
      }
      if rest[index].hasPrefix("--anonymize=") {
        anonymize = ["--anonymize", String(rest[index].dropFirst("--anonymize=".count))]
      }
      if !rest[index].hasPrefix("-") { hasPaths = true }
      index += 1
    }
    if hasPaths && !format.isEmpty && format != ["--format", "text"] {
      // One JSON or XML document per run: transcripts and exercises are graded apart.
      return main(arguments: ["grade", "--separate-runs"] + language, environment: environment)
    }
    if hasPaths { status = TutorApp(environment: environment).run(arguments: rest) }
    let graded = main(
      arguments: ["grade", "--dir"] + (folder.map { [$0] } ?? []) + language + format + anonymize,
      environment: environment)
    return max(status, graded)
  }
}
