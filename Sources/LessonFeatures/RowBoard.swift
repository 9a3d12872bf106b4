import ReducerKit

/// The seed's rows again, on a board whose parent adds up their time, and which can broadcast one
/// row action to every row. Used by the `foreach` lesson for the order of child and parent, and
/// for `liftEach`.
public struct RowBoard: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var rows: IdentifiedArrayOf<Row.State>
    /// The seconds of all rows together, added up by the parent after the rows have run.
    public var total: Int

    public init(rows: IdentifiedArrayOf<Row.State> = [], total: Int = 0) {
      self.rows = rows
      self.total = total
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    /// To one row: `.rows(.element(id: 2, action: .tick))`.
    case rows(IdentifiedAction<Int, Row.Action>)
    /// To every row at once: `.everyRow(.tick)`.
    case everyRow(Row.Action)
    case addRow
  }

  @Dependency(\.nextID) var nextID

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .rows(.element(let id, .delegate(.deleteRequested))):
        state.rows.remove(id: id)
      case .rows, .everyRow:
        break
      case .addRow:
        state.rows.append(Row.State(id: nextID()))
      }
      state.total = state.rows.reduce(0) { $0 + $1.seconds }
      return .none
    }
    .forEach(\.rows, action: CasePath(Action.rows)) { Row() }
    .liftEach(\.rows, action: CasePath(Action.everyRow), replies: CasePath(Action.rows)) { Row() }
  }
}
