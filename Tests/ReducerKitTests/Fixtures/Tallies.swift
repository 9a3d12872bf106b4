import ReducerKit

/// A number that can be bumped now, or later by its own value (the collection-lift scenarios).
struct Tally: Reducer {
  enum Action: Equatable, Sendable {
    case add(Int)
    /// Sleeps 1 s, then sends `.add` of the value the tally had when asked.
    case addOwnValueLater
  }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .add(let amount):
      state += amount
      return .none
    case .addOwnValueLater:
      let value = state
      return .run(name: "later") { send in
        try? await DependencyValues.current.clock.sleep(for: .seconds(1))
        await send(.add(value))
      }
    }
  }
}

/// Not `Identifiable`: addressed by a custom id key path, `\.slug`.
struct Chapter: Equatable, Sendable {
  let slug: String
  var score: Int
}

struct TalliesState: Equatable, Sendable {
  /// Addressed by position.
  var list: [Int] = []
  /// Addressed by key.
  var table: [String: Int] = [:]
  /// Addressed by slug.
  var chapters = IdentifiedArray<String, Chapter>(id: \.slug)
}

enum TalliesAction: Equatable, Sendable {
  case list(IdentifiedAction<Int, Tally.Action>)
  case table(IdentifiedAction<String, Tally.Action>)
  case chapters(IdentifiedAction<String, Tally.Action>)
  /// Broadcast to every element of `list`.
  case allOfList(Tally.Action)
  /// Broadcast to every element of `table`.
  case allOfTable(Tally.Action)
  case removeFromTable(String)
}

/// Three collections, each addressed its own way, and broadcasts to two of them whose replies
/// come back addressed to the element that sent them.
struct Tallies: Reducer {
  var body: some Reducer<TalliesState, TalliesAction> {
    Reduce { state, action in
      if case .removeFromTable(let key) = action { state.table[key] = nil }
      return .none
    }
    .forEach(\.list, action: CasePath(TalliesAction.list)) { Tally() }
    .forEach(\.table, action: CasePath(TalliesAction.table)) { Tally() }
    .forEach(\.chapters, action: CasePath(TalliesAction.chapters)) {
      Reduce { chapter, action in Tally().reduce(into: &chapter.score, action: action) }
    }
    .liftEach(\.list, action: CasePath(TalliesAction.allOfList), replies: CasePath(TalliesAction.list)) {
      Tally()
    }
    .liftEach(\.table, action: CasePath(TalliesAction.allOfTable), replies: CasePath(TalliesAction.table)) {
      Tally()
    }
  }
}
