import EngineTestSupport
import Foundation
import Testing

/// The engine is handed its course: the sandboxes and the code exercises come in a `Course`, which
/// the `tutor` executable makes from the built-in course. No engine module reads the built-in
/// course's tables itself (the compiler already keeps `BuiltInCourse` out of their imports; the
/// table of exercises sits in `ExerciseGraders`, which the engine imports for the graders' types,
/// so this reads the sources).
@Suite("Course lists are passed in")
struct CourseListsTests {
  /// The engine's modules below the executable, which must take the lists they are given.
  static let engine = [
    "TutorSupport", "PromptLanguage", "SandboxRuntime", "ExerciseRunner", "Learning", "Grading",
    "TutorTerminal", "TutorCommandLine",
  ]
  static let tables = ["ExerciseInfo.builtIn", "BuiltInCourse.sandboxes"]

  @Test("No engine module reads the built-in course's tables", arguments: engine)
  func passedIn(module: String) throws {
    let uses = try Self.uses(of: Self.tables, in: "Sources/\(module)")
    #expect(uses.isEmpty, "\(module) reads a table it should be handed: \(uses)")
  }

  @Test("The check finds the tables where they are read: the built-in course hands them over")
  func seesUse() throws {
    let uses = try Self.uses(of: Self.tables, in: "Sources/BuiltInCourse")
    #expect(uses.contains { $0.hasSuffix("BuiltInCourse.swift: ExerciseInfo.builtIn") })
  }

  /// `file: name` for each of `names` that a Swift file under `folder` uses outside comments.
  static func uses(of names: [String], in folder: String) throws -> [String] {
    let root = RepositoryFolders.root.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [String] = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
      for name in names where code.contains(name) {
        found.append("\(folder)/\(file.lastPathComponent): \(name)")
      }
    }
    return found
  }
}
