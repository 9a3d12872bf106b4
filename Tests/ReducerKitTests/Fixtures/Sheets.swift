import ReducerKit

/// A child that exists only while presented (the `ifLet` scenarios): it counts, ticks, makes a
/// slow request, and can present a grandchild row with its own timer.
struct Sheet: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: Int
    var count = 0
    var ticks = 0
    var responses = 0
    var row: Row.State?
  }

  enum Action: Equatable, Sendable {
    case inc
    case startTimer
    case tick
    /// Sleeps 2 s, then sends `.response`.
    case request
    case response
    case showRow
    case row(Row.Action)
  }

  @Dependency(\.clock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .inc:
        state.count += 1
        return .none
      case .startTimer:
        let clock = self.clock
        return .run(name: "timer") { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .request:
        let clock = self.clock
        // Ignores cancellation on purpose: the store itself must drop a cancelled effect's send.
        return .run(name: "request") { send in
          try? await clock.sleep(for: .seconds(2))
          await send(.response)
        }
      case .response:
        state.responses += 1
        return .none
      case .showRow:
        state.row = Row.State(id: 0)
        return .none
      case .row:
        return .none
      }
    }
    .ifLet(\.row, action: CasePath(Action.row)) { Row() }
  }
}

struct HostState: Equatable {
  var sheet: Sheet.State?
  /// The sheet's count as the parent read it when a sheet action last came by.
  var countSeenByParent: Int?
}

enum HostAction: Equatable, Sendable {
  case sheet(Sheet.Action)
  case present(Int)
  case dismiss
}

/// Presents, replaces and dismisses a ``Sheet``.
struct Host: Reducer {
  var body: some Reducer<HostState, HostAction> {
    Reduce { state, action in
      switch action {
      case .sheet:
        state.countSeenByParent = state.sheet?.count
      case .present(let id):
        state.sheet = Sheet.State(id: id)
      case .dismiss:
        state.sheet = nil
      }
      return .none
    }
    .ifLet(\.sheet, action: CasePath(HostAction.sheet)) { Sheet() }
  }
}
