import EngineTestSupport
import Testing

@testable import ExerciseRunner
@testable import TutorSupport

/// Issue 25, point 6: the first `:hint` after an exercise that does not compile is about the
/// compiler's first error.
@Suite("Hints for compiler errors")
struct CompileErrorHintTests {
  func key(_ message: String, severity: String = "error") -> String? {
    let diagnostic = CompilerDiagnostic(
      path: "/home/ana/tutor-exercises/Stopwatch.swift", line: 12, column: 5, severity: severity,
      message: message, excerpt: [])
    guard case .message(let key, _, _, _)? = CompileErrorHint.outputs(for: [diagnostic])?.first else {
      return nil
    }
    return key
  }

  @Test("Each kind of first error gets its own hint; warnings alone get none")
  func kinds() {
    #expect(key("cannot find 'Stopwach' in scope") == "exercise.compileHint.unknownName")
    #expect(
      key("subscript 'subscript(dynamicMember:)' requires that 'Action' conform to 'CasePathable'")
        == "exercise.compileHint.casePathable")
    #expect(
      key("call can throw but is not marked with 'try'") == "exercise.compileHint.try")
    #expect(key("switch must be exhaustive") == "exercise.compileHint.exhaustive")
    #expect(
      key("missing return in closure expected to return 'Effect<Action>'")
        == "exercise.compileHint.missingReturn")
    #expect(key("expected '}' in struct") == "exercise.compileHint.syntax")
    #expect(
      key("cannot convert value of type 'Int' to expected argument type 'String'")
        == "exercise.compileHint.types")
    #expect(key("something else entirely") == "exercise.compileHint.other")
    #expect(key("unused variable", severity: "warning") == nil)
  }

  @Test("The hint names the line and the unknown name, in both languages")
  func words() throws {
    let diagnostic = CompilerDiagnostic(
      path: "/x/Stopwatch.swift", line: 41, column: 9, severity: "error",
      message: "cannot find 'Stopwach' in scope", excerpt: [])
    let outputs = try #require(CompileErrorHint.outputs(for: [diagnostic]))
    for (language, text) in [
      ("en", "at line 41 the compiler does not know `Stopwach`"),
      ("es", "en la línea 41 el compilador no conoce `Stopwach`"),
    ] {
      let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
      #expect(Renderer(catalog: catalog).text(outputs).contains(text))
    }
  }
}
