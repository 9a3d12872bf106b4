import ExerciseSupport
import ReducerKitTestingCore

// fresh-search (effects): a search whose slow, stale response never overwrites a newer one
// (`cancelInFlight`), and that `.clear` calls off.

/// The entry the grader's `main` calls on the learner's `FreshSearchExercise`.
public func checkFreshSearch<R: Reducer>(_ reducer: R) -> ExerciseResult
where R.State == Lookup.State, R.Action == Lookup.Action { FreshSearchGrader.check(reducer) }

/// Grades a search field of the effects lesson's shape.
public enum FreshSearchGrader: DiagnosingGrader {
  public typealias State = Lookup.State
  public typealias Action = Lookup.Action

  /// The scenario: one search answered; a slow search overtaken by a newer one (the old answer
  /// must never come); a search called off by `.clear`.
  public static func grade<R: Reducer>(_ reducer: R) -> [GradedFailure]
  where R.State == State, R.Action == Action {
    playScenario(reducer, from: Lookup.State()) { scenario in
      let store = scenario.store
      scenario.step("exercise.fresh-search.step.search")
      // Three letters or more: an answer within a second (FreshSearchGiven.swift).
      let word = scenario.pick(from: ["swift", "store", "scope", "effect", "reducer"])
      store.send(.type(word)) { $0.query = word }
      store.send(.search)
      store.advance(by: .seconds(1))
      store.receive(.response(word)) { $0.shown = word }
      scenario.step("exercise.fresh-search.step.stale")
      store.send(.type("s")) { $0.query = "s" }
      store.send(.search)
      store.send(.type("sw")) { $0.query = "sw" }
      store.send(.search)
      store.advance(by: .seconds(2))
      store.receive(.response("sw")) { $0.shown = "sw" }
      store.advance(by: .seconds(1))
      // A stale answer that came is reported at the next send: still this step's failure.
      store.send(.type("swi")) { $0.query = "swi" }
      scenario.step("exercise.fresh-search.step.clear")
      store.send(.search)
      store.send(.clear) {
        $0.query = ""
        $0.shown = ""
      }
      store.advance(by: .seconds(3))
    }
  }

  /// What the failures of ``grade(_:)`` point to.
  public static func mistakes(_ failures: [GradedFailure]) -> [Mistake] {
    var found: [Mistake] = []
    func add(_ mistake: Mistake) { if !found.contains(mistake) { found.append(mistake) } }
    for failure in failures {
      if failure.isStateFailure(for: ".type") || failure.isStateFailure(for: ".clear") {
        add(.searchFieldNotKept)
      }
      if failure.step == "exercise.fresh-search.step.search",
        failure.isNothingReceived(expecting: ".response(")
      {
        add(.searchNeverAnswers)
      }
      if failure.isStateFailure(for: ".response") { add(.responseNotShown) }
      switch failure.step {
      case "exercise.fresh-search.step.stale":
        if failure.pendingActions.contains(".response(\"s\")") { add(.staleResponseShown) }
      case "exercise.fresh-search.step.clear", "exercise.step.end":
        if failure.pendingActions.contains(".response(\"swi\")") || failure.runningEffect != nil {
          add(.clearDoesNotCancel)
        }
        if failure.pendingActions.contains(".response(\"s\")") { add(.staleResponseShown) }
      default:
        break
      }
    }
    return found
  }
}
