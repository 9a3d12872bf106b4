import ExerciseGraders
import Exercises
import LessonFeatures
import Testing

/// The scenarios draw their inputs from the seed `tutor exercise check` picks for each check: the
/// reference solutions pass whatever the seed, the known-wrong fixtures fail whatever the seed,
/// one seed always gives the same facts, and other seeds give other facts (so a table of facts
/// learnt from one check does not pass the next).
@Suite("Seeded scenarios")
struct SeededScenarioTests {
  static let seeds: [UInt64] = [1, 2, 3, 7, 42, 1234, 99_999, .max]

  /// Each exercise's reference solution, run under a written-down run of `seed`.
  static let references: [String: @Sendable () -> ExerciseResult] = [
    "delayed-counter": { checkDelayedCounter(DelayedCounterExercise()) },
    "logged-counters": { checkLoggedCounters(LoggedCountersExercise()) },
    "stopwatch": { checkStopwatch(StopwatchExercise()) },
    "contact-list": { checkContactList(ContactListExercise()) },
    "row-timers": { checkRowTimers(RowTimersExercise()) },
    "editor-sheet": { checkEditorSheet(EditorSheetExercise()) },
    "fresh-search": { checkFreshSearch(FreshSearchExercise()) },
    "ticker-sheet": { checkTickerSheet(TickerSheetExercise()) },
    "detail-stack": { checkDetailStack(DetailStackExercise()) },
  ]

  /// One known-wrong answer of each exercise.
  static let wrong: [String: @Sendable () -> ExerciseResult] = [
    "delayed-counter": { DelayedCounterGrader.check(DelayedCounterNotCancellable()) },
    "logged-counters": { LoggedCountersGrader.check(LoggerBeforeCounters()) },
    "stopwatch": { StopwatchGrader.check(StopwatchScreenForgetsToClose()) },
    "contact-list": { ContactListGrader.check(ContactListDeletesFirst()) },
    "row-timers": { RowTimersGrader.check(RowListForgetsToRemove()) },
    "editor-sheet": { EditorSheetGrader.check(EditorSheetFixture(mistake: .keepsDismissal)) },
    "fresh-search": { FreshSearchGrader.check(FreshSearchFixture(mistake: .noCancelInFlight)) },
    "ticker-sheet": { TickerSheetGrader.check(TickerSheetUnwrapsByHand()) },
    "detail-stack": { DetailStackGrader.check(DetailStackFixture(mistake: .popsOnlyEditor)) },
  ]

  static func run(_ check: () -> ExerciseResult, seed: UInt64) -> (ExerciseResult, ScenarioLog) {
    let log = ScenarioLog(seed: seed)
    let result = ScenarioLog.$current.withValue(log) { check() }
    return (result, log)
  }

  @Test(
    "Every reference solution passes under every seed, every step run",
    arguments: ExerciseInfo.builtIn.map(\.name))
  func referencesPass(_ name: String) throws {
    let check = try #require(Self.references[name])
    let exercise = try #require(ExerciseInfo.builtIn.first { $0.name == name })
    var distinct: Set<[String]> = []
    for seed in Self.seeds {
      let (result, log) = Self.run(check, seed: seed)
      #expect(result.solved, "\(name), seed \(seed): \(result.failures.map(\.failure.message))")
      #expect(log.steps == exercise.scenarioSteps, "\(name), seed \(seed)")
      #expect(log.facts.last == "step exercise.step.end")
      #expect(Self.run(check, seed: seed).1.facts == log.facts, "\(name): one seed, one set of facts")
      distinct.insert(log.facts)
    }
    #expect(distinct.count > 1, "\(name): the seed changes the scenario")
  }

  @Test(
    "A known-wrong answer fails under every seed, and its facts differ from the reference's",
    arguments: ExerciseInfo.builtIn.map(\.name))
  func wrongFails(_ name: String) throws {
    let wrong = try #require(Self.wrong[name])
    let reference = try #require(Self.references[name])
    for seed in Self.seeds {
      let (result, log) = Self.run(wrong, seed: seed)
      #expect(!result.solved, "\(name), seed \(seed)")
      #expect(!result.mistakes.isEmpty, "\(name), seed \(seed): a diagnosis")
      #expect(log.facts != Self.run(reference, seed: seed).1.facts, "\(name), seed \(seed)")
    }
  }

  /// Right answers written otherwise than the reference (the graders' tests' own variants).
  static let variants: [(name: String, check: @Sendable () -> ExerciseResult)] = [
    ("stopwatch", { StopwatchGrader.check(StopwatchScreenWithClosures()) }),
    ("logged-counters", { LoggedCountersGrader.check(CountersWithPullbacks()) }),
    ("row-timers", { RowTimersGrader.check(RowList()) }),
    ("editor-sheet", { EditorSheetGrader.check(EditorScreen.Screen()) }),
    ("detail-stack", { DetailStackGrader.check(DetailStackOtherSpelling(emptying: .freshStack)) }),
    ("detail-stack", { DetailStackGrader.check(DetailStackOtherSpelling(emptying: .popFromBottom)) }),
  ]

  @Test("A right answer written otherwise observes the reference's very facts, under every seed")
  func variantsObserveTheSameFacts() throws {
    for variant in Self.variants {
      let reference = try #require(Self.references[variant.name])
      for seed in Self.seeds {
        let (result, log) = Self.run(variant.check, seed: seed)
        #expect(result.solved, "\(variant.name), seed \(seed)")
        #expect(log.facts == Self.run(reference, seed: seed).1.facts, "\(variant.name), seed \(seed)")
      }
    }
  }
}
