import Foundation
import Testing

@testable import ExerciseGraders

/// The rules on a learner's file (``LearnerFileRules``) refuse what could reach the grader's
/// memory, and nothing an exercise is written with: every starter and reference solution passes.
@Suite("Exercise file rules")
struct ExerciseIntegrityRulesTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("Every starter (both languages) and every reference solution passes the rules")
  func ownFilesPass() throws {
    let lessons = Self.repository.appendingPathComponent("lessons")
    var files: [URL] = []
    for exercise in ExerciseInfo.builtIn {
      for language in ["en", "es"] {
        files.append(lessons.appendingPathComponent(exercise.starterPath(language: language)))
      }
      files.append(Self.repository.appendingPathComponent(exercise.referencePath))
    }
    #expect(files.count == 27, "\(files.count) files found")
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(LearnerFileRules.forbiddenImport(in: text) == nil, "\(file.lastPathComponent)")
      #expect(LearnerFileRules.memoryAccess(in: text) == nil, "\(file.path)")
    }
  }

  @Test("Imports of another module, in every spelling, and the doors to memory are named")
  func refused() {
    #expect(LearnerFileRules.forbiddenImport(in: "import ReducerKit\nimport Foundation\n") == "Foundation")
    #expect(LearnerFileRules.forbiddenImport(in: "@preconcurrency import func Glibc.write") == "Glibc")
    #expect(LearnerFileRules.forbiddenImport(in: "import ReducerKit; import Dispatch") == "Dispatch")
    #expect(LearnerFileRules.forbiddenImport(in: "// this is important\nimport ExerciseSupport") == nil)
    #expect(LearnerFileRules.memoryAccess(in: "x.withUnsafeBytes { $0 }") == "UnsafeBytes")
    #expect(LearnerFileRules.memoryAccess(in: "let p = s.utf8Start") == "utf8Start")
    #expect(LearnerFileRules.memoryAccess(in: "a._baseAddressIfContiguous") == "_baseAddressIfContiguous")
    #expect(LearnerFileRules.memoryAccess(in: "let snake_case = 1; _ = snake_case") == nil)
    #expect(LearnerFileRules.memoryAccess(in: "state.count += 1") == nil)
  }

  @Test(
    "An import is read from the file's tokens: comments, line breaks and attributes do not hide it",
    arguments: [
      ("import /**/ Glibc", "Glibc"),
      ("import /* a /* nested */ comment */ Glibc", "Glibc"),
      ("import\nGlibc", "Glibc"),
      ("import // a comment\nGlibc", "Glibc"),
      ("@_exported import Glibc", "Glibc"),
      ("import struct Glibc.x", "Glibc"),
      ("import `Glibc`", "Glibc"),
      ("import ReducerKit; import\tFoundation", "Foundation"),
      // A regular expression literal this reading does not know cannot hide one either.
      ("let r = /\\/*/\nimport Glibc\n// */", "Glibc"),
    ])
  func importsInEverySpelling(_ text: String, _ module: String) {
    #expect(LearnerFileRules.forbiddenImport(in: text) == module, "\(text)")
  }

  @Test("canImport of another module is refused; strings and comments naming one are not imports")
  func conditionalImports() {
    #expect(LearnerFileRules.forbiddenConditionalImport(in: "#if canImport(Glibc)\n#endif") == "Glibc")
    #expect(
      LearnerFileRules.forbiddenConditionalImport(in: "#if canImport( /**/ Darwin)\n#endif") == "Darwin")
    #expect(LearnerFileRules.forbiddenConditionalImport(in: "#if canImport(ReducerKit)\n#endif") == nil)
    #expect(SwiftTokens.imports(in: #"let s = "import Glibc""#) == [])
    #expect(SwiftTokens.imports(in: "/* import Glibc */ import ReducerKit") == ["ReducerKit"])
    #expect(SwiftTokens.imports(in: ##"let s = #"a \#(f("import")) b"#; x.import"##) == [])
    #expect(SwiftTokens.imports(in: "let s = \"\"\"\n  \"\n  \"\"\"\nimport Glibc") == ["Glibc"])
  }
}
