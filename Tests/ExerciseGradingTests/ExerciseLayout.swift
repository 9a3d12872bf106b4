import ExerciseGraders
import Foundation

/// Where each part of an exercise lives, every name made from the exercise's own
/// (docs/exercises/README.md, "Where an exercise lives"), and the check that a tree of files
/// holds them all: nothing missing, nothing misnamed, nothing left over.
struct ExerciseLayout {
  let exercise: ExerciseInfo

  /// `Sources/Exercises/fresh-search/FreshSearchGrader.swift`: `FreshSearchGrader` and `checkFreshSearch`.
  var grader: String { "\(exercise.folder)/\(exercise.graderName).swift" }
  /// `Sources/Exercises/fresh-search/FreshSearch.swift`: `public struct FreshSearchExercise`.
  var reference: String { exercise.referencePath }
  /// `Sources/Exercises/fresh-search/FreshSearchGiven.swift`, when it has given types of its own.
  var given: String { "\(exercise.folder)/\(exercise.stem)Given.swift" }
  /// `Tests/ExerciseGradingTests/FreshSearchGraderTests.swift`.
  var graderTests: String { "Tests/ExerciseGradingTests/\(exercise.graderName)Tests.swift" }
  /// `Tests/ExerciseGradingTests/Fixtures/FreshSearchFixtures.swift`: its known-wrong answers.
  var fixtures: String { "Tests/ExerciseGradingTests/Fixtures/\(exercise.stem)Fixtures.swift" }
  /// `lessons/effects/exercise.en.swift`: a starter, `struct FreshSearchExercise`.
  func starter(_ language: String) -> String { "lessons/" + exercise.starterPath(language: language) }

  /// The parts every exercise has.
  var required: [String] { [grader, reference, graderTests, fixtures, starter("en"), starter("es")] }

  /// What is wrong with the exercises' files in `tree` (path from the package's root → text).
  static func problems(in tree: [String: String], exercises: [ExerciseInfo] = ExerciseInfo.builtIn)
    -> [String]
  {
    var problems: [String] = []
    for exercise in exercises {
      problems += ExerciseLayout(exercise: exercise).problems(in: tree)
    }
    problems += packageProblems(tree["Package.swift"] ?? "", tree: tree, exercises: exercises)
    let owned = Set(exercises.flatMap { ExerciseLayout(exercise: $0).required })
    let folders = Set(exercises.map(\.folder) + ["Sources/Exercises/Shared"])
    for path in tree.keys.sorted() {
      let folder = (path as NSString).deletingLastPathComponent
      if path.hasPrefix("Sources/Exercises/"), !folders.contains(folder) {
        problems.append("\(path): in no exercise's folder (one per name of ExerciseInfo.builtIn)")
      }
      let named = path.hasSuffix("GraderTests.swift") || path.hasSuffix("Fixtures.swift")
      let test = path.hasPrefix("Tests/ExerciseGradingTests/") && named
      if test || path.hasPrefix("lessons/"), !owned.contains(path) {
        problems.append("\(path): named after no exercise")
      }
    }
    return problems
  }

  /// Whether `Package.swift`'s list of exercises, from which it derives its targets' files, is
  /// `ExerciseInfo.builtIn`'s, in order, each marked `true` exactly when it has given types. (SwiftPM
  /// only warns about a file listed but missing, or there but not listed.)
  static func packageProblems(_ manifest: String, tree: [String: String], exercises: [ExerciseInfo])
    -> [String]
  {
    let listed = manifest.matches(of: #/\("([a-z][a-z-]*)", (true|false)\)/#).map {
      (name: String($0.1), given: $0.2 == "true")
    }
    guard listed.map(\.name) == exercises.map(\.name) else {
      return ["Package.swift lists the exercises \(listed.map(\.name)), not \(exercises.map(\.name))"]
    }
    return zip(listed, exercises).compactMap { entry, exercise in
      let has = tree[ExerciseLayout(exercise: exercise).given] != nil
      return entry.given == has
        ? nil
        : "Package.swift: (\"\(entry.name)\", \(entry.given)), but it has \(has ? "" : "no ")given types"
    }
  }

  /// What is missing or misnamed among this exercise's parts.
  func problems(in tree: [String: String]) -> [String] {
    let name = exercise.name
    var problems = required.filter { tree[$0] == nil }.map { "\(name): \($0) is missing" }
    let parts = [given, grader, reference]
    for path in tree.keys.sorted() where path.hasPrefix(exercise.folder + "/") && !parts.contains(path) {
      problems.append(
        "\(name): \(path) is none of its parts (\(parts.map { ($0 as NSString).lastPathComponent }))")
    }
    if let text = tree[grader] {
      // A grader is an `ExerciseGrader`, or a `DiagnosingGrader` (one that lists mistakes).
      let kinds = ["ExerciseGrader", "DiagnosingGrader"]
      if !kinds.contains(where: { text.contains("enum \(exercise.graderName): \($0)") }) {
        problems.append("\(name): \(grader) does not declare `enum \(exercise.graderName): ExerciseGrader`")
      }
      if !text.contains("func \(exercise.entry)<") {
        problems.append("\(name): \(grader) does not declare `func \(exercise.entry)<`")
      }
    }
    for path in [reference, starter("en"), starter("es")] {
      if let text = tree[path], !text.contains("struct \(exercise.typeName) {") {
        problems.append("\(name): \(path) does not declare `struct \(exercise.typeName)`")
      }
    }
    if String(describing: exercise.grader) != exercise.graderName {
      problems.append("\(name): its grader is \(exercise.grader), not \(exercise.graderName)")
    }
    return problems
  }

  /// The files of the checkout at `root` that an exercise may own: everything under
  /// `Sources/Exercises/` and `Tests/ExerciseGradingTests/`, and the lessons' starters; and
  /// `Package.swift`.
  static func tree(at root: URL) throws -> [String: String] {
    var tree = [
      "Package.swift": try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    ]
    for folder in ["Sources/Exercises", "Tests/ExerciseGradingTests", "lessons"] {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let relative = enumerator?.nextObject() as? String {
        let path = folder + "/" + relative
        let url = root.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
          folder != "lessons" || relative.contains("/exercise.")
        else { continue }
        tree[path] = try String(contentsOf: url, encoding: .utf8)
      }
    }
    return tree
  }
}
