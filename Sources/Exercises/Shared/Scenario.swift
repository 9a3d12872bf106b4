import ReducerKitTestingCore
import Synchronization

/// A grader's scenario being played: the TestStore, and the step of the scenario it is at. Each
/// step is a catalog key (`exercise.row-timers.step.delete`) saying, in the learner's language,
/// what the lines after it expect; every failure is reported with the step it happened in.
///
/// Its inputs (ids, names, counts, durations) come from ``pick(_:)`` and ``pick(from:)``, drawn
/// from the run's seed (``ScenarioLog/seed``): the tutor picks a fresh seed for every check, so a
/// table of answers learnt by heart from one check is wrong for the next.
public final class Scenario<State: Equatable, Action: Sendable> {
  public let store: TestStore<State, Action>
  let currentStep: CurrentStep
  let log: ScenarioLog?
  /// Nil when no run is written down (the graders' own tests): then every pick is the first.
  private var inputs: SeededInputs?

  init(store: TestStore<State, Action>, currentStep: CurrentStep, log: ScenarioLog?) {
    self.store = store
    self.currentStep = currentStep
    self.log = log
    self.inputs = log.map { SeededInputs(seed: $0.seed) }
  }

  /// Starts the next step: the failures from here on belong to `key`.
  public func step(_ key: String) {
    currentStep.key.withLock { $0 = key }
    log?.append(step: key)
  }

  /// A number of `range`, drawn from the run's seed (its lowest outside a written-down run).
  public func pick(_ range: ClosedRange<Int>) -> Int { inputs?.next(in: range) ?? range.lowerBound }

  /// One of `choices` (not empty), drawn from the run's seed (the first outside one).
  public func pick<T>(from choices: [T]) -> T { choices[pick(0...(choices.count - 1))] }

  /// The effects still running and the actions not yet received, as facts: at the end only,
  /// where the TestStore asks that there be none (a right answer may run its effects otherwise
  /// than the reference in between).
  func noteEffects() {
    log?.append(fact: "effects \(store.runningEffects.count)")
    log?.append(fact: "pending \(store.pendingReceivedActions.count)")
  }
}

/// The step a scenario is at, shared with the failure reporter.
final class CurrentStep: Sendable {
  let key = Mutex("")
}

/// Plays `scenario` on a fresh exhaustive TestStore (virtual clock, ids from 0, runtime warnings
/// dropped), ends the test, and returns every failure it reported, in order, each with its step.
///
/// Under a ``ScenarioLog`` (the program `tutor exercise check` builds), every action the reducer
/// processed and the state it left are written down as facts, with the effects running and the
/// actions waiting at the end and the number of failures: exactly what the exhaustive TestStore
/// asserts, so a right answer written otherwise observes the reference solution's facts. That is
/// what the tutor compares.
public func playScenario<R: Reducer>(
  _ reducer: R,
  from initialState: R.State,
  _ scenario: (Scenario<R.State, R.Action>) -> Void
) -> [GradedFailure] where R.State: Equatable {
  let failures = Mutex<[GradedFailure]>([])
  let currentStep = CurrentStep()
  let log = ScenarioLog.current
  let store = TestStore(
    initialState: initialState, reducer: ObservedReducer(base: reducer, log: log),
    prepare: { $0.warnings = .ignore },
    reporter: FailureReporter { failure in
      let step = currentStep.key.withLock { $0 }
      failures.withLock { $0.append(GradedFailure(failure: failure, step: step)) }
    })
  let played = Scenario(store: store, currentStep: currentStep, log: log)
  scenario(played)
  currentStep.key.withLock { $0 = "exercise.step.end" }
  played.noteEffects()
  store.finish()
  let found = failures.withLock { $0 }
  log?.append(fact: "failures \(found.count)")
  // Logged after `finish`: a run whose steps end here played the whole scenario.
  log?.append(step: "exercise.step.end")
  return found
}

/// The learner's reducer, watched: each action it processed and the state it left, as facts.
struct ObservedReducer<Base: Reducer>: Reducer {
  let base: Base
  let log: ScenarioLog?

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    log?.append(fact: "action " + actionDump(action))
    log?.append(fact: "state " + valueDump(state))
    return effect
  }
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

/// A scenario's run, written down: the seed its inputs are drawn from, the steps it started, in
/// order, and the facts it observed (``playScenario(_:from:_:)``).
public final class ScenarioLog: Sendable {
  @TaskLocal public static var current: ScenarioLog?

  /// What the scenario's inputs are drawn from (``Scenario/pick(_:)``).
  public let seed: UInt64
  private let keys = Mutex<[String]>([])
  private let observed = Mutex<[String]>([])

  public init(seed: UInt64 = 0) { self.seed = seed }

  func append(step key: String) {
    keys.withLock { $0.append(key) }
    observed.withLock { $0.append("step " + key) }
  }

  func append(fact: String) { observed.withLock { $0.append(fact) } }

  /// The steps, each a catalog key, ending with `exercise.step.end` when the scenario ended.
  public var steps: [String] { keys.withLock { $0 } }
  /// The facts, in order: steps, actions and the states they left, effects, failures.
  public var facts: [String] { observed.withLock { $0 } }
}

/// SplitMix64: the same numbers for the same seed, in every process and on every platform.
struct SeededInputs {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }
}
