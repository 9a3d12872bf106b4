// Exercise fresh-search (lesson effects) — REFERENCE SOLUTION, graded by `swift test --filter ExerciseGrading`.
// Learners start from the starter `tutor exercise start` copies (README, "Write the code").

import ExerciseSupport
import ReducerKit

/// `cancelInFlight`: a search whose slow, stale answer never overwrites a newer one.
///
/// `Lookup.State` holds the `query` typed and the query `shown`; `Lookup.latency(_:)` says how
/// long the fake server takes (one letter 3 s, two letters 2 s, three or more 1 s: an older,
/// shorter query answers *after* a newer one). Those types are given; write the `reduce`:
///
/// 1. `.type(q)` keeps the text: `state.query = q`. It searches nothing.
/// 2. `.search` starts a request: an effect that waits `Lookup.latency(query)` on the clock,
///    then sends `.response(query)`. Make it `.cancellable(id: "search", cancelInFlight: true)`:
///    a new search cancels the one still in flight, so its stale answer never comes.
/// 3. `.response(q)` shows it: `state.shown = q`.
/// 4. `.clear` empties `query` and `shown` and calls the search off: `.cancel(id: "search")`.
///
/// A constant id is enough for one field *per instance*: `Scope`, `ifLet` and `forEach` file
/// it under the path of lifts, so two fields never cancel each other's searches.
///
/// The grader (`FreshSearchGrader`, `Sources/Exercises/fresh-search/FreshSearchGrader.swift`)
/// searches once; then searches `"s"` (3 s) and at once `"sw"` (2 s), and lets 3 s pass: only
/// `"sw"` may answer; then searches and clears at once: no answer may come, and nothing may still
/// run.
///
/// Keep the name `FreshSearchExercise`, `init()` and the `State` and `Action` types: the grader uses
/// them.
@Reducer
public struct FreshSearchExercise {
  public typealias State = Lookup.State
  public typealias Action = Lookup.Action

  @Dependency(\.continuousClock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .type(let query):
      state.query = query
      return .none
    case .search:
      let query = state.query
      let clock = self.clock
      return .run { send in
        try await clock.sleep(for: Lookup.latency(query))
        await send(.response(query))
      }
      .cancellable(id: "search", cancelInFlight: true)
    case .response(let query):
      state.shown = query
      return .none
    case .clear:
      state.query = ""
      state.shown = ""
      return .cancel(id: "search")
    }
  }
}
