import EngineTestSupport
import Foundation
import ReducerKitTesting
import SandboxRuntime
import Testing
import TutorSupport

/// The TestStore's end-of-test failure for shared state an effect changed and nobody asserted
/// (TCA: "Test store finished before asserting against changes to shared state"), as the tutor
/// shows it: its own sentence in each language, the diff as code, and a hint.
@Suite("Shared state changed after the last step, in the learner's words")
struct SharedStateFailureOutputTests {
  static let diff = "  Feature.State(\n−   count: 0\n+   count: 1\n  )"

  func render(_ language: String) throws -> String {
    let catalog = try Catalog.load(language: language, from: RepositoryFolders.locales)
    let failure = TestFailure.rebuilt(
      kind: .sharedStateChangedAtEnd(diff: Self.diff),
      location: TestLocation(fileID: "Lesson/Test.swift", filePath: "", line: 3, column: 1))
    return Renderer(catalog: catalog).text(TestFailureOutput.outputs(for: failure))
  }

  @Test func inEnglish() throws {
    #expect(
      try render("en") == """
        ✗ The test ended before you asserted the changes an effect made to shared state after the \
        last step (as last asserted −, now +):
        \(Self.diff)
        Assert them at the end of the test with store.assert { … }, e.g. store.assert { \
        $0.$count.withLock { $0 = 1 } }.
        """)
  }

  @Test func inSpanish() throws {
    #expect(
      try render("es") == """
        ✗ El test terminó sin que afirmaras los cambios que un efecto hizo al estado compartido \
        después del último paso (tal como lo afirmaste −, ahora +):
        \(Self.diff)
        Afírmalos al final del test con store.assert { … }; por ejemplo, store.assert { \
        $0.$count.withLock { $0 = 1 } }.
        """)
  }
}
