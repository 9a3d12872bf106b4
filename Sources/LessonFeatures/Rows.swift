import ReducerKit

/// The `foreach` lesson's model, from the seed: rows that count seconds while shown, in a list
/// that removes a row when it asks to be deleted.
public struct Row: Reducer {
  public struct State: Equatable, Identifiable, Sendable, Codable {
    public let id: Int
    public var seconds: Int

    public init(id: Int, seconds: Int = 0) {
      self.id = id
      self.seconds = seconds
    }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case tick
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable, Codable {
      case deleteRequested
    }
  }

  @Dependency(\.clock) var clock

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      let clock = self.clock
      return .run(name: "timer") { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    case .tick:
      state.seconds += 1
      return .none
    case .delegate:
      return .none
    }
  }
}

/// The list of rows.
public struct RowList: Reducer {
  public struct State: Equatable, Sendable, Codable {
    public var rows: IdentifiedArrayOf<Row.State>

    public init(rows: IdentifiedArrayOf<Row.State> = []) { self.rows = rows }
  }

  @CasePathable
  public enum Action: Equatable, Sendable, Codable {
    case rows(IdentifiedAction<Int, Row.Action>)
    case addRow
  }

  @Dependency(\.nextID) var nextID
  /// False gives the classic bug: the parent forgets to remove the row it was asked to delete.
  let removesDeletedRows: Bool

  public init(removesDeletedRows: Bool = true) { self.removesDeletedRows = removesDeletedRows }

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .rows(.element(let id, .delegate(.deleteRequested))):
        if removesDeletedRows { state.rows.remove(id: id) }
        return .none
      case .rows:
        return .none
      case .addRow:
        state.rows.append(Row.State(id: nextID()))
        return .none
      }
    }
    .forEach(\.rows, action: CasePath(Action.rows)) { Row() }
  }
}
