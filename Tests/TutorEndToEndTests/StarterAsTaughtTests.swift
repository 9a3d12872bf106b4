import Foundation
import Testing

/// A starter filled in as its lesson's hints say compiles under Swift 6 and is solved: the
/// `.run` closure uses the feature's own `@Dependency(\.continuousClock)` (the starter is an
/// internal `@Reducer struct`, so `Sendable` as TCA's features are) and sleeps with `try await`.
@Suite("Starters filled in as taught")
struct StarterAsTaughtTests {
  /// Each `// TODO` block of the starter, replaced by the code the hints give.
  static let answers: [(todo: String, code: String)] = [
    (
      "// TODO: keep the text typed in `state.query`.\n        return .none",
      "state.query = query\n        return .none"
    ),
    (
      """
      // TODO: return an effect that sleeps `Lookup.latency(query)` on `clock`, then sends
              // `.response(query)`; make it cancellable with the id "search", cancelling in flight.
              return .none
      """,
      """
      let query = state.query
              return .run { send in
                try await clock.sleep(for: Lookup.latency(query))
                await send(.response(query))
              }
              .cancellable(id: "search", cancelInFlight: true)
      """
    ),
    (
      "// TODO: show the answer: `state.shown`.\n        return .none",
      "state.shown = shown\n        return .none"
    ),
    (
      "// TODO: empty `query` and `shown`, and cancel the search with the id \"search\".\n        return .none",
      "state.query = \"\"\n        state.shown = \"\"\n        return .cancel(id: \"search\")"
    ),
  ]

  @Test("fresh-search: the starter with the hints' code, capturing the clock in .run, is solved")
  func freshSearch() throws {
    let starter = try String(
      contentsOf: TutorProcess.repository.appendingPathComponent("lessons/effects/exercise.en.swift"),
      encoding: .utf8)
    var filled = starter.replacingOccurrences(of: "case .type:", with: "case .type(let query):")
      .replacingOccurrences(of: "case .response:", with: "case .response(let shown):")
    for answer in Self.answers {
      #expect(filled.contains(answer.todo), "the starter changed: \(answer.todo)")
      filled = filled.replacingOccurrences(of: answer.todo, with: answer.code)
    }
    #expect(!filled.contains("// TODO:"))
    let folder = ExerciseCommandTests.freshFolder()
    try filled.write(toFile: folder + "/FreshSearch.swift", atomically: true, encoding: .utf8)
    let result = try TutorProcess().run(["exercise", "check", "fresh-search", "--dir", folder])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("✔ fresh-search is solved"), "\(result.output)")
  }
}
