import Foundation
import Testing

/// A learner who writes an exercise as TCA 1.x spells it — `@Reducer`, a throwing `.run`,
/// `@Dependency(\.continuousClock)` — is checked like any other: the macro plugin is passed to the
/// compiler with the learner's file.
@Suite("Exercises in TCA's spelling")
struct ExerciseInTCASpellingTests {
  static let solution = """
    import ReducerKit
    import LessonFeatures

    @Reducer
    struct DelayedCounterExercise {  // internal, so Sendable as TCA's features are
      typealias State = Basics.State
      typealias Action = Basics.Action

      @Dependency(\\.continuousClock) var clock

      init() {}

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .increment:
            state.count += 1
            return .none
          case .decrement:
            state.count -= 1
            return .none
          case .incrementLater:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.increment)
            }
            .cancellable(id: "later")
          case .cancelLater:
            return .cancel(id: "later")
          }
        }
      }
    }

    """

  @Test("@Reducer, a throwing .run and \\.continuousClock: compiled with the macro plugin, solved")
  func macroSpelling() throws {
    let folder = ExerciseCommandTests.freshFolder()
    let tutor = TutorProcess()
    try Self.solution.write(toFile: folder + "/DelayedCounter.swift", atomically: true, encoding: .utf8)
    let result = try tutor.run(["exercise", "check", "delayed-counter", "--dir", folder])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("✔ delayed-counter is solved"), "\(result.output)")
  }
}
