import ReducerKit

/// The cancel-id trap, side by side with its cure. Each row's own timer uses the constant id
/// `"timer"`, scoped to the row by `forEach`. The parent can also time a row itself
/// (`.startFromParent(id:)`) under the same constant id, but at the parent's level there is only
/// one `"timer"`: starting a second row cancels the first.
public struct StopwatchBoard: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var rows: IdentifiedArrayOf<Stopwatch.State>

    public init(rows: IdentifiedArrayOf<Stopwatch.State> = []) { self.rows = rows }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case rows(IdentifiedAction<Int, Stopwatch.Action>)
    case addRow
    /// The parent runs a row's timer itself, under one constant id for every row: the trap.
    case startFromParent(id: Int)
  }

  @Dependency(\.clock) var clock
  @Dependency(\.nextID) var nextID

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case .addRow:
        state.rows.append(Stopwatch.State(id: nextID()))
        return .none
      case .startFromParent(let id):
        let clock = self.clock
        return Effect.run(name: "parent timer") { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.rows(.element(id: id, action: .tick)))
          }
        }
        .cancellable(id: "timer", cancelInFlight: true)
      }
    }
    .forEach(\.rows, action: CasePath(Action.rows)) { Stopwatch() }
  }
}
