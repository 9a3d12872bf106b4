import ReducerKit

/// The seed's rows-with-timers model.
struct Row: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: Int
    var seconds = 0
  }

  enum Action: Equatable, Sendable {
    case onAppear
    case tick
    case stop
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case deleteRequested }
  }

  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      let clock = self.clock
      return .run(name: "timer") { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
      .cancellable(id: "timer", cancelInFlight: true)
    case .tick:
      state.seconds += 1
      return .none
    case .stop:
      return .cancel(id: "timer")
    case .delegate:
      return .none
    }
  }
}

struct ListState: Equatable {
  var rows: IdentifiedArrayOf<Row.State> = []
}

enum ListAction: Equatable, Sendable {
  case rows(IdentifiedAction<Int, Row.Action>)
  case addRow
  case stopAll
}

struct List: Reducer {
  @Dependency(\.nextID) var nextID
  var removesOnDelete = true

  var body: some Reducer<ListState, ListAction> {
    Reduce { state, action in
      switch action {
      case .rows(.element(let id, .delegate(.deleteRequested))):
        if removesOnDelete { state.rows.remove(id: id) }
        return .none
      case .rows:
        return .none
      case .addRow:
        state.rows.append(Row.State(id: nextID()))
        return .none
      case .stopAll:
        return .cancel(id: "timer")
      }
    }
    .forEach(\.rows, action: CasePath(ListAction.rows)) { Row() }
  }
}

/// Collects runtime warnings for assertions.
final class WarningLog: @unchecked Sendable {
  private(set) var warnings: [RuntimeWarning] = []
  var handler: WarningHandler { WarningHandler { self.warnings.append($0) } }
  var kinds: [RuntimeWarning.Kind] { warnings.map(\.kind) }
}

extension DependencyValues {
  static func test(warnings log: WarningLog) -> DependencyValues {
    var values = DependencyValues.test
    values.warnings = log.handler
    return values
  }
}
