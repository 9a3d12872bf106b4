import ReducerKit

/// Two instances of ``SearchBox``, `from` and `to`, each lifted with `Scope`. Each box's own
/// search uses the constant id `"search"`, and they never collide: the id is filed under each
/// box's scope. The parent's `.prefetch` runs one search per box itself, under one constant id
/// for both — the trap: the second request cancels the first.
public struct SearchPair: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var from: SearchBox.State
    public var to: SearchBox.State

    public init(from: SearchBox.State = SearchBox.State(), to: SearchBox.State = SearchBox.State()) {
      self.from = from
      self.to = to
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case from(SearchBox.Action)
    case to(SearchBox.Action)
    /// The parent refreshes both boxes itself, under one shared constant id: the trap.
    case prefetch
  }

  @Dependency(\.clock) var clock

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.from, action: CasePath(Action.from)) { SearchBox() }
    Scope(state: \.to, action: CasePath(Action.to)) { SearchBox() }
    Reduce { state, action in
      switch action {
      case .from, .to:
        return .none
      case .prefetch:
        return .merge(
          refresh(state.from.query, into: Action.from).cancellable(id: "prefetch", cancelInFlight: true),
          refresh(state.to.query, into: Action.to).cancellable(id: "prefetch", cancelInFlight: true))
      }
    }
  }

  private func refresh(_ query: String, into box: @escaping @Sendable (SearchBox.Action) -> Action)
    -> Effect<Action>
  {
    let clock = self.clock
    return .run(name: "prefetch") { send in
      do {
        try await clock.sleep(for: SearchBox.latency(query))
      } catch {
        return
      }
      await send(box(.response(query)))
    }
  }
}
