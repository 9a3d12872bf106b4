import ExerciseGraders
import Foundation
import Testing

/// One exercise, one place: its given types, grader and reference solution in
/// `Sources/Exercises/<name>/`, its grading tests and fixtures, and its starters, each named after
/// the exercise (``ExerciseLayout``).
@Suite("Exercise layout")
struct ExerciseLayoutTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("Every exercise has all its parts, named after it, and no file is named after none")
  func checkout() throws {
    let tree = try ExerciseLayout.tree(at: Self.repository)
    #expect(ExerciseLayout.problems(in: tree) == [])
    // The check read the exercises' files, not an empty folder.
    #expect(ExerciseInfo.builtIn.allSatisfy { tree[$0.referencePath] != nil })
  }

  @Test("The names derive from the exercise's name")
  func derivedNames() throws {
    let exercise = try #require(ExerciseList(ExerciseInfo.builtIn).named("fresh-search"))
    #expect(exercise.lesson == "effects")
    #expect(exercise.stem == "FreshSearch")
    #expect(exercise.file == "FreshSearch.swift")
    #expect(exercise.typeName == "FreshSearchExercise")
    #expect(exercise.entry == "checkFreshSearch")
    #expect(exercise.graderName == "FreshSearchGrader")
    #expect(exercise.referencePath == "Sources/Exercises/fresh-search/FreshSearch.swift")
    #expect(exercise.starterPath(language: "es") == "effects/exercise.es.swift")
    #expect(exercise.mainSource.contains("ExerciseRun.main { checkFreshSearch(FreshSearchExercise()) }"))
  }

  /// A part of fresh-search's, and the name it had before its names were made from the exercise's.
  struct Part: CustomTestStringConvertible, Sendable {
    let path: String
    let oldName: String
    var testDescription: String { path }
  }

  static let parts = [
    Part(path: "Sources/Exercises/fresh-search/FreshSearchGrader.swift", oldName: "LookupGrader.swift"),
    Part(path: "Sources/Exercises/fresh-search/FreshSearch.swift", oldName: "Lookup.swift"),
    Part(path: "Tests/ExerciseGradingTests/FreshSearchGraderTests.swift", oldName: "LookupGraderTests.swift"),
    Part(
      path: "Tests/ExerciseGradingTests/Fixtures/FreshSearchFixtures.swift", oldName: "LookupFixtures.swift"),
    Part(path: "lessons/effects/exercise.en.swift", oldName: "exercise.swift"),
    Part(path: "lessons/effects/exercise.es.swift", oldName: "ejercicio.es.swift"),
  ]

  @Test("A missing part is named", arguments: parts)
  func missing(part: Part) throws {
    var tree = try ExerciseLayout.tree(at: Self.repository)
    let removed = tree.removeValue(forKey: part.path)
    #expect(removed != nil)
    #expect(ExerciseLayout.problems(in: tree).contains("fresh-search: \(part.path) is missing"))
  }

  @Test("A misnamed part is named, where it is and where it belongs", arguments: parts)
  func misnamed(part: Part) throws {
    var tree = try ExerciseLayout.tree(at: Self.repository)
    let moved = (part.path as NSString).deletingLastPathComponent + "/" + part.oldName
    let removed = tree.removeValue(forKey: part.path)
    let text: String = try #require(removed)
    tree[moved] = text
    let problems = ExerciseLayout.problems(in: tree)
    #expect(problems.contains("fresh-search: \(part.path) is missing"))
    #expect(
      problems.contains { $0.hasPrefix(moved) || $0.hasPrefix("fresh-search: \(moved)") }, "\(problems)")
    #expect(problems.count == 2, "\(problems)")
  }

  @Test("A type or grader named after something else is named")
  func misnamedDeclarations() throws {
    let tree = try ExerciseLayout.tree(at: Self.repository)
    let exercise = try #require(ExerciseList(ExerciseInfo.builtIn).named("fresh-search"))
    let layout = ExerciseLayout(exercise: exercise)
    for path in [layout.reference, layout.starter("en"), layout.starter("es")] {
      var changed = tree
      changed[path] = tree[path]?.replacingOccurrences(of: "FreshSearchExercise", with: "LookupExercise")
      #expect(
        ExerciseLayout.problems(in: changed) == [
          "fresh-search: \(path) does not declare `struct FreshSearchExercise`"
        ])
    }
    var changed = tree
    changed[layout.grader] = tree[layout.grader]?.replacingOccurrences(
      of: "checkFreshSearch", with: "checkLookup")
    #expect(
      ExerciseLayout.problems(in: changed) == [
        "fresh-search: \(layout.grader) does not declare `func checkFreshSearch<`"
      ])
  }

  @Test("A folder that is no exercise's, and an exercise with no folder, are named")
  func strayFolder() throws {
    var tree = try ExerciseLayout.tree(at: Self.repository)
    tree["Sources/Exercises/lookup/LookupGrader.swift"] = "enum LookupGrader {}"
    #expect(
      ExerciseLayout.problems(in: tree) == [
        "Sources/Exercises/lookup/LookupGrader.swift: in no exercise's folder (one per name of ExerciseInfo.builtIn)"
      ])
    let folder = "Sources/Exercises/fresh-search/"
    let withoutFolder = tree.filter { !$0.key.hasPrefix(folder) }
    #expect(
      ExerciseLayout.problems(in: withoutFolder).contains(
        "fresh-search: \(folder)FreshSearchGrader.swift is missing"))
  }

  @Test("Package.swift's list of exercises is the table's, each marked as having given types or not")
  func manifest() throws {
    let tree = try ExerciseLayout.tree(at: Self.repository)
    let manifest = try #require(tree["Package.swift"])
    var changed = tree
    changed["Package.swift"] = manifest.replacingOccurrences(
      of: #"("row-timers", false)"#, with: #"("row-timers", true)"#)
    #expect(
      ExerciseLayout.problems(in: changed) == [
        #"Package.swift: ("row-timers", true), but it has no given types"#
      ])
    changed["Package.swift"] = manifest.replacingOccurrences(of: #"("row-timers", false), "#, with: "")
    #expect(
      ExerciseLayout.problems(in: changed).first?.hasPrefix("Package.swift lists the exercises") == true)
  }
}
