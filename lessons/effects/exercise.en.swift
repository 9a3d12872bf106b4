// Exercise fresh-search (lesson effects). Replace the `// TODO` lines, then check your work:
//
//     tutor exercise check fresh-search     (or `:check` in the lesson, or `tutor exercise watch`)

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
/// A constant id is enough for one field *per instance*: this library's `Scope`, `ifLet` and
/// `forEach` file it under the path of lifts, so two fields never cancel each other's searches.
/// (In TCA, `forEach` and `ifLet` do that, through their navigation ids; a plain `Scope` does
/// not: two scoped search fields would share the id.)
///
/// The grader (`FreshSearchGrader`, `Sources/Exercises/fresh-search/FreshSearchGrader.swift`)
/// searches once; then searches `"s"` (3 s) and at once `"sw"` (2 s), and lets 3 s pass: only
/// `"sw"` may answer; then searches and clears at once: no answer may come, and nothing may still
/// run.
///
/// Keep the name `FreshSearchExercise`, `init()` and the `State` and `Action` types: the grader uses
/// them.
@Reducer
struct FreshSearchExercise {
  typealias State = Lookup.State
  typealias Action = Lookup.Action

  @Dependency(\.continuousClock) var clock

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .type:
        // TODO: keep the text typed in `state.query`.
        return .none
      case .search:
        // TODO: return an effect that sleeps `Lookup.latency(query)` on `clock`, then sends
        // `.response(query)`; make it cancellable with the id "search", cancelling in flight.
        return .none
      case .response:
        // TODO: show the answer: `state.shown`.
        return .none
      case .clear:
        // TODO: empty `query` and `shown`, and cancel the search with the id "search".
        return .none
      }
    }
  }
}
