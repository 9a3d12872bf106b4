import ExerciseSupport
import ReducerKit

// Known-wrong answers to fresh-search (effects). The grader must fail each, for its own reason.

/// The three mistakes a search field makes here, one at a time.
struct FreshSearchFixture: Reducer {
  enum Mistake {
    /// `.cancellable(id:)` without `cancelInFlight`: the stale answer still comes.
    case noCancelInFlight
    /// `.clear` empties the field but does not cancel the search.
    case clearKeepsSearching
    /// `.response` is received but not shown.
    case showsNothing
  }

  let mistake: Mistake
  @Dependency(\.clock) var clock

  func reduce(into state: inout Lookup.State, action: Lookup.Action) -> Effect<Lookup.Action> {
    switch action {
    case .type(let query):
      state.query = query
      return .none
    case .search:
      let query = state.query
      let clock = self.clock
      return .run { send in
        do {
          try await clock.sleep(for: Lookup.latency(query))
        } catch {
          return
        }
        await send(.response(query))
      }
      .cancellable(id: "search", cancelInFlight: mistake != .noCancelInFlight)
    case .response(let query):
      if mistake != .showsNothing { state.shown = query }
      return .none
    case .clear:
      state.query = ""
      state.shown = ""
      return mistake == .clearKeepsSearching ? .none : .cancel(id: "search")
    }
  }
}
