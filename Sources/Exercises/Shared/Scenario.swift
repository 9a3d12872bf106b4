import ReducerKitTestingCore
import Synchronization

/// A grader's scenario being played: the TestStore, and the step of the scenario it is at. Each
/// step is a catalog key (`exercise.row-timers.step.delete`) saying, in the learner's language,
/// what the lines after it expect; every failure is reported with the step it happened in.
public final class Scenario<State: Equatable, Action: Sendable> {
  public let store: TestStore<State, Action>
  let currentStep: CurrentStep

  init(store: TestStore<State, Action>, currentStep: CurrentStep) {
    self.store = store
    self.currentStep = currentStep
  }

  /// Starts the next step: the failures from here on belong to `key`.
  public func step(_ key: String) {
    currentStep.key.withLock { $0 = key }
    ScenarioLog.current?.append(key)
  }
}

/// The step a scenario is at, shared with the failure reporter.
final class CurrentStep: Sendable {
  let key = Mutex("")
}

/// Plays `scenario` on a fresh exhaustive TestStore (virtual clock, ids from 0, runtime warnings
/// dropped), ends the test, and returns every failure it reported, in order, each with its step.
public func playScenario<R: Reducer>(
  _ reducer: R,
  from initialState: R.State,
  _ scenario: (Scenario<R.State, R.Action>) -> Void
) -> [GradedFailure] where R.State: Equatable {
  let failures = Mutex<[GradedFailure]>([])
  let currentStep = CurrentStep()
  let store = TestStore(
    initialState: initialState, reducer: reducer,
    prepare: { $0.warnings = .ignore },
    reporter: FailureReporter { failure in
      let step = currentStep.key.withLock { $0 }
      failures.withLock { $0.append(GradedFailure(failure: failure, step: step)) }
    })
  scenario(Scenario(store: store, currentStep: currentStep))
  currentStep.key.withLock { $0 = "exercise.step.end" }
  store.finish()
  // Logged after `finish`: a report whose steps end here played the whole scenario.
  ScenarioLog.current?.append("exercise.step.end")
  return failures.withLock { $0 }
}

/// A TestStore failure, and the step of the grader's scenario it happened in.
public struct GradedFailure: Sendable, Equatable {
  public let failure: TestFailure
  /// A catalog key: what this step of the scenario expected.
  public let step: String

  public init(failure: TestFailure, step: String) {
    self.failure = failure
    self.step = step
  }

  public var kind: TestFailure.Kind { failure.kind }
}

/// The steps a scenario started, in order, for the report: the tutor checks that every step of
/// the exercise's scenario ran, so a verdict cannot come from a scenario cut short.
public final class ScenarioLog: Sendable {
  @TaskLocal public static var current: ScenarioLog?

  private let keys = Mutex<[String]>([])

  public init() {}

  func append(_ key: String) { keys.withLock { $0.append(key) } }

  public var steps: [String] { keys.withLock { $0 } }
}
